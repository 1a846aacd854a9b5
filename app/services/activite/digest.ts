import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Interaction, { whereDueBy } from '#models/interaction'
import Offre from '#models/offre'
import User from '#models/user'
import { REFERENCE_ZONE } from '#models/offre_reference'

/*
| The morning digest (docs/product.md, "Résumé du matin"): for a pro who
| wants it (users.digest_enabled, on by default), the follow-ups overdue and
| due today, and their published offers whose date limite falls within the
| next 7 days. Nothing is sent when there is nothing to say. Sent at 7:30
| Europe/Paris by the queue's scheduler, or at once by
| `node ace reminders:digest` (app/services/activite/digest_dispatch.ts).
*/

/** How far ahead the digest looks for application deadlines. */
export const DEADLINE_DAYS = 7
/** The most items a group lists; the rest are counted ("et 3 autres"). */
export const DIGEST_GROUP_LIMIT = 20

export type DigestRelance = {
  id: number
  type: string
  relanceLe: string
  contact: { id: number; nomComplet: string }
}
export type DigestDeadline = {
  id: number
  reference: string
  titre: string
  dateLimite: string
  societe: string | null
}
type Group<Item> = { total: number; items: Item[] }
export type Digest = {
  day: string
  overdue: Group<DigestRelance>
  dueToday: Group<DigestRelance>
  deadlines: Group<DigestDeadline>
}

/** Today in France, as follow-up dates and deadlines are written. */
export const parisToday = () => DateTime.now().setZone(REFERENCE_ZONE).toISODate()!

const plusDays = (day: string, days: number) =>
  DateTime.fromISO(day, { zone: REFERENCE_ZONE }).plus({ days }).toISODate()!

/** Follow-ups due on or before `day` (after `after` when given), oldest first. */
async function reminders(userId: number, day: string, after?: string) {
  const scoped = () => {
    const query = Interaction.query().apply((scopes) => scopes.dueBy(userId, day))
    if (after) query.where('interactions.relance_le', '>', after)
    return query
  }
  const [rows, count] = await Promise.all([
    scoped()
      .preload('contact', (contact) => contact.select('id', 'prenom', 'nom'))
      .orderBy('relance_le', 'asc')
      .orderBy('id', 'asc')
      .limit(DIGEST_GROUP_LIMIT),
    scoped().count('* as total').first(),
  ])
  return {
    total: Number(count?.$extras.total ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      relanceLe: row.relanceLe!.toISODate()!,
      contact: { id: row.contact.id, nomComplet: row.contact.nomComplet },
    })),
  }
}

/** Published offers whose date limite is within the next DEADLINE_DAYS days (any query on offres). */
function closingSoon<Query extends { where: Function; whereNull: Function }>(
  query: Query,
  day: string
): Query {
  query.whereNull('offres.deleted_at')
  query.where('offres.statut', 'publiee')
  query.where('offres.date_limite', '>=', day)
  query.where('offres.date_limite', '<=', plusDays(day, DEADLINE_DAYS))
  return query
}

async function deadlines(userId: number, day: string) {
  const scoped = () => closingSoon(Offre.query(), day).where('offres.user_id', userId)
  const [rows, count] = await Promise.all([
    scoped()
      .preload('societe', (societe) => societe.select('id', 'nom'))
      .orderBy('date_limite', 'asc')
      .orderBy('id', 'asc')
      .limit(DIGEST_GROUP_LIMIT),
    scoped().count('* as total').first(),
  ])
  return {
    total: Number(count?.$extras.total ?? 0),
    items: rows.map((offre) => ({
      id: offre.id,
      reference: offre.reference,
      titre: offre.titre,
      dateLimite: offre.dateLimite!.toISODate()!,
      societe: offre.societe?.nom ?? null,
    })),
  }
}

/** The digest of `userId` for `day`, or null when there is nothing to say. */
export async function digestFor(userId: number, day = parisToday()): Promise<Digest | null> {
  const [overdue, dueToday, soon] = await Promise.all([
    reminders(userId, plusDays(day, -1)),
    reminders(userId, day, plusDays(day, -1)),
    deadlines(userId, day),
  ])
  if (overdue.total + dueToday.total + soon.total === 0) return null
  return { day, overdue, dueToday, deadlines: soon }
}

/**
 * Who gets a digest for `day`: pros with the setting on, a verified address
 * and an account the school has not refused or suspended, who have a
 * follow-up due or a deadline coming (two indexed queries, whatever the
 * number of pros).
 */
export async function digestRecipients(day = parisToday()) {
  const withReminders = whereDueBy(db.from('interactions'), day).select('interactions.user_id')
  const withDeadlines = closingSoon(db.from('offres'), day).select('offres.user_id')
  return User.query()
    .where('role', 'pro')
    .where('digest_enabled', true)
    .whereNotNull('email_verified_at')
    .whereIn('approval_status', ['en_attente', 'validee'])
    .where((who) => {
      who.whereIn('id', withReminders).orWhereIn('id', withDeadlines)
    })
    .orderBy('id', 'asc')
}
