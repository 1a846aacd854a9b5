import type { ReactNode } from 'react'
import type { ContactRow } from '~/props/contacts'
import type { ProOffre, ProShowProps } from '~/props/esidoor'
import { urlFor } from '~/client'
import { Badge } from '~/components/badge'
import { StatutBadge } from '~/components/contacts/statut_badge'
import { RecordLink } from '~/components/list/cells'
import { OffreStatutBadge } from '~/components/offres/offre_labels'
import { formatSiret } from '~/lib/format'

const MUTED = 'text-sm text-slate-600 dark:text-slate-300'

/** A professional's records on their e-sidoor page (read-only): a line each, or `empty`. */
function RecordLines<Row extends { id: number }>({
  rows,
  empty,
  line,
}: {
  rows: Row[]
  empty: string
  line: (row: Row) => ReactNode
}) {
  if (rows.length === 0) return <p className={MUTED}>{empty}</p>
  return (
    <ul className="-my-3 divide-y divide-slate-100 dark:divide-white/10">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
          {line(row)}
        </li>
      ))}
    </ul>
  )
}

/** "Corbeille", for a trashed record. */
const trashed = (row: { deletedAt: string | null }) =>
  row.deletedAt && <Badge tone="warning">Corbeille</Badge>

/** A professional's sociétés: name, town and sector, SIRET. */
export function ProSocietes({ societes }: { societes: ProShowProps['societes'] }) {
  return (
    <RecordLines
      rows={societes}
      empty="Aucune société."
      line={(societe) => (
        <>
          <span className="font-semibold text-slate-900 dark:text-white">{societe.nom}</span>
          {trashed(societe)}
          <span className={MUTED}>
            {[societe.ville, societe.secteur].filter(Boolean).join(' · ') || '—'}
          </span>
          <span className="ml-auto text-sm text-slate-500 tabular-nums dark:text-slate-400">
            {formatSiret(societe.siret)}
          </span>
        </>
      )}
    />
  )
}

/** "3 candidatures", a count only (staff never see the applications themselves). */
function candidaturesLabel(count: number) {
  return count === 0 ? 'Aucune candidature' : `${count} candidature${count > 1 ? 's' : ''}`
}

/** A professional's latest offers, each with its number of applications. */
export function ProOffres({
  offres,
  candidatures,
}: {
  offres: ProOffre[]
  candidatures: ProShowProps['candidatures']['parOffre']
}) {
  return (
    <RecordLines
      rows={offres}
      empty="Aucune offre."
      line={(offre) => (
        <>
          <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {offre.reference}
          </span>
          <span className="font-semibold text-slate-900 dark:text-white">{offre.titre}</span>
          <OffreStatutBadge statut={offre.statut} />
          {trashed(offre)}
          <span className={`ml-auto ${MUTED}`}>{offre.societe?.nom ?? '—'}</span>
          <span className="text-sm text-slate-500 tabular-nums dark:text-slate-400">
            {candidaturesLabel(candidatures[offre.id] ?? 0)}
          </span>
        </>
      )}
    />
  )
}

/** A professional's latest contacts, each linking to its e-sidoor page. */
export function ProContacts({ contacts }: { contacts: ContactRow[] }) {
  return (
    <RecordLines
      rows={contacts}
      empty="Aucun contact."
      line={(contact) => (
        <>
          <RecordLink
            href={urlFor('esidoor.contacts.show', { id: contact.id })}
            name={contact.nomComplet}
          />
          <StatutBadge statut={contact.statut} />
          {trashed(contact)}
          <span className={`ml-auto ${MUTED}`}>{contact.societe?.nom ?? '—'}</span>
        </>
      )}
    />
  )
}
