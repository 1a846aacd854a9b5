import db from '@adonisjs/lucid/services/db'

/*
| What e-sidoor's staff learn of a professional's applications: how many,
| in all and per offer. Never a candidate, a message or a CV (docs/product.md,
| "Candidatures"): only counts leave this query.
*/

export type CandidatureCounts = {
  total: number
  /** Offer id → applications to it (offers without any are absent). */
  parOffre: Record<number, number>
}

/** The applications to the offers of `userId`, counted per offer in one grouped query. */
export async function candidatureCountsOf(userId: number): Promise<CandidatureCounts> {
  const rows: { offre_id: number; total: number | string }[] = await db
    .from('candidatures')
    .select('offre_id')
    .count('* as total')
    .where('user_id', userId)
    .groupBy('offre_id')
  const parOffre: Record<number, number> = {}
  let total = 0
  for (const row of rows) {
    parOffre[Number(row.offre_id)] = Number(row.total)
    total += Number(row.total)
  }
  return { total, parOffre }
}
