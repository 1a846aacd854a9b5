import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { digestFor, digestRecipients, parisToday } from '#services/activite/digest'
import { route } from '#tests/helpers/routes'
import { aContact } from '#tests/helpers/owned_records'

/*
| The morning digest's content and recipients (app/services/activite/digest.ts),
| and its setting on the profile (PUT /profile/digest).
*/
const day = () => DateTime.fromISO(parisToday(), { zone: 'Europe/Paris' })
const sql = () => DateTime.now().toUTC().toSQL({ includeOffset: false })

/** An offer of `userId` at one of their sociétés, closing on `dateLimite`. */
async function offre(userId: number, dateLimite: DateTime, titre: string, publiee = true) {
  const societe = await SocieteFactory.merge({ userId }).create()
  const factory = OffreFactory.merge({ userId, societeId: societe.id, titre, dateLimite })
  return publiee ? factory.apply('publiee').create() : factory.create()
}

/** A follow-up of `contactId` due on `relance` (done when `done`). */
async function followUp(userId: number, contactId: number, relance: DateTime, done = false) {
  await db.table('interactions').insert({
    user_id: userId,
    contact_id: contactId,
    type: 'appel',
    occurred_at: sql(),
    relance_le: relance.toISODate(),
    relance_faite_at: done ? sql() : null,
    created_at: sql(),
  })
}

test.group('Digest: content and recipients', () => {
  test('overdue, due today and offers closing within 7 days; null with nothing to say', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    assert.isNull(await digestFor(user.id))

    const contact = await aContact(user, { prenom: 'Léa', nom: 'Roux' })
    const trashed = await aContact(user, {}, 'trashed')
    await followUp(user.id, contact.id, day().minus({ days: 3 }))
    await followUp(user.id, contact.id, day())
    await followUp(user.id, contact.id, day().minus({ days: 1 }), true)
    await followUp(user.id, contact.id, day().plus({ days: 1 }))
    await followUp(user.id, trashed.id, day())
    await offre(user.id, day().plus({ days: 7 }), 'Bientôt')
    await offre(user.id, day().plus({ days: 8 }), 'Trop loin')
    await offre(user.id, day().plus({ days: 2 }), 'Brouillon', false)

    const digest = (await digestFor(user.id))!
    assert.deepEqual(
      digest.overdue.items.map((item) => [item.relanceLe, item.contact.nomComplet]),
      [[day().minus({ days: 3 }).toISODate(), 'Léa Roux']]
    )
    assert.deepEqual(
      digest.dueToday.items.map((item) => item.relanceLe),
      [day().toISODate()]
    )
    assert.deepEqual(
      digest.deadlines.items.map((item) => item.titre),
      ['Bientôt']
    )
    assert.deepEqual(
      [digest.overdue.total, digest.dueToday.total, digest.deadlines.total],
      [1, 1, 1]
    )
  })

  test('recipients: pros with something due, the setting on, a verified and live account', async ({
    assert,
  }) => {
    const due = await UserFactory.create()
    const closing = await UserFactory.create()
    const nothing = await UserFactory.create()
    const optedOut = await UserFactory.merge({ digestEnabled: false }).create()
    const unverified = await UserFactory.apply('unverified').create()
    const suspended = await UserFactory.apply('suspended').create()
    const esi = await UserFactory.apply('esi').create()
    for (const user of [due, optedOut, unverified, suspended, esi]) {
      const contact = await aContact(user)
      await followUp(user.id, contact.id, day())
    }
    await offre(closing.id, day().plus({ days: 2 }), 'Ferme bientôt')
    const other = await aContact(nothing)
    await followUp(nothing.id, other.id, day().plus({ days: 2 }))

    const recipients = await digestRecipients()
    assert.deepEqual(
      recipients.map((user) => user.id),
      [due.id, closing.id]
    )
  })
})

/** The profile's digest switch set to `digestEnabled` by `user` (a guest: null). */
function setDigest(client: ApiClient, user: User | null, digestEnabled: unknown) {
  const request = client.put(route('profile.digest')).json({ digestEnabled }).withCsrfToken()
  return (user ? request.loginAs(user) : request).redirects(0)
}

test.group('Digest: the profile setting', () => {
  test('on by default, switched off and on from the profile', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const page = await client.get(route('profile.edit')).withInertia().loginAs(user)
    page.assertInertiaPropsContains({ digestEnabled: true })

    const off = await setDigest(client, user, false)
    off.assertStatus(302)
    off.assertFlashMessage('success', 'Vous ne recevrez plus le résumé du matin.')
    const stored = await User.findOrFail(user.id)
    assert.isFalse(stored.digestEnabled)

    const on = await setDigest(client, user, true)
    on.assertFlashMessage('success', 'Résumé du matin activé.')
    await stored.refresh()
    assert.isTrue(stored.digestEnabled)
  })

  test('a bad value is a field error and changes nothing; a guest goes to login', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const bad = await setDigest(client, user, 'peut-être').header('accept', 'application/json')
    bad.assertStatus(422)
    const unchanged = await User.findOrFail(user.id)
    assert.isTrue(unchanged.digestEnabled)

    const guest = await setDigest(client, null, false)
    guest.assertStatus(302)
    guest.assertHeader('location', route('login'))
  })
})
