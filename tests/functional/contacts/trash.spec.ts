import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Contact from '#models/contact'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { as, namesIn, reload, snapshot } from './helpers.js'

test.group('Contacts | trash filter', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('absent shows live rows, "avec" all, "uniquement" the trashed ones', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await ContactFactory.merge([
      { userId: user.id, prenom: 'Anne', nom: 'Martin' },
      { userId: user.id, prenom: 'Luc', nom: 'Durand' },
    ]).createMany(2)
    await ContactFactory.merge({ userId: user.id, prenom: 'Marc', nom: 'Ancel' })
      .apply('trashed')
      .create()

    const live = await as(client.get('/app/contacts'), user).withInertia()
    assert.deepEqual(namesIn(live), ['Luc Durand', 'Anne Martin'])

    const avec = await as(client.get('/app/contacts?corbeille=avec'), user).withInertia()
    assert.deepEqual(namesIn(avec), ['Marc Ancel', 'Luc Durand', 'Anne Martin'])
    avec.assertInertiaPropsContains({ filters: { corbeille: 'avec' } })

    const only = await as(client.get('/app/contacts?corbeille=uniquement'), user).withInertia()
    assert.deepEqual(namesIn(only), ['Marc Ancel'])
    assert.isString(only.inertiaProps.contacts.data[0].deletedAt)
    only.assertInertiaPropsContains({ filters: { corbeille: 'uniquement' } })
  })
})

test.group('Contacts | delete and restore', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('delete moves the contact to the trash and goes back to the list', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const contact = await ContactFactory.merge({ userId: user.id }).create()
    const response = await as(client.delete(`/app/contacts/${contact.id}`), user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', '/app/contacts')
    response.assertFlashMessage('success', 'Contact supprimé.')
    const trashed = await reload(contact)
    assert.isNotNull(trashed.deletedAt)

    const list = await as(client.get('/app/contacts'), user).withInertia()
    list.assertInertiaPropsContains({ contacts: { data: [], meta: { total: 0 } } })
  })

  test('deleting from a filtered list page returns to that same page', async ({ client }) => {
    const user = await UserFactory.create()
    const contact = await ContactFactory.merge({ userId: user.id }).create()
    const response = await as(client.delete(`/app/contacts/${contact.id}`), user)
      .header('referer', 'http://localhost/app/contacts?statut=client&page=2')
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/app/contacts?statut=client&page=2')
  })

  test('a trashed contact still opens, marked as deleted', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const contact = await ContactFactory.merge({ userId: user.id }).apply('trashed').create()
    const response = await as(client.get(`/app/contacts/${contact.id}`), user).withInertia()
    response.assertStatus(200)
    assert.isString(response.inertiaProps.contact.deletedAt)
    response.assertInertiaPropsContains({ can: { restore: true } })
  })

  test('restore brings it back, to the page it was restored from', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const contact = await ContactFactory.merge({ userId: user.id }).apply('trashed').create()
    const response = await as(client.put(`/app/contacts/${contact.id}/restore`), user)
      .header('referer', `http://localhost/app/contacts/${contact.id}`)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', `/app/contacts/${contact.id}`)
    response.assertFlashMessage('success', 'Contact restauré.')
    const restored = await reload(contact)
    assert.isNull(restored.deletedAt)
  })

  test('deleting twice keeps the first deletion date', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const contact = await ContactFactory.merge({ userId: user.id }).apply('trashed').create()
    const before = await snapshot(contact)
    await as(client.delete(`/app/contacts/${contact.id}`), user)
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(await snapshot(contact), before)
  })
})

test.group('Contacts | empty the trash', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('deletes the caller’s trashed contacts for good, nothing else', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const live = await ContactFactory.merge({ userId: user.id }).create()
    await ContactFactory.merge({ userId: user.id }).apply('trashed').createMany(2)
    const other = await UserFactory.create()
    const othersTrashed = await ContactFactory.merge({ userId: other.id }).apply('trashed').create()

    const response = await as(client.delete('/app/contacts/corbeille'), user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', '/app/contacts')
    response.assertFlashMessage('success', 'Corbeille vidée.')
    const left = await Contact.query().where('userId', user.id)
    assert.deepEqual(
      left.map((contact) => contact.id),
      [live.id]
    )
    assert.isNotNull(await Contact.find(othersTrashed.id))
  })

  test('an empty trash empties without error', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await as(client.delete('/app/contacts/corbeille'), user)
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('success', 'Corbeille vidée.')
  })
})
