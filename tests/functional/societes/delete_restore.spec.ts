import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { as, reload, snapshot } from './helpers.js'

test.group('Sociétés | delete and restore', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('delete moves the company to the trash and back to the list', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    const response = await as(client.delete(`/app/company/${societe.id}`), user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', '/app/company')
    response.assertFlashMessage('success', 'Société supprimée.')
    const stored = await reload(societe)
    assert.isNotNull(stored.deletedAt)

    const list = await as(client.get('/app/company'), user).withInertia()
    list.assertInertiaPropsContains({ societes: { data: [], meta: { total: 0 } } })
  })

  test('deleting from a filtered list page returns to that same page', async ({ client }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    const response = await as(client.delete(`/app/company/${societe.id}`), user)
      .header('referer', 'http://localhost/app/company?search=lyon&page=2')
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/app/company?search=lyon&page=2')
  })

  test('the redirect never leaves the site, and other pages fall back to the list', async ({
    client,
  }) => {
    const user = await UserFactory.create()
    const [first, second] = await SocieteFactory.merge({ userId: user.id }).createMany(2)
    const offSite = await as(client.delete(`/app/company/${first.id}`), user)
      .header('referer', 'https://evil.example/app/company?page=3')
      .withCsrfToken()
      .redirects(0)
    offSite.assertHeader('location', '/app/company?page=3')

    const elsewhere = await as(client.delete(`/app/company/${second.id}`), user)
      .header('referer', 'http://localhost/dashboard')
      .withCsrfToken()
      .redirects(0)
    elsewhere.assertHeader('location', '/app/company')
  })

  test('a trashed company still opens, marked as deleted', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).apply('trashed').create()
    const response = await as(client.get(`/app/company/${societe.id}/edit`), user).withInertia()
    response.assertStatus(200)
    assert.isString(response.inertiaProps.societe.deletedAt)
  })

  test('restore brings it back to the list', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).apply('trashed').create()
    const response = await as(client.put(`/app/company/${societe.id}/restore`), user)
      .header('referer', `http://localhost/app/company/${societe.id}/edit`)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', `/app/company/${societe.id}/edit`)
    response.assertFlashMessage('success', 'Société restaurée.')
    const restored = await reload(societe)
    assert.isNull(restored.deletedAt)

    const list = await as(client.get('/app/company'), user).withInertia()
    list.assertInertiaPropsContains({ societes: { meta: { total: 1 } } })
  })

  test('deleting twice keeps the first deletion date', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).apply('trashed').create()
    const before = await snapshot(societe)
    await as(client.delete(`/app/company/${societe.id}`), user)
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(await snapshot(societe), before)
  })
})
