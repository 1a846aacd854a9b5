/*
| The e-sidoor counters (docs/product.md §4 dashboard_pro), one method per figure so
| each module adds its own without touching the others.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { OFFRE_STATUTS, type OffreStatut } from '#models/offre'
import { platformCounts } from '#models/record_counts'

const ZONE = 'Europe/Paris'

/** COUNT(*) comes back as a number on SQLite and as a string (bigint) on PostgreSQL. */
async function count(query: ReturnType<typeof db.from>) {
  const row = await query.count('* as total').first()
  return Number(row?.total ?? 0)
}

export type SignupDay = { date: string; count: number }

export default class PlatformStats {
  /** Professionals: accounts with role pro. */
  static pros() {
    return count(db.from('users').where('role', 'pro'))
  }

  /**
   * Live companies, contacts and offers (per statut, every statut present) of
   * every owner, the trash not counted: one grouped read of the counts the
   * database keeps per owner (app/models/record_counts.ts), never a count of
   * every row.
   */
  static async records() {
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
  static async publicOffres() {
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
  static async signups(days = 30): Promise<{ total: number; perDay: SignupDay[] }> {
    const today = DateTime.now().setZone(ZONE).startOf('day')
    const first = today.minus({ days: days - 1 })
    /* Stored timestamps are in the server's zone (Lucid's writes): compare in that zone.
       Plain rows (no model per account): a busy month stays cheap. */
    const users: { created_at: Date | string }[] = await db
      .from('users')
      .select('created_at')
      .where('created_at', '>=', first.toLocal().toFormat('yyyy-MM-dd HH:mm:ss'))

    const perDay = new Map<string, number>()
    for (let day = 0; day < days; day++) perDay.set(first.plus({ days: day }).toISODate()!, 0)
    for (const user of users) {
      const at = user.created_at
      const created = at instanceof Date ? DateTime.fromJSDate(at) : DateTime.fromSQL(at)
      const key = created.setZone(ZONE).toISODate()!
      if (perDay.has(key)) perDay.set(key, perDay.get(key)! + 1)
    }
    return {
      total: users.length,
      perDay: [...perDay].map(([date, value]) => ({ date, count: value })),
    }
  }
}
