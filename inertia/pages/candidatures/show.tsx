import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Briefcase, CalendarDays, Download, FileText, Mail, Phone } from 'lucide-react'
import type { CandidatureShowProps } from '~/props/candidatures'
import { urlFor } from '~/client'
import { Avatar } from '~/components/avatar'
import { Block } from '~/components/block'
import { LinkButton } from '~/components/link_button'
import { RecordHeading } from '~/components/record_page'
import { ActiviteBlock } from '~/components/activite/activite_block'
import { CandidatureStatutBadge } from '~/components/candidatures/candidature_labels'
import { StatutControl } from '~/components/candidatures/statut_control'
import { NotesForm } from '~/components/candidatures/notes_form'
import { ReponseForm } from '~/components/candidatures/reponse_form'
import { WithCvPreview } from '~/components/candidatures/cv_preview'
import { formatDateTime } from '~/lib/format'
import { mailtoHref } from '~/lib/mailto'

/* "PDF", "DOCX", "ODT": what the type read from the file's bytes says. */
const KINDS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.oasis.opendocument.text': 'ODT',
}

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} Ko`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} Mo`

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-0.5 text-slate-400" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  )
}

export default function CandidatureShow({
  candidature,
  statuts,
  can,
  reply,
  activity,
}: CandidatureShowProps) {
  const id = { id: candidature.id }
  const cvUrl = urlFor('candidatures.cv', id)
  return (
    <>
      <Head title={`Candidature de ${candidature.nomComplet}`} />
      <RecordHeading
        actions={
          <>
            <LinkButton href={cvUrl} external>
              <Download className="size-4" aria-hidden="true" /> Télécharger le CV
            </LinkButton>
            <LinkButton href={urlFor('candidatures.index')} variant="secondary">
              Retour aux candidatures
            </LinkButton>
          </>
        }
      >
        <div className="flex min-w-0 items-center gap-4">
          <Avatar src="" name={candidature.nomComplet} size={56} />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words text-slate-900 dark:text-white">
              {candidature.nomComplet}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
              Candidature à{' '}
              <Link
                href={urlFor('offres.edit', { id: candidature.offre.id })}
                className="font-medium text-primary hover:underline"
              >
                {candidature.offre.titre}
              </Link>
              <CandidatureStatutBadge statut={candidature.statut} />
            </p>
          </div>
        </div>
      </RecordHeading>

      <Block title="Étape">
        <StatutControl
          id={candidature.id}
          statut={candidature.statut}
          statuts={statuts}
          canUpdate={can.update}
        />
      </Block>

      {reply && <ReponseForm id={candidature.id} name={candidature.nomComplet} reply={reply} />}

      <WithCvPreview candidature={candidature}>
        <div className="grid gap-6 @4xl:grid-cols-3">
          <Block title="Candidat">
            <ul className="space-y-3 text-sm text-slate-700 dark:text-slate-200">
              <Line icon={<Mail className="size-4" />}>
                <a href={mailtoHref(candidature.email)} className="text-primary hover:underline">
                  {candidature.email}
                </a>
              </Line>
              <Line icon={<Phone className="size-4" />}>
                {candidature.telephone ? (
                  <a
                    href={`tel:${candidature.telephone.replace(/\s/g, '')}`}
                    className="hover:underline"
                  >
                    {candidature.telephone}
                  </a>
                ) : (
                  '—'
                )}
              </Line>
              <Line icon={<Briefcase className="size-4" />}>
                {candidature.offre.titre} ({candidature.offre.reference})
              </Line>
              <Line icon={<CalendarDays className="size-4" />}>
                Reçue le {formatDateTime(candidature.createdAt)}
              </Line>
              <Line icon={<FileText className="size-4" />}>
                <a href={cvUrl} className="font-medium text-primary hover:underline">
                  {candidature.cvNom}
                </a>
                <span className="block text-xs text-slate-500 dark:text-slate-300">
                  {KINDS[candidature.cvType] ?? 'Fichier'} · {size(candidature.cvTaille)}
                </span>
              </Line>
            </ul>
            <p className="mt-4 text-xs text-slate-500 dark:text-slate-300">
              Consentement au traitement des données donné le{' '}
              {formatDateTime(candidature.consentAt)}.
            </p>
          </Block>

          <div className="space-y-6 @4xl:col-span-2">
            <Block title="Message du candidat">
              {candidature.message ? (
                <p className="text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-200">
                  {candidature.message}
                </p>
              ) : (
                <p className="text-sm text-slate-500 dark:text-slate-300">Aucun message.</p>
              )}
            </Block>
            <Block title="Notes privées">
              <NotesForm id={candidature.id} notes={candidature.notes} canUpdate={can.update} />
            </Block>
          </div>
        </div>
      </WithCvPreview>

      {activity && (
        <ActiviteBlock
          activity={activity}
          url={urlFor('candidatures.activite', id)}
          kinds={false}
        />
      )}
    </>
  )
}
