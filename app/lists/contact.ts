import Contact, { CONTACT_ROW_COLUMNS } from '#models/contact'
import type Societe from '#models/societe'
import type User from '#models/user'
import { contactCatalogue } from '#catalogues/contact'
import { csvColumns } from '#services/data_tools/csv_columns'
import { readListQuery } from '#validators/list_query'
import { contactListValidator } from '#validators/contact'
import { type esidoorContactListValidator } from '#validators/esidoor'
import { offeredSociete } from '#services/records/list_query'
import type { ContactListRow } from '#transformers/list_rows'

/*
| The contact list's query, said once: the owner's page, its CSV export, the
| bulk "every matching contact" and e-sidoor's list of every owner's contacts
| read the same filters (trash, search, statut, société) and order.
*/

/** A contact list's query (owner lists and e-sidoor's; each reads its own keys). */
export type ContactListQuery = Partial<
  Awaited<ReturnType<typeof contactListValidator.validate>> &
    Awaited<ReturnType<typeof esidoorContactListValidator.validate>>
>

/** The owner's list query; its société filter counts only when it is one of `societes`. */
export async function readContactQuery(query: Record<string, unknown>, societes: Societe[]) {
  return offeredSociete(await readListQuery(contactListValidator, query), societes)
}

/** The contacts of `owner` (null: every owner's, for e-sidoor) matching the query, unordered. */
export function matchingContacts(owner: User | null, filters: ContactListQuery) {
  return Contact.query().apply((scopes) => {
    /* Lucid scopes do not chain: each call returns nothing. */
    if (owner) scopes.ownedBy(owner)
    scopes.trash(filters.corbeille)
    /* Every owner's contacts: the search index narrows them. */
    scopes.search(filters.search, owner ? undefined : 'all')
    scopes.withStatut(filters.statut)
    scopes.atSociete(filters.societe)
  })
}

/** The matching contacts as list rows, with their company, in the list's order. */
export function contactRows(owner: User | null, filters: ContactListQuery) {
  return matchingContacts(owner, filters)
    .select(CONTACT_ROW_COLUMNS)
    .preload('societe', (societe) => societe.select('id', 'nom'))
    .apply((scopes) => scopes.sorted(filters.sort, filters.order))
}

/**
 * The page's rows as plain objects (contactListRow), the company's name
 * joined in the same query. The alias keeps it apart from the `societes`
 * join of the sort by company.
 */
export function contactListRows(owner: User, filters: ContactListQuery) {
  return matchingContacts(owner, filters)
    .select(CONTACT_ROW_COLUMNS)
    .select('row_societes.nom as societe_nom')
    .leftJoin('societes as row_societes', 'row_societes.id', 'contacts.societe_id')
    .apply((scopes) => scopes.sorted(filters.sort, filters.order))
    .pojo<ContactListRow>()
}

/** The contact export's columns: the catalogue's, the company by name. */
export const CONTACT_CSV_COLUMNS = csvColumns<Contact, typeof contactCatalogue>(
  contactCatalogue,
  /* An unloaded or empty belongsTo reads as undefined or null. */
  { societeId: (contact) => (contact.societe as Societe | null)?.nom }
)
