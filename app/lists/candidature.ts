import db from '@adonisjs/lucid/services/db'
import Candidature from '#models/candidature'
import { sortDirection } from '#models/query_helpers'
import type User from '#models/user'
import { readListQuery } from '#validators/list_query'
import { candidatureListValidator } from '#validators/candidature_inbox'
import type { CandidatureListRow } from '#transformers/list_rows'

/*
| The applications inbox's query, said once: the page and the bulk "every
| matching application" read the same filters (offre, statut, search on the
| candidate's name and e-mail) and order (newest first).
*/

/** What a row of the inbox needs: no message, no notes, no CV key. */
export const CANDIDATURE_ROW_COLUMNS = [
  'candidatures.id',
  'candidatures.user_id',
  'candidatures.offre_id',
  'candidatures.prenom',
  'candidatures.nom',
  'candidatures.email',
  'candidatures.statut',
  'candidatures.cv_nom',
  'candidatures.created_at',
]

/** One of the owner's offers the inbox can be narrowed to. */
export type OffreChoice = { id: number; reference: string; titre: string }

/**
 * The owner's offers that received applications (closed or trashed ones
 * too: their applications are still in the inbox), newest first.
 */
export async function offresWithCandidatures(owner: User): Promise<OffreChoice[]> {
  const rows = await db
    .from('offres')
    .select('offres.id', 'offres.reference', 'offres.titre')
    .where('offres.user_id', owner.id)
    .whereIn(
      'offres.id',
      db.from('candidatures').select('offre_id').where('candidatures.user_id', owner.id)
    )
    .orderBy('offres.created_at', 'desc')
    .orderBy('offres.id', 'desc')
  return rows.map((row) => ({ id: Number(row.id), reference: row.reference, titre: row.titre }))
}

/** The list query; its offre filter counts only when it is one of `offres`. */
export async function readCandidatureQuery(query: Record<string, unknown>, offres: OffreChoice[]) {
  const filters = await readListQuery(candidatureListValidator, query)
  const offered = offres.some((offre) => offre.id === filters.offre)
  return { ...filters, offre: offered ? filters.offre : undefined }
}

export type CandidatureListQuery = Awaited<ReturnType<typeof readCandidatureQuery>>

/** The applications of `owner` matching the list query, unordered. */
export function matchingCandidatures(owner: User, filters: CandidatureListQuery) {
  const query = Candidature.query().where('candidatures.user_id', owner.id)
  if (filters.statut) query.where('candidatures.statut', filters.statut)
  if (filters.offre) query.where('candidatures.offre_id', filters.offre)
  return query.apply((scopes) => scopes.search(filters.search?.trim()))
}

/** The matching applications as inbox rows, with their offer's reference and title, newest first. */
export function candidatureRows(owner: User, filters: CandidatureListQuery) {
  const order = sortDirection(filters.order, 'desc')
  return matchingCandidatures(owner, filters)
    .select(CANDIDATURE_ROW_COLUMNS)
    .select('offres.reference as offre_reference', 'offres.titre as offre_titre')
    .join('offres', 'offres.id', 'candidatures.offre_id')
    .orderBy('candidatures.created_at', order)
    .orderBy('candidatures.id', order)
}

/** The inbox's rows as plain objects (candidatureListRow), the same query and join. */
export function candidatureListRows(owner: User, filters: CandidatureListQuery) {
  return candidatureRows(owner, filters).pojo<CandidatureListRow>()
}
