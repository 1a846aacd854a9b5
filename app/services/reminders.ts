import { DateTime } from 'luxon'
import Interaction from '#models/interaction'
import { REFERENCE_ZONE } from '#models/offre_reference'
import InteractionTransformer from '#transformers/interaction_transformer'
import { serializeAs } from '#transformers/serialize_as'

/*
| "À relancer" (docs/product.md, "Activité"): the follow-ups of a user due
| today or overdue (French calendar days), not yet marked done, on live
| contacts. The dashboard lists them, the header's bell counts them.
*/

/** Today in France, as the follow-up dates are written. */
const today = () => DateTime.now().setZone(REFERENCE_ZONE).toISODate()!

/** How many follow-ups are due for the user (the bell's number; one indexed count). */
export async function dueCount(userId: number) {
  const row = await Interaction.query()
    .apply((scopes) => scopes.dueBy(userId, today()))
    .count('* as total')
    .first()
  return Number(row?.$extras.total ?? 0)
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
