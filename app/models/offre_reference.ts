/*
| Offer references, `OFF-<year>-<0001…>` (docs/product.md §3): one counter per year in
| `offre_sequences`. The counter is bumped by a single upsert that returns the
| new value, so two offers created at the same moment can never read the same
| number: PostgreSQL locks the year's row until the transaction ends, SQLite
| runs one writer at a time. Called inside the create transaction, a failed
| create gives its number back.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** References are dated in France, where the offers are published. */
export const REFERENCE_ZONE = 'Europe/Paris'

const NEXT_NUMBER = `
  insert into offre_sequences ("year", "last") values (?, 1)
  on conflict ("year") do update set "last" = offre_sequences."last" + 1
  returning "last"`

/** The year's next number, counted from 1. */
async function nextNumber(client: QueryClientContract, year: number) {
  const result = await client.rawQuery(NEXT_NUMBER, [year])
  /* pg answers { rows }, the SQLite driver the rows themselves. */
  const rows: { last: number | string }[] = Array.isArray(result) ? result : result.rows
  return Number(rows[0].last)
}

export function formatReference(year: number, sequence: number) {
  return `OFF-${year}-${String(sequence).padStart(4, '0')}`
}

/** A new, never used reference for an offer created at `at` (now by default). */
export async function nextReference(client: QueryClientContract = db.connection(), at?: DateTime) {
  const year = (at ?? DateTime.now()).setZone(REFERENCE_ZONE).year
  return formatReference(year, await nextNumber(client, year))
}

/**
 * `count` new references in one step (bulk loads): the year's counter moves
 * by `count` at once and the numbers in between are theirs.
 */
export async function reserveReferences(client: QueryClientContract, count: number, at?: DateTime) {
  const year = (at ?? DateTime.now()).setZone(REFERENCE_ZONE).year
  const result = await client.rawQuery(
    `insert into offre_sequences ("year", "last") values (?, ?)
     on conflict ("year") do update set "last" = offre_sequences."last" + ?
     returning "last"`,
    [year, count, count]
  )
  const rows: { last: number | string }[] = Array.isArray(result) ? result : result.rows
  const last = Number(rows[0].last)
  return Array.from({ length: count }, (_, index) =>
    formatReference(year, last - count + 1 + index)
  )
}
