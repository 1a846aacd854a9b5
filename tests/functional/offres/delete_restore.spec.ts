import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { as, offreOf, proWithSociete, reload, snapshot } from './helpers.js'

test.group('Offres | delete and restore', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('delete moves the offer to the trash, whatever its statut', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    for (const state of ['brouillon', 'publiee', 'cloturee'] as const) {
      const factory = offreOf(user, societe)
      const offre = await (state === 'brouillon' ? factory : factory.apply(state)).create()
      const response = await as(client.delete(`/app/offres/${offre.id}`), user)
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', '/app/offres')
      response.assertFlashMessage('success', 'Offre supprimée.')
      const stored = await reload(offre)
      assert.isNotNull(stored.deletedAt)
      assert.equal(stored.statut, offre.statut)
    }
    const list = await as(client.get('/app/offres'), user).withInertia()
    list.assertInertiaPropsContains({ offres: { data: [], meta: { total: 0 } } })
  })

  test('deleting from a filtered list page returns to that same page', async ({ client }) => {
    const user = await UserFactory.create()
    const offre = await offreOf(user, await proWithSociete(user)).create()
    const response = await as(client.delete(`/app/offres/${offre.id}`), user)
      .header('referer', 'http://localhost/app/offres?statut=brouillon&page=2')
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/app/offres?statut=brouillon&page=2')
  })

  test('the redirect never leaves the site, and other pages fall back to the list', async ({
    client,
  }) => {
    const user = await UserFactory.create()
    const [first, second] = await offreOf(user, await proWithSociete(user)).createMany(2)
    const offSite = await as(client.delete(`/app/offres/${first.id}`), user)
      .header('referer', 'https://evil.example/app/offres?page=3')
      .withCsrfToken()
      .redirects(0)
    offSite.assertHeader('location', '/app/offres?page=3')
    const elsewhere = await as(client.delete(`/app/offres/${second.id}`), user)
      .header('referer', 'http://localhost/dashboard')
      .withCsrfToken()
      .redirects(0)
    elsewhere.assertHeader('location', '/app/offres')
  })

  test('a trashed offer still opens, marked as deleted, with Restaurer', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const offre = await offreOf(user, await proWithSociete(user))
      .apply('trashed')
      .create()
    const response = await as(client.get(`/app/offres/${offre.id}/edit`), user).withInertia()
    response.assertStatus(200)
    assert.isString(response.inertiaProps.offre.deletedAt)
    response.assertInertiaPropsContains({ can: { restore: true, publish: false } })
  })

  test('restore brings it back to the list', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const offre = await offreOf(user, await proWithSociete(user))
      .apply('trashed')
      .create()
    const response = await as(client.put(`/app/offres/${offre.id}/restore`), user)
      .header('referer', `http://localhost/app/offres/${offre.id}/edit`)
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', `/app/offres/${offre.id}/edit`)
    response.assertFlashMessage('success', 'Offre restaurée.')
    const restored = await reload(offre)
    assert.isNull(restored.deletedAt)
    const list = await as(client.get('/app/offres'), user).withInertia()
    list.assertInertiaPropsContains({ offres: { meta: { total: 1 } } })
  })

  test('deleting twice keeps the first deletion date', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const offre = await offreOf(user, await proWithSociete(user))
      .apply('trashed')
      .create()
    const before = await snapshot(offre)
    await as(client.delete(`/app/offres/${offre.id}`), user)
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(await snapshot(offre), before)
  })
})
