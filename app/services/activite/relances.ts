import { DateTime } from 'luxon'
import Interaction from '#models/interaction'
import { REFERENCE_ZONE } from '#models/offre_reference'
import InteractionTransformer from '#transformers/interaction_transformer'
import { serializeAs } from '#transformers/serialize_as'
import type User from '#models/user'
import ownerCache from '#services/platform/owner_cache'

/*
| "À relancer" (docs/product.md, "Activité"): the follow-ups of a user due
| today or overdue (French calendar days), not yet marked done, on live
| contacts. The dashboard lists them, the header's bell counts them; the
| bell's panel also shows those of the next 7 days (`upcomingRelances`).
*/

/** Today in France, as the follow-up dates are written. */
const today = () => DateTime.now().setZone(REFERENCE_ZONE).toISODate()!

/** How many follow-ups are due for the user (the bell's number; one indexed count). */
export async function dueCount(userId: number, day = today()) {
  const row = await Interaction.query()
    .apply((scopes) => scopes.dueBy(userId, day))
    .count('* as total')
    .first()
  return Number(row?.$extras.total ?? 0)
}

/**
 * The bell's number on every page: kept per process until the user's
 * contacts or interactions change (app/services/platform/owner_cache.ts), or the day.
 */
export function dueCountOf(user: User) {
  const day = today()
  return ownerCache.remember(user, `relances ${day}`, () => dueCount(user.id, day))
}

/** The follow-ups due by `day` (after `after` when given), oldest first, each with its contact. */
async function relancesBy(userId: number, day: string, limit: number, after?: string) {
  const query = Interaction.query()
    .apply((scopes) => scopes.dueBy(userId, day))
    .preload('contact', (contact) => contact.select('id', 'prenom', 'nom'))
    .orderBy('relance_le', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
  if (after) query.where('interactions.relance_le', '>', after)
  const rows = await query
  return rows.map(serializeAs(InteractionTransformer, 'forRelance'))
}

/** The oldest due follow-ups first, each with its contact. */
export function dueRelances(userId: number, limit = 10) {
  return relancesBy(userId, today(), limit)
}

/** How many days ahead the bell's panel looks ("7 prochains jours"). */
export const UPCOMING_DAYS = 7

/** A group's first `limit` follow-ups and how many it has in all. */
async function group(userId: number, day: string, limit: number, after?: string) {
  const count = Interaction.query()
    .apply((scopes) => scopes.dueBy(userId, day))
    .count('* as total')
  if (after) count.where('interactions.relance_le', '>', after)
  const [items, row] = await Promise.all([relancesBy(userId, day, limit, after), count.first()])
  return { total: Number(row?.$extras.total ?? 0), items }
}

/**
 * The bell's panel: the follow-ups overdue, due today and due in the next 7
 * days, each group oldest first (`limit` each, with its total).
 */
export async function upcomingRelances(userId: number, limit = 10) {
  const now = DateTime.now().setZone(REFERENCE_ZONE)
  const day = now.toISODate()!
  const yesterday = now.minus({ days: 1 }).toISODate()!
  const [overdue, dueToday, upcoming] = await Promise.all([
    group(userId, yesterday, limit),
    group(userId, day, limit, yesterday),
    group(userId, now.plus({ days: UPCOMING_DAYS }).toISODate()!, limit, day),
  ])
  return { overdue, today: dueToday, upcoming }
}
