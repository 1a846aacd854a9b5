import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { VALID_FORM, as, snapshot } from './helpers.js'

/* Every write of the module, for a company id. */
const WRITES: ['PUT' | 'DELETE', (id: number) => string][] = [
  ['PUT', (id) => `/app/company/${id}`],
  ['DELETE', (id) => `/app/company/${id}`],
  ['PUT', (id) => `/app/company/${id}/restore`],
]

test.group('Sociétés | access', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('a guest is sent to /login from {$self}')
    .with(['/app/company', '/app/company/create', '/app/company/export', '/app/company/1/edit'])
    .run(async ({ client }, path) => {
      const response = await client.get(path).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', '/login')
    })

  test('an unverified user is sent to /verify-email', async ({ client }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await as(client.get('/app/company'), user).redirects(0)
    response.assertHeader('location', '/verify-email')
  })

  test('every role uses the module: {$self}')
    .with(['pro', 'esi', 'visiteur'] as const)
    .run(async ({ client, assert }, role) => {
      const factory = role === 'pro' ? UserFactory : UserFactory.apply(role)
      const user = await factory.create()
      const list = await as(client.get('/app/company'), user).withInertia()
      list.assertStatus(200)
      list.assertInertiaPropsContains({ can: { create: true } })

      const created = await as(client.post('/app/company').form(VALID_FORM), user)
        .withCsrfToken()
        .redirects(0)
      const societe = await Societe.findBy('userId', user.id)
      assert.isNotNull(societe)
      created.assertHeader('location', `/app/company/${societe!.id}`)
    })

  test('a malformed or out-of-range id is a 404: {$self}')
    .with(['abc', '0', '-1', '1.5', '99999999999'])
    .run(async ({ client }, id) => {
      const user = await UserFactory.create()
      const response = await as(client.get(`/app/company/${id}/edit`), user).withInertia()
      response.assertStatus(404)
    })
})

test.group('Sociétés | another owner’s company', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('its edit page is a 404', async ({ client }) => {
    const societe = await SocieteFactory.with('user').create()
    const user = await UserFactory.create()
    const response = await as(client.get(`/app/company/${societe.id}/edit`), user).withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/error')
  })

  test('{0} {1} is a 404 and changes nothing')
    .with(WRITES)
    .run(async ({ client, assert }, [method, path]) => {
      const societe = await SocieteFactory.with('user').create()
      const before = await snapshot(societe)
      const user = await UserFactory.create()
      const response = await as(client.request(path(societe.id), method), user)
        .form(VALID_FORM)
        .withCsrfToken()
        .withInertia()
      response.assertStatus(404)
      assert.deepEqual(await snapshot(societe), before)
    })
})

test.group('Sociétés | droit lecteur (read-only)', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('sees the list and the company page, with every write switched off', async ({ client }) => {
    const user = await UserFactory.apply('lecteur').create()
    const societe = await SocieteFactory.merge({ userId: user.id }).create()

    const list = await as(client.get('/app/company'), user).withInertia()
    list.assertStatus(200)
    list.assertInertiaPropsContains({ can: { create: false }, societes: { meta: { total: 1 } } })

    const page = await as(client.get(`/app/company/${societe.id}/edit`), user).withInertia()
    page.assertStatus(200)
    page.assertInertiaPropsContains({ can: { update: false, delete: false, restore: false } })

    const csv = await as(client.get('/app/company/export'), user)
    csv.assertStatus(200)
  })

  test('the create page is refused with 403', async ({ client }) => {
    const user = await UserFactory.apply('lecteur').create()
    const response = await as(client.get('/app/company/create'), user).withInertia()
    response.assertStatus(403)
    response.assertInertiaComponent('errors/error')
  })

  test('creating is refused with 403, valid form or not', async ({ client, assert }) => {
    const user = await UserFactory.apply('lecteur').create()
    for (const form of [VALID_FORM, { nom: '' }]) {
      const response = await as(client.post('/app/company').form(form), user)
        .withCsrfToken()
        .withInertia()
      response.assertStatus(403)
    }
    assert.isNull(await Societe.findBy('userId', user.id))
  })

  test('{0} {1} on an own company is refused with 403 and changes nothing')
    .with(WRITES)
    .run(async ({ client, assert }, [method, path]) => {
      const user = await UserFactory.apply('lecteur').create()
      const societe = await SocieteFactory.merge({ userId: user.id }).apply('trashed').create()
      const before = await snapshot(societe)
      const response = await as(client.request(path(societe.id), method), user)
        .form(VALID_FORM)
        .withCsrfToken()
        .withInertia()
      response.assertStatus(403)
      assert.deepEqual(await snapshot(societe), before)
    })

  test('a JSON write gets 403 JSON', async ({ client, assert }) => {
    const user = await UserFactory.apply('lecteur').create()
    const response = await as(client.post('/app/company').json(VALID_FORM), user)
      .header('accept', 'application/json')
      .withCsrfToken()
    response.assertStatus(403)
    assert.deepEqual(response.body(), { message: 'Accès refusé.' })
  })
})
