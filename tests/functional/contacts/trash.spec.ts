import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Contact from '#models/contact'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { as } from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| « Vider la corbeille », the one trash route only contacts have. Moving a
| contact to the trash and back is the owned-record contract (tests/functional/records/).
*/
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

    const response = await as(client.delete(route('contacts.empty_trash')), user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', route('contacts.index'))
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
    const response = await as(client.delete(route('contacts.empty_trash')), user)
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('success', 'Corbeille vidée.')
  })

  test('droit lecteur and role visiteur are refused with 403 and nothing is deleted: {$self}')
    .with(['lecteur', 'visiteur'] as const)
    .run(async ({ client, assert }, role) => {
      const user = await UserFactory.apply(role).create()
      await ContactFactory.merge({ userId: user.id }).apply('trashed').create()
      const response = await as(client.delete(route('contacts.empty_trash')), user)
        .withCsrfToken()
        .withInertia()
      response.assertStatus(403)
      response.assertInertiaComponent('errors/error')
      assert.lengthOf(await Contact.query().where('userId', user.id), 1)
    })
})
