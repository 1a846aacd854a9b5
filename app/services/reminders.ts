import { DateTime } from 'luxon'
import Interaction from '#models/interaction'
import { REFERENCE_ZONE } from '#models/offre_reference'
import InteractionTransformer from '#transformers/interaction_transformer'
import { serializeAs } from '#transformers/serialize_as'
import type User from '#models/user'
import ownerCache from '#services/owner_cache'

/*
| "À relancer" (docs/product.md, "Activité"): the follow-ups of a user due
| today or overdue (French calendar days), not yet marked done, on live
| contacts. The dashboard lists them, the header's bell counts them.
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
 * contacts or interactions change (app/services/owner_cache.ts), or the day.
 */
export function dueCountOf(user: User) {
  const day = today()
  return ownerCache.remember(user, `relances ${day}`, () => dueCount(user.id, day))
}

/** The oldest due follow-ups first, each with its contact. */
export async function dueReminders(userId: number, limit = 10) {
  const rows = await Interaction.query()
    .apply((scopes) => scopes.dueBy(userId, today()))
    .preload('contact', (contact) => contact.select('id', 'prenom', 'nom'))
    .orderBy('relance_le', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
  return rows.map(serializeAs(InteractionTransformer, 'forReminder'))
}
