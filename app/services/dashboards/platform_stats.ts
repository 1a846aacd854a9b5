/*
| The e-sidoor counters (docs/product.md §4 dashboard_pro), one method per figure so
| each module adds its own without touching the others.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Offre, { OFFRE_STATUTS, type OffreStatut } from '#models/offre'
import { wherePublic } from '#services/public_board/public_offres'

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

  /** Live companies of every owner (the trash is not counted). */
  static societes() {
    return count(db.from('societes').whereNull('deleted_at'))
  }

  /** Live contacts of every owner (the trash is not counted). */
  static contacts() {
    return count(db.from('contacts').whereNull('deleted_at'))
  }

  /** Live offers of every owner per statut, every statut present (0 when none). */
  static async offresByStatut(): Promise<Record<OffreStatut, number>> {
    const rows: { statut: OffreStatut; total: number | string }[] = await db
      .from('offres')
      .select('statut')
      .count('* as total')
      .whereNull('deleted_at')
      .groupBy('statut')
    const totals = Object.fromEntries(OFFRE_STATUTS.map((statut) => [statut, 0])) as Record<
      OffreStatut,
      number
    >
    for (const row of rows) if (row.statut in totals) totals[row.statut] = Number(row.total)
    return totals
  }

  /** Offers anybody can read on the public job board (/emplois) now. */
  static async publicOffres() {
    const [row] = await wherePublic(Offre.query()).count('* as total').pojo<{ total: unknown }>()
    return Number(row?.total ?? 0)
  }

  /**
   * New accounts per day over the last `days` days (today included, French
   * calendar days), oldest first, days without sign-ups at 0.
   */
  static async signups(days = 30): Promise<{ total: number; perDay: SignupDay[] }> {
    const today = DateTime.now().setZone(ZONE).startOf('day')
    const first = today.minus({ days: days - 1 })
    /* Stored timestamps are in the server's zone (Lucid's writes): compare in that zone. */
    const users = await User.query()
      .select('id', 'created_at')
      .where('created_at', '>=', first.toLocal().toFormat('yyyy-MM-dd HH:mm:ss'))

    const perDay = new Map<string, number>()
    for (let day = 0; day < days; day++) perDay.set(first.plus({ days: day }).toISODate()!, 0)
    for (const user of users) {
      const key = user.createdAt.setZone(ZONE).toISODate()!
      if (perDay.has(key)) perDay.set(key, perDay.get(key)! + 1)
    }
    return {
      total: users.length,
      perDay: [...perDay].map(([date, value]) => ({ date, count: value })),
    }
  }
}
