import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Contact from '#models/contact'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { VALID_FORM, as, snapshot } from './helpers.js'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/* Every route of the module; ":id" stands for a contact's id. */
const ROUTES: [Method, string][] = [
  ['GET', '/app/contacts'],
  ['GET', '/app/contacts/export'],
  ['GET', '/app/contacts/create'],
  ['POST', '/app/contacts'],
  ['DELETE', '/app/contacts/corbeille'],
  ['GET', '/app/contacts/:id'],
  ['GET', '/app/contacts/:id/edit'],
  ['PUT', '/app/contacts/:id'],
  ['DELETE', '/app/contacts/:id'],
  ['PUT', '/app/contacts/:id/restore'],
]

/* Every write on one contact. */
const WRITES = ROUTES.filter(([method, path]) => method !== 'GET' && path.includes(':id'))

const withId = (path: string, id: number) => path.replace(':id', String(id))

test.group('Contacts | who may enter', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('a guest is sent to /login from {$self}')
    .with(['/app/contacts', '/app/contacts/create', '/app/contacts/export', '/app/contacts/1'])
    .run(async ({ client }, path) => {
      const response = await client.get(path).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', '/login')
    })

  test('an unverified user is sent to /verify-email', async ({ client }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await as(client.get('/app/contacts'), user).redirects(0)
    response.assertHeader('location', '/verify-email')
  })

  test('role visiteur (none) gets 403 on {0} {1}, even for an own contact')
    .with(ROUTES)
    .run(async ({ client, assert }, [method, path]) => {
      const user = await UserFactory.apply('visiteur').create()
      const contact = await ContactFactory.merge({ userId: user.id }).apply('trashed').create()
      const before = await snapshot(contact)
      const response = await as(client.request(withId(path, contact.id), method), user)
        .form({ nom: 'Nouveau' })
        .withCsrfToken()
        .withInertia()
      response.assertStatus(403)
      response.assertInertiaComponent('errors/error')
      assert.deepEqual(await snapshot(contact), before)
      assert.lengthOf(await Contact.all(), 1)
    })

  test('role visiteur gets 403, not 404, for an id that does not exist', async ({ client }) => {
    const user = await UserFactory.apply('visiteur').create()
    const response = await as(client.get('/app/contacts/999999'), user).withInertia()
    response.assertStatus(403)
  })

  test('role visiteur gets 403 JSON from a JSON call', async ({ client, assert }) => {
    const user = await UserFactory.apply('visiteur').create()
    const response = await as(client.get('/app/contacts'), user).header(
      'accept',
      'application/json'
    )
    response.assertStatus(403)
    assert.deepEqual(response.body(), { message: 'Accès refusé.' })
  })

  test('role esi uses the module like a pro', async ({ client }) => {
    const user = await UserFactory.apply('esi').create()
    const list = await as(client.get('/app/contacts'), user).withInertia()
    list.assertStatus(200)
    list.assertInertiaPropsContains({ can: { create: true } })

    const created = await as(client.post('/app/contacts').form(VALID_FORM), user)
      .withCsrfToken()
      .redirects(0)
    const contact = await Contact.findByOrFail('userId', user.id)
    created.assertHeader('location', `/app/contacts/${contact.id}`)

    const page = await as(client.get(`/app/contacts/${contact.id}`), user).withInertia()
    page.assertInertiaPropsContains({ can: { update: true, delete: true, restore: true } })
  })
})

test.group('Contacts | another owner’s contact', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('GET {$self} is a 404')
    .with(['/app/contacts/:id', '/app/contacts/:id/edit'])
    .run(async ({ client }, path) => {
      const contact = await ContactFactory.with('user').create()
      const user = await UserFactory.create()
      const response = await as(client.get(withId(path, contact.id)), user).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/error')
    })

  test('{0} {1} is a 404 and changes nothing')
    .with(WRITES)
    .run(async ({ client, assert }, [method, path]) => {
      const contact = await ContactFactory.with('user').apply('trashed').create()
      const before = await snapshot(contact)
      const user = await UserFactory.create()
      const response = await as(client.request(withId(path, contact.id), method), user)
        .form(VALID_FORM)
        .withCsrfToken()
        .withInertia()
      response.assertStatus(404)
      assert.deepEqual(await snapshot(contact), before)
    })
})

test.group('Contacts | droit lecteur (read-only)', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('reads the list, a contact and the export, with every write switched off', async ({
    client,
  }) => {
    const user = await UserFactory.apply('lecteur').create()
    const contact = await ContactFactory.merge({ userId: user.id }).create()

    const list = await as(client.get('/app/contacts'), user).withInertia()
    list.assertStatus(200)
    list.assertInertiaPropsContains({ can: { create: false }, contacts: { meta: { total: 1 } } })

    const page = await as(client.get(`/app/contacts/${contact.id}`), user).withInertia()
    page.assertStatus(200)
    page.assertInertiaPropsContains({ can: { update: false, delete: false, restore: false } })

    const csv = await as(client.get('/app/contacts/export'), user)
    csv.assertStatus(200)
  })

  test('the {$self} page is refused with 403')
    .with(['create', 'edit'])
    .run(async ({ client }, page) => {
      const user = await UserFactory.apply('lecteur').create()
      const contact = await ContactFactory.merge({ userId: user.id }).create()
      const path = page === 'create' ? '/app/contacts/create' : `/app/contacts/${contact.id}/edit`
      const response = await as(client.get(path), user).withInertia()
      response.assertStatus(403)
      response.assertInertiaComponent('errors/error')
    })

  test('creating is refused with 403, valid form or not', async ({ client, assert }) => {
    const user = await UserFactory.apply('lecteur').create()
    for (const form of [VALID_FORM, { nom: '' }]) {
      const response = await as(client.post('/app/contacts').form(form), user)
        .withCsrfToken()
        .withInertia()
      response.assertStatus(403)
    }
    assert.isNull(await Contact.findBy('userId', user.id))
  })

  test('{0} {1} on an own contact is refused with 403 and changes nothing')
    .with(WRITES)
    .run(async ({ client, assert }, [method, path]) => {
      const user = await UserFactory.apply('lecteur').create()
      const contact = await ContactFactory.merge({ userId: user.id }).apply('trashed').create()
      const before = await snapshot(contact)
      const response = await as(client.request(withId(path, contact.id), method), user)
        .form(VALID_FORM)
        .withCsrfToken()
        .withInertia()
      response.assertStatus(403)
      assert.deepEqual(await snapshot(contact), before)
    })

  test('emptying the trash is refused with 403 and deletes nothing', async ({ client, assert }) => {
    const user = await UserFactory.apply('lecteur').create()
    await ContactFactory.merge({ userId: user.id }).apply('trashed').create()
    const response = await as(client.delete('/app/contacts/corbeille'), user)
      .withCsrfToken()
      .withInertia()
    response.assertStatus(403)
    assert.lengthOf(await Contact.query().where('userId', user.id), 1)
  })
})
