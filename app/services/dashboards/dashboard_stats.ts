import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Contact from '#models/contact'
import Offre, { OFFRE_STATUTS } from '#models/offre'
import type User from '#models/user'
import { consumed } from '#transformers/list_rows'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'

/*
| The figures of one user's dashboard (docs/product.md §4): counts of their live
| records, the five latest contacts and offres, and the offers published per
| month over the last 12 months. A handful of queries whatever the volume.
*/
const count = async (table: string, user: User) => {
  const [row] = await db
    .from(table)
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .count('* as total')
  return Number(row.total)
}

/** The user's live rows of `table` by statut, every statut present (0 when none). */
export async function countByStatut<Statut extends string>(
  table: 'contacts' | 'offres',
  user: User,
  statuts: readonly Statut[]
) {
  const rows = await db
    .from(table)
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .groupBy('statut')
    .select('statut')
    .count('* as total')
  const counts = Object.fromEntries(statuts.map((statut) => [statut, 0])) as Record<Statut, number>
  for (const row of rows) {
    if (row.statut in counts) counts[row.statut as Statut] = Number(row.total)
  }
  return counts
}

/** The last 12 months, oldest first, as "2026-01" keys with a zero count. */
function lastTwelveMonths(now = DateTime.now().setZone('Europe/Paris')) {
  return Array.from({ length: 12 }, (_, i) =>
    now
      .startOf('month')
      .minus({ months: 11 - i })
      .toFormat('yyyy-MM')
  )
}

/** The user's five newest live records, for the "latest" lists. */
function newestFive<Query extends ModelQueryBuilderContract<LucidModel, unknown>>(
  query: Query,
  user: User
) {
  return query
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(5)
}

/** The columns both "latest" lists show after the record's own title. */
function listed<Statut>(record: {
  societe: { id: number; nom: string } | null | undefined
  statut: Statut
  createdAt: DateTime
}) {
  const societe = record.societe
  return {
    /* Its name links to the société's page. */
    societe: societe ? { id: societe.id, nom: societe.nom } : null,
    statut: record.statut,
    createdAt: record.createdAt.toISO(),
  }
}

export function societes(user: User) {
  return count('societes', user)
}

export function contacts(user: User) {
  return count('contacts', user)
}

export function offresByStatut(user: User) {
  return countByStatut('offres', user, OFFRE_STATUTS)
}

export async function latestContacts(user: User) {
  const newest = await newestFive(Contact.query().preload('societe'), user)
  return newest.map((contact) => ({
    id: contact.id,
    nomComplet: contact.nomComplet,
    ...listed(contact),
  }))
}

export async function latestOffres(user: User) {
  const offres = await newestFive(Offre.query().preload('societe'), user)
  return offres.map((offre) => ({
    id: offre.id,
    reference: offre.reference,
    titre: offre.titre,
    ...listed(offre),
  }))
}

/**
 * Offers whose publication falls in each of the last 12 months (closed ones included).
 * Paris months: each row's timestamp is placed between the months' first instants
 * (read as plain rows; no date is moved into Paris time row by row).
 */
export async function publishedPerMonth(user: User) {
  const months = lastTwelveMonths()
  const starts = months.map((month) =>
    DateTime.fromFormat(month, 'yyyy-MM', { zone: 'Europe/Paris' }).toMillis()
  )
  const since = DateTime.fromMillis(starts[0]).toUTC().toSQL({ includeOffset: false })!
  const rows = await db
    .from('offres')
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .whereNotNull('published_at')
    .where('published_at', '>=', since)
    .select('published_at')
  const end = DateTime.fromMillis(starts[11], { zone: 'Europe/Paris' })
    .plus({ months: 1 })
    .toMillis()
  const counts = months.map(() => 0)
  for (const row of rows) {
    const at = consumed(row.published_at)!.toMillis()
    if (at >= end) continue
    let month = starts.length - 1
    while (month > 0 && at < starts[month]) month--
    if (at >= starts[month]) counts[month]++
  }
  return months.map((month, index) => ({ month, count: counts[index] }))
}
