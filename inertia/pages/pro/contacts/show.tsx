import type { ReactNode } from 'react'
import { Head, Link } from '@inertiajs/react'
import { ArrowLeft, Building2, Mail, MapPin, Phone, Smartphone, UserRound } from 'lucide-react'
import type { EsidoorContactShowProps } from '../../../../app/transformers/esidoor_transformer'
import { Avatar } from '~/components/avatar'
import { Block } from '~/components/block'
import { RichTextView } from '~/components/rich_text_view'
import { StatutBadge } from '~/components/contacts/statut_badge'
import { OffreStatutBadge } from '~/components/offres/offre_labels'
import { formatDate } from '~/lib/format'

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span className="text-slate-400" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  )
}

/* Any professional's contact seen from e-sidoor, read-only (SPEC §4 pro/contacts/show). */
export default function EsidoorContactShow({ contact, offres }: EsidoorContactShowProps) {
  return (
    <>
      <Head title={contact.nomComplet} />
      <Link
        href="/dashboard-pro/contacts"
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Tous les contacts
      </Link>
      {contact.deletedAt && (
        <div
          role="status"
          className="mb-6 rounded-lg bg-amber-100 px-5 py-3 text-sm text-amber-950"
        >
          Ce contact est dans la corbeille depuis le {formatDate(contact.deletedAt)}.
        </div>
      )}
      <div className="mb-6 flex items-center gap-4">
        <Avatar src="" name={`${contact.prenom ?? ''} ${contact.nom}`} size={56} />
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
            {contact.civilite ? `${contact.civilite} ` : ''}
            {contact.nomComplet}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            {contact.fonction ?? 'Fonction non renseignée'}
            <StatutBadge statut={contact.statut} />
          </p>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <Block title="Coordonnées">
          <ul className="space-y-3 text-sm text-slate-700 dark:text-slate-200">
            <Line icon={<UserRound className="size-4" />}>
              {contact.owner ? (
                <Link
                  href={`/dashboard-pro/pros/${contact.owner.id}`}
                  prefetch
                  className="text-primary hover:underline"
                >
                  {contact.owner.name}
                </Link>
              ) : (
                '—'
              )}
            </Line>
            <Line icon={<Mail className="size-4" />}>
              {contact.email ? (
                <a href={`mailto:${contact.email}`} className="text-primary hover:underline">
                  {contact.email}
                </a>
              ) : (
                '—'
              )}
            </Line>
            <Line icon={<Phone className="size-4" />}>{contact.telephone ?? '—'}</Line>
            <Line icon={<Smartphone className="size-4" />}>{contact.mobile ?? '—'}</Line>
            <Line icon={<MapPin className="size-4" />}>{contact.ville ?? '—'}</Line>
            <Line icon={<Building2 className="size-4" />}>
              {contact.societe?.nom ?? 'Aucune société'}
            </Line>
          </ul>
          <p className="mt-4 text-xs text-slate-500 dark:text-slate-300">
            Créé le {formatDate(contact.createdAt)}
          </p>
        </Block>

        <div className="space-y-6 lg:col-span-2">
          <Block title="Notes">
            {contact.notes ? (
              <RichTextView html={contact.notes} className="text-sm" />
            ) : (
              <p className="text-sm text-slate-500 dark:text-slate-300">Aucune note.</p>
            )}
          </Block>
          <Block title="Offres dont ce contact est le référent">
            {offres.length === 0 ? (
              <p className="text-sm text-slate-500 dark:text-slate-300">
                Aucune offre ne désigne ce contact comme référent.
              </p>
            ) : (
              <ul className="divide-y divide-slate-100 dark:divide-white/10">
                {offres.map((offre) => (
                  <li key={offre.id} className="flex items-center gap-3 py-2.5 text-sm">
                    <span className="font-medium text-slate-900 dark:text-white">
                      {offre.titre}
                    </span>
                    <OffreStatutBadge statut={offre.statut} />
                    <span className="ml-auto text-xs text-slate-500 dark:text-slate-300">
                      {offre.reference}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Block>
        </div>
      </div>
    </>
  )
}
