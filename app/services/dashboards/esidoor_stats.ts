/*
| The e-sidoor counters (docs/product.md §4 dashboard_pro), one function per figure so
| each module adds its own without touching the others.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { OFFRE_STATUTS, type OffreStatut } from '#models/offre'
import { platformCounts } from '#models/record_counts'

const ZONE = 'Europe/Paris'

/** A moment's calendar day in Paris, as YYYY-MM-DD (en-CA writes dates in that order). */
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** COUNT(*) comes back as a number on SQLite and as a string (bigint) on PostgreSQL. */
async function count(query: ReturnType<typeof db.from>) {
  const row = await query.count('* as total').first()
  return Number(row?.total ?? 0)
}

export type SignupDay = { date: string; count: number }

/** Professionals: accounts with role pro. */
export function pros() {
  return count(db.from('users').where('role', 'pro'))
}

/**
 * Live companies, contacts and offers (per statut, every statut present) of
 * every owner, the trash not counted: one grouped read of the counts the
 * database keeps per owner (app/models/record_counts.ts), never a count of
 * every row.
 */
export async function records() {
  const offres = Object.fromEntries(OFFRE_STATUTS.map((statut) => [statut, 0])) as Record<
    OffreStatut,
    number
  >
  const totals = { societes: 0, contacts: 0, offres }
  for (const row of await platformCounts()) {
    if (row.record === 'offres') {
      if (row.statut in offres) offres[row.statut as OffreStatut] += row.total
    } else totals[row.record] += row.total
  }
  return totals
}

/**
 * Offers anybody can read on the public job board (/emplois) now
 * (`wherePublic`): the published offers of validated owners, from the kept
 * counts, less those whose deadline has passed (an indexed range, few rows).
 */
export async function publicOffres() {
  const [published, expired] = await Promise.all([
    db
      .from('record_counts')
      .join('users', 'users.id', 'record_counts.user_id')
      .where('record_counts.record', 'offres')
      .where('record_counts.statut', 'publiee')
      .where('users.approval_status', 'validee')
      .sum('record_counts.total as total')
      .first(),
    db
      .from('offres')
      .join('users', 'users.id', 'offres.user_id')
      .where('offres.statut', 'publiee')
      .where('offres.date_limite', '<', DateTime.now().toISODate()!)
      .whereNull('offres.deleted_at')
      .where('users.approval_status', 'validee')
      .count('* as total')
      .first(),
  ])
  return Number(published?.total ?? 0) - Number(expired?.total ?? 0)
}

/**
 * New accounts per day over the last `days` days (today included, French
 * calendar days), oldest first, days without sign-ups at 0.
 */
export async function signups(days = 30): Promise<{ total: number; perDay: SignupDay[] }> {
  const today = DateTime.now().setZone(ZONE).startOf('day')
  const first = today.minus({ days: days - 1 })
  /* Stored timestamps are in the server's zone (Lucid's writes): compare in that zone.
     Counted per hour by the database (at most 24 rows a day), not one row per account. */
  const pg = db.connection().dialect.name === 'postgres'
  const hours: { hour: Date | string; total: number | string }[] = await db
    .from('users')
    .select(
      db.raw(pg ? `date_trunc('hour', created_at) as hour` : `substr(created_at, 1, 13) as hour`)
    )
    .count('* as total')
    .where('created_at', '>=', first.toLocal().toFormat('yyyy-MM-dd HH:mm:ss'))
    .groupByRaw('1')

  /* Plain dates and one cached Intl formatter: no zoned DateTime per day or per hour. */
  const firstDay = Date.parse(`${first.toISODate()}T00:00:00Z`)
  const perDay = new Map<string, number>()
  for (let day = 0; day < days; day++) {
    perDay.set(new Date(firstDay + day * 86_400_000).toISOString().slice(0, 10), 0)
  }
  let total = 0
  for (const { hour, total: inHour } of hours) {
    /* A stored hour is in the server's zone, as `new Date` reads text without an offset. */
    const at = hour instanceof Date ? hour : new Date(`${hour.replace(' ', 'T')}:00:00`)
    const key = PARIS_DAY.format(at)
    total += Number(inHour)
    if (perDay.has(key)) perDay.set(key, perDay.get(key)! + Number(inHour))
  }
  return {
    total,
    perDay: [...perDay].map(([date, value]) => ({ date, count: value })),
  }
}
