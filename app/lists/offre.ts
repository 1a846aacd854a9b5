import Offre, { OFFRE_ROW_COLUMNS } from '#models/offre'
import type Societe from '#models/societe'
import type User from '#models/user'
import { offreCatalogue } from '#catalogues/offre'
import { csvColumns } from '#services/data_tools/csv_columns'
import { readListQuery } from '#validators/list_query'
import { offreListValidator } from '#validators/offre'
import { offeredSociete } from '#services/records/list_query'
import { joinedContact, joinedSociete } from '#transformers/offre_transformer'
import type { OffreListRow } from '#transformers/list_rows'

/*
| The offre list's query, said once: the page, its CSV export and the bulk
| "every matching offre" read the same filters (trash, search, statut, type
| de contrat, société) and order.
*/

/** The list query; its société filter counts only when it is one of `societes`. */
export async function readOffreQuery(query: Record<string, unknown>, societes: Societe[]) {
  return offeredSociete(await readListQuery(offreListValidator, query), societes)
}

export type OffreListQuery = Awaited<ReturnType<typeof readOffreQuery>>

/** The offers of `owner` matching the list query, unordered. */
export function matchingOffres(owner: User, filters: OffreListQuery) {
  return Offre.query().apply((scopes) => {
    /* Lucid scopes do not chain: each call returns nothing. */
    scopes.ownedBy(owner)
    scopes.trash(filters.corbeille)
    scopes.search(filters.search)
    scopes.withStatut(filters.statut)
    scopes.withTypeContrat(filters.typeContrat)
    scopes.atSociete(filters.societe)
  })
}

/** The matching offers as list rows, with their company and référent, in order. */
export function offreRows(owner: User, filters: OffreListQuery) {
  return matchingOffres(owner, filters)
    .select(OFFRE_ROW_COLUMNS)
    .apply((scopes) => {
      scopes.withSocieteAndContact()
      scopes.sorted(filters.sort, filters.order)
    })
}

/** The page's rows as plain objects (offreListRow), the same query and joins. */
export function offreListRows(owner: User, filters: OffreListQuery) {
  return offreRows(owner, filters).pojo<OffreListRow>()
}

export const OFFRE_CSV_COLUMNS = csvColumns<Offre, typeof offreCatalogue>(offreCatalogue, {
  societeId: (offre) => joinedSociete(offre).nom,
  contactId: (offre) => joinedContact(offre)?.nomComplet,
})
