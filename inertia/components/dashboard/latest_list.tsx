import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { StatutBadge } from '~/components/contacts/statut_badge'
import { OffreStatutBadge } from '~/components/offres/offre_labels'
import { formatDate } from '~/lib/format'
import type { ContactStatut } from '~/props/contacts'
import type { OffreStatut } from '~/props/offres'

type LatestSociete = { id: number; nom: string } | null

/** The dashboard's latest contacts and offers, as its controller sends them. */
export type LatestContact = {
  id: number
  nomComplet: string
  societe: LatestSociete
  statut: ContactStatut
  createdAt: string | null
}
export type LatestOffre = {
  id: number
  reference: string
  titre: string
  societe: LatestSociete
  statut: OffreStatut
  createdAt: string | null
}

/** One line of a "Derniers …" card: a link, a grey detail line and a badge. */
type LatestItem = { id: number; href: string; title: string; detail: ReactNode; badge: ReactNode }

/** A latest record's société, linking to its page. */
function SocieteLink({ societe, fallback }: { societe: LatestSociete; fallback: string }) {
  if (!societe) return fallback
  return (
    <Link href={urlFor('societes.show', { id: societe.id })} className="hover:underline">
      {societe.nom}
    </Link>
  )
}

/** A contact's line: its name, société and date, statut. */
export const contactItem = (contact: LatestContact): LatestItem => ({
  id: contact.id,
  href: urlFor('contacts.show', { id: contact.id }),
  title: contact.nomComplet,
  detail: (
    <>
      <SocieteLink societe={contact.societe} fallback="Sans société" /> ·{' '}
      {formatDate(contact.createdAt)}
    </>
  ),
  badge: <StatutBadge statut={contact.statut} />,
})

/** An offer's line: its title, reference and société, statut. */
export const offreItem = (offre: LatestOffre): LatestItem => ({
  id: offre.id,
  href: urlFor('offres.edit', { id: offre.id }),
  title: offre.titre,
  detail: (
    <>
      {offre.reference} · <SocieteLink societe={offre.societe} fallback="—" />
    </>
  ),
  badge: <OffreStatutBadge statut={offre.statut} />,
})

/* Each card's title and what it says while empty; "Voir tout" opens the list. */
const CARDS = {
  contacts: { title: 'Derniers contacts', empty: 'Aucun contact pour le moment.' },
  offres: { title: 'Dernières offres', empty: 'Aucune offre pour le moment.' },
}

/** A dashboard card listing the latest records of `list`, with "Voir tout" to the list. */
export function LatestList({ list, items }: { list: keyof typeof CARDS; items: LatestItem[] }) {
  const { title, empty } = CARDS[list]
  return (
    <Block
      title={title}
      actions={
        <Link
          href={urlFor(`${list}.index`)}
          className="text-sm font-medium text-primary hover:underline"
        >
          Voir tout
        </Link>
      }
    >
      {items.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-300">{empty}</p>
      ) : (
        <ul className="-my-2 divide-y divide-slate-100 dark:divide-white/10">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
              <div className="min-w-0">
                <Link
                  href={item.href}
                  prefetch
                  className="font-medium break-words text-slate-900 hover:text-primary dark:text-white"
                >
                  {item.title}
                </Link>
                <p className="truncate text-xs text-slate-500 dark:text-slate-300">{item.detail}</p>
              </div>
              {item.badge}
            </li>
          ))}
        </ul>
      )}
    </Block>
  )
}
