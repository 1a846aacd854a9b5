import Candidature from '#models/candidature'
import Contact from '#models/contact'
import Offre from '#models/offre'
import Societe from '#models/societe'
import Texte from '#models/texte'
import type User from '#models/user'
import { CANDIDATURE_STATUT_LABELS } from '#catalogues/candidature'
import { urlFor } from '@adonisjs/core/services/url_builder'

/*
| The header search (docs/product.md §2 /recherche): the same rules as each list's
| search box (case and accents ignored), over the caller's live records only,
| grouped by kind with a count and the first results. The command palette
| (Ctrl+K, GET /api/user/palette) asks the same queries with its own second
| line per hit: a contact's société and e-mail, an offre's statut, an
| application's statut. Applications are the ones sent to the caller's own
| offers (their `user_id` is the offer's owner), with no trash of their own.
*/
const LIMIT = 5

/** Who shows the hits: the /recherche page, or the command palette. */
export type SearchView = 'page' | 'palette'

const STATUT_LABELS: Record<Offre['statut'], string> = {
  brouillon: 'Brouillon',
  publiee: 'Publiée',
  cloturee: 'Clôturée',
}

/** "732 829 320 00074", as printed on French documents. */
const formatSiret = (siret: string) =>
  siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4')

/* The wire shape of a group is inertia/props/search.ts; the page's render call checks it. */
type Kind = keyof typeof KINDS
type Described = { title: string; subtitle: string | null }

type CountableQuery = { clone(): { count(column: string): Promise<unknown> } }

async function totalOf(query: CountableQuery) {
  const rows = (await query.clone().count('* as total')) as {
    $extras: { total: number | string }
  }[]
  return Number(rows[0]?.$extras.total ?? 0)
}

/** The scopes every kind is searched with: the caller's live records matching `q`. */
const matching =
  (user: User, q: string) =>
  (scopes: {
    ownedBy(owner: User): unknown
    trash(mode: null): unknown
    search(term: string): unknown
  }) => {
    scopes.ownedBy(user)
    scopes.trash(null)
    scopes.search(q)
  }

/** A result's subtitle: its known details, dot-separated; null when there are none. */
const details = (...parts: (string | null | undefined)[]) =>
  parts.filter(Boolean).join(' · ') || null

/** Each kind's heading, and the page a result links to. */
const KINDS = {
  societes: { label: 'Sociétés', page: 'societes.show' },
  contacts: { label: 'Contacts', page: 'contacts.show' },
  offres: { label: 'Offres', page: 'offres.edit' },
  textes: { label: 'Modèles de texte', page: 'textes.show' },
  candidatures: { label: 'Candidatures', page: 'candidatures.show' },
} as const

/**
 * One kind's group: the total of `query`, its first `rows` as items linking to
 * their page, and the "voir tout" link to the kind's list with the same search.
 */
async function searchGroup<K extends Kind, Row extends { id: number }>(
  key: K,
  q: string,
  query: CountableQuery,
  rows: PromiseLike<Row[]>,
  describe: (row: Row) => Described
) {
  const { label, page } = KINDS[key]
  const list: `${Kind}.index` = `${key}.index`
  const [total, first] = await Promise.all([totalOf(query), rows])
  return {
    key,
    label,
    total,
    href: urlFor(list, {}, { qs: { search: q } }),
    items: first.map((row) => ({
      id: row.id,
      ...describe(row),
      href: urlFor(page, { id: row.id }),
    })),
  }
}

export function societes(user: User, q: string) {
  const query = Societe.query().apply(matching(user, q))
  const rows = query.clone().orderBy('nom').limit(LIMIT)
  return searchGroup('societes', q, query, rows, (societe) => ({
    title: societe.nom,
    subtitle: details(societe.ville, societe.siret ? formatSiret(societe.siret) : null),
  }))
}

export function contacts(user: User, q: string, view: SearchView = 'page') {
  const query = Contact.query().apply(matching(user, q))
  const rows = query
    .clone()
    .preload('societe')
    .orderBy('contacts.nom')
    .orderBy('contacts.prenom')
    .limit(LIMIT)
  return searchGroup('contacts', q, query, rows, (contact) => ({
    title: contact.nomComplet,
    subtitle:
      view === 'palette'
        ? details(contact.societe?.nom, contact.email ?? contact.fonction)
        : details(contact.fonction, contact.societe?.nom),
  }))
}

/** With the offres list's joins, as the search also matches the company's name. */
export function offres(user: User, q: string, view: SearchView = 'page') {
  const query = Offre.query()
    .apply((scopes) => scopes.withSocieteAndContact())
    .apply(matching(user, q))
  const rows = query
    .clone()
    .select('offres.*')
    .preload('societe')
    .orderBy('offres.created_at', 'desc')
    .limit(LIMIT)
  return searchGroup('offres', q, query, rows, (offre) => ({
    title: offre.titre,
    subtitle:
      view === 'palette'
        ? details(STATUT_LABELS[offre.statut], offre.societe?.nom)
        : details(offre.reference, offre.societe?.nom),
  }))
}

/** Applications to the caller's offers, by the candidate's name or e-mail; newest first. */
export function candidatures(user: User, q: string, view: SearchView = 'page') {
  const query = Candidature.query().apply((scopes) => {
    scopes.ownedBy(user)
    scopes.search(q)
  })
  const rows = query
    .clone()
    .preload('offre', (offre) => offre.select('id', 'titre'))
    .orderBy('candidatures.created_at', 'desc')
    .orderBy('candidatures.id', 'desc')
    .limit(LIMIT)
  return searchGroup('candidatures', q, query, rows, (candidature) => ({
    title: `${candidature.prenom} ${candidature.nom}`,
    subtitle:
      view === 'palette'
        ? details(CANDIDATURE_STATUT_LABELS[candidature.statut], candidature.offre.titre)
        : details(candidature.email, candidature.offre.titre),
  }))
}

/** What the textes list shows: the caller's live templates and the ones others share. */
export function textes(user: User, q: string) {
  const query = Texte.query().apply((scopes) => {
    scopes.readableBy(user)
    scopes.search(q)
  })
  const rows = query
    .clone()
    .preload('user', (owner) => owner.select('id', 'full_name'))
    .orderBy('texte_modeles.nom')
    .limit(LIMIT)
  return searchGroup('textes', q, query, rows, (texte) => ({
    title: texte.nom,
    subtitle: details(
      texte.sujet,
      texte.userId === user.id ? null : `Partagé par ${texte.user.fullName}`
    ),
  }))
}
