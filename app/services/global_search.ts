import Contact from '#models/contact'
import Offre from '#models/offre'
import Societe from '#models/societe'
import type User from '#models/user'
import { urlFor } from '@adonisjs/core/services/url_builder'

/*
| The header search (docs/product.md §2 /recherche): the same rules as each list's
| search box (case and accents ignored), over the caller's live records only,
| grouped by kind with a count and the first results.
*/
const LIMIT = 5

/** "732 829 320 00074", as printed on French documents. */
const formatSiret = (siret: string) =>
  siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4')

export type SearchItem = { id: number; title: string; subtitle: string | null; href: string }
export type SearchGroup = {
  key: 'contacts' | 'offres' | 'societes'
  label: string
  total: number
  href: string
  items: SearchItem[]
}

async function totalOf(query: { clone(): { count(column: string): Promise<unknown> } }) {
  const rows = (await query.clone().count('* as total')) as {
    $extras: { total: number | string }
  }[]
  return Number(rows[0]?.$extras.total ?? 0)
}

export default class GlobalSearch {
  static async societes(user: User, q: string): Promise<SearchGroup> {
    const query = Societe.query().apply((scopes) => {
      scopes.ownedBy(user)
      scopes.trash(null)
      scopes.search(q)
    })
    const [total, rows] = await Promise.all([
      totalOf(query),
      query.clone().orderBy('nom').limit(LIMIT),
    ])
    return {
      key: 'societes',
      label: 'Sociétés',
      total,
      href: urlFor('societes.index', {}, { qs: { search: q } }),
      items: rows.map((societe) => ({
        id: societe.id,
        title: societe.nom,
        subtitle:
          [societe.ville, societe.siret ? formatSiret(societe.siret) : null]
            .filter(Boolean)
            .join(' · ') || null,
        href: urlFor('societes.edit', { id: societe.id }),
      })),
    }
  }

  static async contacts(user: User, q: string): Promise<SearchGroup> {
    const query = Contact.query().apply((scopes) => {
      scopes.ownedBy(user)
      scopes.trash(null)
      scopes.search(q)
    })
    const [total, rows] = await Promise.all([
      totalOf(query),
      query
        .clone()
        .preload('societe')
        .orderBy('contacts.nom')
        .orderBy('contacts.prenom')
        .limit(LIMIT),
    ])
    return {
      key: 'contacts',
      label: 'Contacts',
      total,
      href: urlFor('contacts.index', {}, { qs: { search: q } }),
      items: rows.map((contact) => ({
        id: contact.id,
        title: contact.nomComplet,
        subtitle: [contact.fonction, contact.societe?.nom].filter(Boolean).join(' · ') || null,
        href: urlFor('contacts.show', { id: contact.id }),
      })),
    }
  }

  static async offres(user: User, q: string): Promise<SearchGroup> {
    const query = Offre.query().apply((scopes) => {
      scopes.ownedBy(user)
      scopes.trash(null)
      scopes.withSocieteAndContact()
      scopes.search(q)
    })
    const [total, rows] = await Promise.all([
      totalOf(query),
      query
        .clone()
        .select('offres.*')
        .preload('societe')
        .orderBy('offres.created_at', 'desc')
        .limit(LIMIT),
    ])
    return {
      key: 'offres',
      label: 'Offres',
      total,
      href: urlFor('offres.index', {}, { qs: { search: q } }),
      items: rows.map((offre) => ({
        id: offre.id,
        title: offre.titre,
        subtitle: [offre.reference, offre.societe?.nom].filter(Boolean).join(' · ') || null,
        href: urlFor('offres.edit', { id: offre.id }),
      })),
    }
  }
}
