import db from '@adonisjs/lucid/services/db'
import { CANDIDATURE_STATUTS, type CandidatureStatut } from '#models/candidature'
import type Candidature from '#models/candidature'
import type User from '#models/user'
import { CANDIDATURE_STATUT_LABELS } from '#catalogues/candidature'
import ownerCache from '#services/platform/owner_cache'
import { plural } from '#services/platform/plural'
import { changeRows, type Selection } from '#services/records/bulk_actions'

/*
| An application's path through the recruiter's hands (docs/product.md,
| "Candidatures"): nouvelle → en_cours → entretien → retenue | refusee. Any
| statut may follow any other (a wrong click is undone the same way); each
| move is written to the history (Tracked on save, changeRows in bulk).
| Also the counts per statut the inbox, the offers and the shell show. The
| replies to the candidate are in replies.ts.
*/

export type StatutCounts = Record<CandidatureStatut, number>

const zeroCounts = () =>
  Object.fromEntries(CANDIDATURE_STATUTS.map((statut) => [statut, 0])) as StatutCounts

function add(counts: StatutCounts, row: { statut: string; total: unknown }) {
  if (row.statut in counts) counts[row.statut as CandidatureStatut] = Number(row.total)
}

/** Moves one application to `statut`; false when it was there already (nothing written). */
export async function moveTo(candidature: Candidature, statut: CandidatureStatut) {
  if (candidature.statut === statut) return false
  candidature.statut = statut
  await candidature.save()
  return true
}

/** The bulk bar's move: the selected applications not yet at `statut`, one transaction; the toast. */
export async function moveSelection(selection: Selection, statut: CandidatureStatut) {
  const done = await db.transaction((trx) =>
    changeRows('candidatures', selection, trx, {
      pending: (query) => query.whereNot('statut', statut),
      values: { statut },
      action: 'statut',
      changes: (row) => [{ field: 'statut', from: row.statut ?? null, to: statut }],
    })
  )
  if (done === 0) return 'Aucune candidature n’a changé.'
  const label = `« ${CANDIDATURE_STATUT_LABELS[statut]} »`
  return plural(done, {
    one: `# candidature passée au statut ${label}.`,
    other: `# candidatures passées au statut ${label}.`,
  })
}

/** The owner's applications per statut (one grouped count). */
export async function countsOf(owner: User) {
  const rows = await db
    .from('candidatures')
    .where('user_id', owner.id)
    .groupBy('statut')
    .select('statut')
    .count('* as total')
  const counts = zeroCounts()
  for (const row of rows) add(counts, row)
  return counts
}

/** The applications per statut of each of `offreIds` (one grouped count for a page of offers). */
export async function countsByOffre(offreIds: number[]) {
  const counts: Record<number, StatutCounts> = {}
  if (offreIds.length === 0) return counts
  const rows = await db
    .from('candidatures')
    .whereIn('offre_id', offreIds)
    .groupBy('offre_id', 'statut')
    .select('offre_id', 'statut')
    .count('* as total')
  for (const row of rows) add((counts[Number(row.offre_id)] ??= zeroCounts()), row)
  return counts
}

/**
 * How many applications wait unread ("nouvelle"): the sidebar's and the
 * bell's number, kept per process until the owner's data changes
 * (candidatures move the owner's data version: migration 0265).
 */
export function newCountOf(owner: User) {
  return ownerCache.remember(owner, 'candidatures nouvelles', async () => {
    const [row] = await db
      .from('candidatures')
      .where('user_id', owner.id)
      .where('statut', 'nouvelle')
      .count('* as total')
    return Number(row.total)
  })
}
