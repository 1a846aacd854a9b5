import { CANDIDATURE_STATUTS, type CandidatureStatut } from '#models/candidature'
import type Offre from '#models/offre'
import type User from '#models/user'
import { candidatureListRows } from '#lists/candidature'
import { countsByOffre } from '#services/candidatures/pipeline'
import { candidatureListRow } from '#transformers/list_rows'

/*
| An offer's applications as a board (docs/product.md, "Candidatures"): one
| column per statut, in the pipeline's order. A column is the inbox filtered
| on the offer and that statut (the same query, newest first), cut after
| BOARD_COLUMN_SIZE cards; its true count comes from the offer's grouped
| count, and « Voir tout » leads to that filtered inbox. Moves are not made
| here: the board sends them to the one statut change (pipeline.ts, moveTo).
*/

/** Most cards a column shows: a page stays light whatever the offer received. */
export const BOARD_COLUMN_SIZE = 50

/**
 * The columns of `offre`'s board: one query per statut (each bounded, on the
 * offre_id + statut index) and one grouped count, whatever the number of
 * applications.
 */
export async function boardColumns(owner: User, offre: Offre, size = BOARD_COLUMN_SIZE) {
  const [counts, cards] = await Promise.all([
    countsByOffre([offre.id]),
    Promise.all(
      CANDIDATURE_STATUTS.map((statut) =>
        candidatureListRows(owner, { statut, offre: offre.id }).limit(size)
      )
    ),
  ])
  return CANDIDATURE_STATUTS.map((statut: CandidatureStatut, index) => ({
    statut,
    total: counts[offre.id]?.[statut] ?? 0,
    cards: cards[index].map(candidatureListRow),
  }))
}
