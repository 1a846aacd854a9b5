import Societe, { SOCIETE_ROW_COLUMNS } from '#models/societe'
import type User from '#models/user'
import { societeCatalogue } from '#catalogues/societe'
import { csvColumns } from '#services/data_tools/csv_columns'
import type { societeListValidator } from '#validators/societe'
import type { SocieteListRow } from '#transformers/list_rows'

/*
| The société list's query, said once: the page, its CSV export and the bulk
| "every matching société" read the same filters (trash, search) and order.
*/

export type SocieteListQuery = Awaited<ReturnType<typeof societeListValidator.validate>>

/** The companies of `owner` matching the list query, unordered. */
export function matchingSocietes(owner: User, filters: SocieteListQuery) {
  return Societe.query().apply((scopes) => {
    /* Lucid scopes do not chain: each call returns nothing. */
    scopes.ownedBy(owner)
    scopes.trash(filters.corbeille)
    scopes.search(filters.search)
  })
}

/** The matching companies as list rows, in the list's order. */
export function societeRows(owner: User, filters: SocieteListQuery) {
  return matchingSocietes(owner, filters)
    .select(SOCIETE_ROW_COLUMNS)
    .apply((scopes) => scopes.sorted(filters.sort, filters.order))
}

/** The page's rows as plain objects (societeListRow). */
export function societeListRows(owner: User, filters: SocieteListQuery) {
  return societeRows(owner, filters).pojo<SocieteListRow>()
}

export const SOCIETE_CSV_COLUMNS = csvColumns<Societe, typeof societeCatalogue>(societeCatalogue)
