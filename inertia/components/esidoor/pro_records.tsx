import { Link } from '@adonisjs/inertia/react'
import type { ContactRow } from '~/props/contacts'
import type { ProOffre } from '~/props/esidoor'
import { urlFor } from '~/client'
import { Badge } from '~/components/badge'
import { StatutBadge } from '~/components/contacts/statut_badge'
import { OffreStatutBadge } from '~/components/offres/offre_labels'

const LIST = 'divide-y divide-slate-100 dark:divide-white/10 -my-3'
const ROW = 'flex flex-wrap items-center gap-x-3 gap-y-1 py-3'
const EMPTY = 'text-sm text-slate-600 dark:text-slate-300'
const MUTED = 'text-sm text-slate-600 dark:text-slate-300'

/** A professional's latest offers on their e-sidoor page (read-only). */
export function ProOffres({ offres }: { offres: ProOffre[] }) {
  if (offres.length === 0) return <p className={EMPTY}>Aucune offre.</p>
  return (
    <ul className={LIST}>
      {offres.map((offre) => (
        <li key={offre.id} className={ROW}>
          <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {offre.reference}
          </span>
          <span className="font-semibold text-slate-900 dark:text-white">{offre.titre}</span>
          <OffreStatutBadge statut={offre.statut} />
          {offre.deletedAt && <Badge tone="warning">Corbeille</Badge>}
          <span className={`ml-auto ${MUTED}`}>{offre.societe?.nom ?? '—'}</span>
        </li>
      ))}
    </ul>
  )
}

/** A professional's latest contacts, each linking to its e-sidoor page. */
export function ProContacts({ contacts }: { contacts: ContactRow[] }) {
  if (contacts.length === 0) return <p className={EMPTY}>Aucun contact.</p>
  return (
    <ul className={LIST}>
      {contacts.map((contact) => (
        <li key={contact.id} className={ROW}>
          <Link
            href={urlFor('esidoor.contacts.show', { id: contact.id })}
            prefetch
            className="font-semibold text-slate-900 hover:text-primary dark:text-white"
          >
            {contact.nomComplet}
          </Link>
          <StatutBadge statut={contact.statut} />
          {contact.deletedAt && <Badge tone="warning">Corbeille</Badge>}
          <span className={`ml-auto ${MUTED}`}>{contact.societe?.nom ?? '—'}</span>
        </li>
      ))}
    </ul>
  )
}
