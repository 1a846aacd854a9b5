import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Offre from '#models/offre'
import { UserFactory } from '#database/factories/user_factory'
import { VALID_FORM, as, offreOf, proWithSociete, snapshot } from './helpers.js'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** A route of the tables below, for one offer. */
const pathOf = (route: string, id: number) => route.replace(':id', String(id))

/* Every page of one offer. */
const READS: [Method, string][] = [
  ['GET', '/app/offres/:id'],
  ['GET', '/app/offres/:id/edit'],
  ['GET', '/app/offres/:id/preview'],
]

/* Every write on one offer. */
const WRITES: [Method, string][] = [
  ['PUT', '/app/offres/:id'],
  ['DELETE', '/app/offres/:id'],
  ['PUT', '/app/offres/:id/restore'],
  ['POST', '/app/offres/:id/publish'],
  ['POST', '/app/offres/:id/close'],
  ['POST', '/app/offres/:id/duplicate'],
]

/* The module's pages without a record. */
const LIST_PAGES = ['/app/offres', '/app/offres/create', '/app/offres/export']

/** An offer of another pro, for each statut a step might accept. */
async function foreignOffre(state: 'brouillon' | 'publiee' | 'cloturee' = 'brouillon') {
  const owner = await UserFactory.create()
  const societe = await proWithSociete(owner)
  const factory = offreOf(owner, societe)
  return (state === 'brouillon' ? factory : factory.apply(state)).create()
}

test.group('Offres | access', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('a guest is sent to /login from {$self}')
    .with([...LIST_PAGES, '/app/offres/1', '/app/offres/1/edit', '/app/offres/1/preview'])
    .run(async ({ client }, path) => {
      const response = await client.get(path).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', '/login')
    })

  test('an unverified user is sent to /verify-email', async ({ client }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await as(client.get('/app/offres'), user).redirects(0)
    response.assertHeader('location', '/verify-email')
  })

  test('role esi uses the module like a pro', async ({ client }) => {
    const user = await UserFactory.apply('esi').create()
    const societe = await proWithSociete(user)
    const list = await as(client.get('/app/offres'), user).withInertia()
    list.assertStatus(200)
    list.assertInertiaPropsContains({ can: { create: true } })

    await as(client.post('/app/offres').form({ ...VALID_FORM, societeId: societe.id }), user)
      .withCsrfToken()
      .redirects(0)
    const offre = await Offre.findByOrFail('userId', user.id)
    const published = await as(client.post(`/app/offres/${offre.id}/publish`), user)
      .withCsrfToken()
      .redirects(0)
    published.assertFlashMessage('success', 'Offre publiée.')
  })

  test('a malformed or out-of-range id is a 404: {$self}')
    .with(['abc', '0', '-1', '1.5', '99999999999'])
    .run(async ({ client }, id) => {
      const user = await UserFactory.create()
      const response = await as(client.get(`/app/offres/${id}/edit`), user).withInertia()
      response.assertStatus(404)
    })
})

test.group('Offres | visiteur (no pro role)', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('GET {$self} is refused with 403')
    .with([...LIST_PAGES, '/app/offres/1', '/app/offres/1/edit', '/app/offres/1/preview'])
    .run(async ({ client }, path) => {
      const user = await UserFactory.apply('visiteur').create()
      const response = await as(client.get(path), user).withInertia()
      response.assertStatus(403)
      response.assertInertiaComponent('errors/error')
    })

  test('even on their own offer, {0} {1} is refused with 403 and changes nothing')
    .with(WRITES)
    .run(async ({ client, assert }, [method, path]) => {
      const user = await UserFactory.apply('visiteur').create()
      const societe = await proWithSociete(user)
      const offre = await offreOf(user, societe).create()
      const before = await snapshot(offre)
      const response = await as(client.request(pathOf(path, offre.id), method), user)
        .form({ ...VALID_FORM, societeId: societe.id })
        .withCsrfToken()
        .withInertia()
      response.assertStatus(403)
      assert.deepEqual(await snapshot(offre), before)
      assert.lengthOf(await Offre.all(), 1)
    })

  test('creating is refused with 403, as JSON too', async ({ client, assert }) => {
    const user = await UserFactory.apply('visiteur').create()
    const societe = await proWithSociete(user)
    const response = await as(
      client.post('/app/offres').json({ ...VALID_FORM, societeId: societe.id }),
      user
    )
      .header('accept', 'application/json')
      .withCsrfToken()
    response.assertStatus(403)
    assert.deepEqual(response.body(), { message: 'Accès refusé.' })
    assert.lengthOf(await Offre.all(), 0)
  })
})

test.group('Offres | another owner’s offer', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('{0} {1} is a 404 without its data')
    .with(READS)
    .run(async ({ client, assert }, [, path]) => {
      const offre = await foreignOffre()
      const user = await UserFactory.create()
      const response = await as(client.get(pathOf(path, offre.id)), user).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/error')
      assert.notInclude(JSON.stringify(response.inertiaProps), offre.reference)
    })

  test('{0} {1} is a 404 and changes nothing, whatever the statut')
    .with(WRITES)
    .run(async ({ client, assert }, [method, path]) => {
      const user = await UserFactory.create()
      const mine = await proWithSociete(user)
      for (const state of ['brouillon', 'publiee', 'cloturee'] as const) {
        const offre = await foreignOffre(state)
        const before = await snapshot(offre)
        const response = await as(client.request(pathOf(path, offre.id), method), user)
          .form({ ...VALID_FORM, societeId: mine.id })
          .withCsrfToken()
          .withInertia()
        response.assertStatus(404)
        assert.deepEqual(await snapshot(offre), before)
      }
      assert.lengthOf(await Offre.all(), 3)
    })

  test('esi does not reach another pro’s offer through the pro pages', async ({ client }) => {
    const offre = await foreignOffre()
    const esi = await UserFactory.apply('esi').create()
    const response = await as(client.get(`/app/offres/${offre.id}/edit`), esi).withInertia()
    response.assertStatus(404)
  })
})

test.group('Offres | droit lecteur (read-only)', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('sees the list, the offer page and the preview, every write switched off', async ({
    client,
  }) => {
    const user = await UserFactory.apply('lecteur').create()
    const societe = await proWithSociete(user)
    const offre = await offreOf(user, societe).create()

    const list = await as(client.get('/app/offres'), user).withInertia()
    list.assertStatus(200)
    list.assertInertiaPropsContains({ can: { create: false }, offres: { meta: { total: 1 } } })

    const none = {
      update: false,
      delete: false,
      restore: false,
      publish: false,
      close: false,
      duplicate: false,
    }
    const page = await as(client.get(`/app/offres/${offre.id}/edit`), user).withInertia()
    page.assertStatus(200)
    page.assertInertiaPropsContains({ can: none })

    const preview = await as(client.get(`/app/offres/${offre.id}/preview`), user).withInertia()
    preview.assertStatus(200)
    preview.assertInertiaPropsContains({ can: none })

    const csv = await as(client.get('/app/offres/export'), user)
    csv.assertStatus(200)
  })

  test('the create page is refused with 403', async ({ client }) => {
    const user = await UserFactory.apply('lecteur').create()
    const response = await as(client.get('/app/offres/create'), user).withInertia()
    response.assertStatus(403)
  })

  test('creating is refused with 403, valid form or not', async ({ client, assert }) => {
    const user = await UserFactory.apply('lecteur').create()
    const societe = await proWithSociete(user)
    for (const form of [{ ...VALID_FORM, societeId: societe.id }, { titre: '' }]) {
      const response = await as(client.post('/app/offres').form(form), user)
        .withCsrfToken()
        .withInertia()
      response.assertStatus(403)
    }
    assert.lengthOf(await Offre.all(), 0)
  })

  test('{0} {1} on an own offer is refused with 403 and changes nothing')
    .with(WRITES)
    .run(async ({ client, assert }, [method, path]) => {
      const user = await UserFactory.apply('lecteur').create()
      const societe = await proWithSociete(user)
      for (const state of ['brouillon', 'publiee', 'cloturee'] as const) {
        const factory = offreOf(user, societe)
        const offre = await (state === 'brouillon' ? factory : factory.apply(state)).create()
        const before = await snapshot(offre)
        const response = await as(client.request(pathOf(path, offre.id), method), user)
          .form({ ...VALID_FORM, societeId: societe.id })
          .withCsrfToken()
          .withInertia()
        response.assertStatus(403)
        assert.deepEqual(await snapshot(offre), before)
      }
      assert.lengthOf(await Offre.all(), 3)
    })

  test('a JSON write gets 403 JSON', async ({ client, assert }) => {
    const user = await UserFactory.apply('lecteur').create()
    const societe = await proWithSociete(user)
    const offre = await offreOf(user, societe).create()
    const response = await as(client.post(`/app/offres/${offre.id}/publish`), user)
      .header('accept', 'application/json')
      .withCsrfToken()
    response.assertStatus(403)
    assert.deepEqual(response.body(), { message: 'Accès refusé.' })
  })
})
