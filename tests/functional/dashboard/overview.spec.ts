import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { SEEDED, readJson, seedFigures } from '#tests/functional/dashboard/seed'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'

/* The side overlay's figures (GET /api/user/apercu): the caller's own records, nothing invented. */
const asJson = { accept: 'application/json' }

test.group('Side overlay figures', () => {
  test('equal the user’s own data, never another user’s', async ({ client, assert }) => {
    const [user, other] = await UserFactory.createMany(2)
    await seedFigures(user)
    /* The other pro has the same records and more: any leak would change a figure. */
    await seedFigures(other)
    await SocieteFactory.merge({ userId: other.id }).createMany(3)

    const response = await readJson(client, 'api.user.apercu', user)
    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.pro)
    assert.deepInclude(body.overview, {
      offresOnline: SEEDED.offresOnline,
      offresVisible: SEEDED.offresVisible,
      remindersDue: SEEDED.remindersDue,
      contactsThisMonth: SEEDED.contactsThisMonth,
    })
    assert.deepEqual(body.offres, {
      byStatut: SEEDED.byStatut,
      publishedThisMonth: SEEDED.publishedThisMonth,
      publishedLastMonth: SEEDED.publishedLastMonth,
      closingSoon: SEEDED.closingSoon,
    })
    assert.deepEqual(body.contacts, SEEDED.contacts)
    const last = body.overview.lastActivity
    assert.equal(last.kind, 'interaction')
    assert.equal(last.type, 'appel')
    assert.equal(last.contact.nomComplet, 'Inès Garnier')
    assert.equal(last.actor.id, user.id)
  })

  test('an account without records gets zeros and no last activity', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await readJson(client, 'api.user.apercu', user)
    response.assertBodyContains({
      pro: true,
      overview: {
        offresOnline: 0,
        offresVisible: 0,
        remindersDue: 0,
        contactsThisMonth: 0,
        lastActivity: null,
      },
      offres: {
        byStatut: { brouillon: 0, publiee: 0, cloturee: 0 },
        publishedThisMonth: 0,
        publishedLastMonth: 0,
        closingSoon: 0,
      },
    })
  })

  test('an account waiting for the school’s validation has offers online but none visible', async ({
    client,
  }) => {
    const user = await UserFactory.apply('pending').create()
    await seedFigures(user)
    const response = await readJson(client, 'api.user.apercu', user)
    response.assertBodyContains({ overview: { offresOnline: 3, offresVisible: 0 } })
  })

  test('a visiteur (no contacts nor offres) gets its sociétés and last activity only', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('visiteur').create()
    await SocieteFactory.merge({ userId: user.id }).createMany(2)
    await aSociete(user, {}, 'trashed')
    await seedFigures(await UserFactory.create())
    const response = await readJson(client, 'api.user.apercu', user)
    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(Object.keys(body).sort(), ['overview', 'pro'])
    assert.isFalse(body.pro)
    assert.equal(body.overview.societes, 2)
    assert.equal(body.overview.societesThisMonth, 2)
  })

  test('droit lecteur reads its own figures like anybody', async ({ client }) => {
    const user = await UserFactory.apply('lecteur').create()
    await seedFigures(await UserFactory.create())
    const response = await readJson(client, 'api.user.apercu', user)
    response.assertBodyContains({ pro: true, overview: { offresOnline: 0, lastActivity: null } })
  })

  test('a guest gets 401 and an unverified account 403, as JSON', async ({ client }) => {
    const guest = await client.get(route('api.user.apercu')).headers(asJson)
    guest.assertStatus(401)
    const unverified = await UserFactory.apply('unverified').create()
    const response = await readJson(client, 'api.user.apercu', unverified)
    response.assertStatus(403)
  })
})
