import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete } from '#tests/helpers/owned_records'

/*
| One pro's records with known figures for the side overlay and the bell
| (app/services/dashboards/overview_figures.ts, app/services/activite/relances.ts). Seeding two
| users this way and reading one's figures shows nothing leaks across owners.
*/

const stamp = (time: DateTime) => time.toUTC().toSQL({ includeOffset: false })!

/** The JSON that `user` reads from the bell's panel or the side overlay. */
export function readJson(
  client: ApiClient,
  name: 'api.user.relances' | 'api.user.apercu',
  user: User
) {
  return client.get(route(name)).header('accept', 'application/json').loginAs(user)
}

/** An interaction row of `user` with `contactId`, to follow up on `relance` (none when null), written `now`. */
export function interactionRow(
  user: User,
  contactId: number,
  relance: DateTime | null,
  options: { type?: string; now?: DateTime; occurredAt?: DateTime; done?: boolean } = {}
) {
  const { type = 'appel', now = DateTime.now(), occurredAt = now, done = false } = options
  return {
    user_id: user.id,
    contact_id: contactId,
    type,
    occurred_at: stamp(occurredAt),
    relance_le: relance?.toISODate() ?? null,
    relance_faite_at: done ? stamp(now) : null,
    created_at: stamp(now),
  }
}

/** What the overlay shows for a user seeded by `seedFigures`. */
export const SEEDED = {
  offresOnline: 3,
  offresVisible: 2,
  remindersDue: 2,
  contactsThisMonth: 3,
  byStatut: { brouillon: 1, publiee: 3, cloturee: 1 },
  publishedThisMonth: 2,
  publishedLastMonth: 1,
  closingSoon: 1,
  contacts: { prospect: 2, client: 1, partenaire: 1, ancien: 0 },
  lastActivity: 'Appel avec Inès Garnier',
}

export async function seedFigures(user: User) {
  const now = DateTime.now().setZone('Europe/Paris')
  const thisMonth = now.startOf('month')
  const today = now.startOf('day')
  const societe = await aSociete(user)
  const base = { userId: user.id, societeId: societe.id }
  const publiee = (publishedAt: DateTime, dateLimite: DateTime) =>
    OffreFactory.merge({ ...base, statut: 'publiee', publishedAt, dateLimite }).create()
  /* Online and on the board; the second leaves it within 7 days; the third's deadline is past. */
  await publiee(thisMonth, today.plus({ days: 20 }))
  await publiee(thisMonth, today.plus({ days: 3 }))
  await publiee(thisMonth.minus({ days: 2 }), today.minus({ days: 1 }))
  await OffreFactory.merge(base).create()
  await OffreFactory.merge({
    ...base,
    statut: 'cloturee',
    publishedAt: thisMonth.minus({ months: 2 }),
    closedAt: thisMonth.minus({ months: 1 }),
  }).create()
  await OffreFactory.merge({ ...base, publishedAt: thisMonth })
    .apply('publiee')
    .apply('trashed')
    .create()

  const contact = (statut: 'prospect' | 'client' | 'partenaire', createdAt?: DateTime) =>
    ContactFactory.merge({ userId: user.id, statut, ...(createdAt ? { createdAt } : {}) }).create()
  const ines = await aContact(user, { statut: 'prospect', prenom: 'Inès', nom: 'Garnier' })
  await contact('prospect')
  await contact('client')
  await contact('partenaire', thisMonth.minus({ days: 3 }))
  await aContact(user, {}, 'trashed')

  /* Follow-ups: overdue, today, in 3 days, in 10 days (beyond the bell), one done. */
  const interaction = (relance: DateTime | null, occurredAt: DateTime, done = false) =>
    interactionRow(user, ines.id, relance, { now, occurredAt, done })
  const past = now.minus({ days: 5 })
  await db
    .table('interactions')
    .multiInsert([
      interaction(today.minus({ days: 2 }), past),
      interaction(today, past),
      interaction(today.plus({ days: 3 }), past),
      interaction(today.plus({ days: 10 }), past),
      interaction(today.minus({ days: 1 }), past, true),
    ])
  /* The newest event of the timeline: a call logged a moment after everything above. */
  await db.table('interactions').insert(interaction(null, now.plus({ seconds: 5 })))
  return { societe, ines }
}
