import type { ReactNode } from 'react'
import {
  Building2,
  FileText,
  Globe,
  Hash,
  Mail,
  MapPin,
  Phone,
  Tag,
  UserPlus,
  FilePlus2,
} from 'lucide-react'
import type { SocieteShowProps } from '~/props/societes'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { LinkButton } from '~/components/link_button'
import { RichTextView } from '~/components/rich_text_view'
import { DeleteButton } from '~/components/record_trash'
import { EditLink, RecordHead, RecordHeading } from '~/components/record_page'
import { ActiviteBlock } from '~/components/activite/activite_block'
import { SocieteContacts, SocieteOffres } from '~/components/societes/societe_sections'
import { formatDate, formatSiret } from '~/lib/format'
import { mailtoHref } from '~/lib/mailto'

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="mt-0.5 text-slate-400" title={label}>
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  )
}

/** Only web addresses become links: whatever else was stored stays text. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url)

/** A société's page: its details, contacts, offers and timeline (docs/product.md §4). */
export default function CompanyShow({
  societe,
  contacts,
  offres,
  can,
  activity,
}: SocieteShowProps) {
  const id = { id: societe.id }
  const live = !societe.deletedAt
  const place = [societe.codePostal, societe.ville].filter(Boolean).join(' ')
  const newContact = can.createRelated
    ? urlFor('contacts.create', {}, { qs: { societe: societe.id } })
    : null
  const newOffre = can.createRelated
    ? urlFor('offres.create', {}, { qs: { societe: societe.id } })
    : null
  /* The lists filter on live companies only (their société filter offers those). */
  const filtered = (name: 'contacts.index' | 'offres.index') =>
    live ? urlFor(name, {}, { qs: { societe: societe.id } }) : null

  return (
    <>
      <RecordHead resource="societes" record={societe} title={societe.nom} can={can} />
      <RecordHeading
        actions={
          <>
            {can.update && live && <EditLink href={urlFor('societes.edit', id)} />}
            {newContact && (
              <LinkButton href={newContact} variant="secondary">
                <UserPlus className="size-4" aria-hidden="true" /> Nouveau contact
              </LinkButton>
            )}
            {newOffre && (
              <LinkButton href={newOffre} variant="secondary">
                <FilePlus2 className="size-4" aria-hidden="true" /> Nouvelle offre
              </LinkButton>
            )}
            {can.delete && live && (
              <DeleteButton name={societe.nom} url={urlFor('societes.destroy', id)} />
            )}
          </>
        }
      >
        <div className="flex min-w-0 items-center gap-4">
          <span
            aria-hidden="true"
            className="grid size-14 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary"
          >
            <Building2 className="size-7" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words text-slate-900 dark:text-white">
              {societe.nom}
            </h1>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {[societe.secteur, societe.ville].filter(Boolean).join(' · ') ||
                `Créée le ${formatDate(societe.createdAt)}`}
            </p>
          </div>
        </div>
      </RecordHeading>

      <div className="grid gap-6 lg:grid-cols-3">
        {/* Without the contacts module (no sections), the two cards share the width. */}
        <div
          className={contacts ? 'space-y-6' : 'grid items-start gap-6 lg:col-span-3 lg:grid-cols-2'}
        >
          <Block title="Coordonnées">
            <dl className="space-y-3 text-sm text-slate-700 dark:text-slate-200">
              <Line icon={<Hash className="size-4" />} label="SIRET">
                <span className="tabular-nums">{formatSiret(societe.siret)}</span>
              </Line>
              <Line icon={<Tag className="size-4" />} label="Forme juridique">
                {societe.formeJuridique ?? '—'}
              </Line>
              <Line icon={<MapPin className="size-4" />} label="Adresse">
                {societe.adresse && <span className="block">{societe.adresse}</span>}
                {place && <span className="block">{place}</span>}
                <span className="block">{societe.pays}</span>
              </Line>
              <Line icon={<Phone className="size-4" />} label="Téléphone">
                {societe.telephone ? (
                  <a
                    href={`tel:${societe.telephone.replace(/[\s.]/g, '')}`}
                    className="hover:underline"
                  >
                    {societe.telephone}
                  </a>
                ) : (
                  '—'
                )}
              </Line>
              <Line icon={<Mail className="size-4" />} label="E-mail">
                {societe.email ? (
                  <a href={mailtoHref(societe.email)} className="text-primary hover:underline">
                    {societe.email}
                  </a>
                ) : (
                  '—'
                )}
              </Line>
              <Line icon={<Globe className="size-4" />} label="Site web">
                {societe.siteWeb && isWebAddress(societe.siteWeb) ? (
                  <a
                    href={societe.siteWeb}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary hover:underline"
                  >
                    {societe.siteWeb.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}
                    <span className="sr-only"> (nouvel onglet)</span>
                  </a>
                ) : (
                  (societe.siteWeb ?? '—')
                )}
              </Line>
            </dl>
            <p className="mt-4 text-xs text-slate-500 dark:text-slate-300">
              Créée le {formatDate(societe.createdAt)}
              {societe.updatedAt && ` · modifiée le ${formatDate(societe.updatedAt)}`}
            </p>
          </Block>
          <Block title="Présentation">
            {societe.description ? (
              <RichTextView html={societe.description} className="text-sm" />
            ) : (
              <p className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-300">
                <FileText className="size-4" aria-hidden="true" /> Aucune présentation.
              </p>
            )}
          </Block>
        </div>

        {contacts && offres && (
          <div className="min-w-0 space-y-6 lg:col-span-2">
            <SocieteContacts
              section={contacts}
              createHref={newContact}
              allHref={filtered('contacts.index')}
            />
            <SocieteOffres
              section={offres}
              canWrite={can.update}
              createHref={newOffre}
              allHref={filtered('offres.index')}
            />
          </div>
        )}
      </div>

      {activity && (
        <ActiviteBlock activity={activity} url={urlFor('activite.societe', id)} showContact />
      )}
    </>
  )
}
