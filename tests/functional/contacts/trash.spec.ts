import { test } from '@japa/runner'
import Contact from '#models/contact'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { as, ownContact } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact } from '#tests/helpers/owned_records'
import { sendAs } from '#tests/helpers/as_user'

/*
| « Vider la corbeille », the one trash route only contacts have. Moving a
| contact to the trash and back is the owned-record contract (tests/functional/records/).
*/
test.group('Contacts | empty the trash', () => {
  test('deletes the caller’s trashed contacts for good, nothing else', async ({
    client,
    assert,
  }) => {
    const { user, contact: live } = await ownContact()
    await ContactFactory.merge({ userId: user.id }).apply('trashed').createMany(2)
    const other = await UserFactory.create()
    const othersTrashed = await aContact(other, {}, 'trashed')

    const response = await sendAs(client.delete(route('contacts.empty_trash')), user)

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
    const response = await sendAs(client.delete(route('contacts.empty_trash')), user)
    response.assertFlashMessage('success', 'Corbeille vidée.')
  })

  test('droit lecteur and role visiteur are refused with 403 and nothing is deleted: {$self}')
    .with(['lecteur', 'visiteur'] as const)
    .run(async ({ client, assert }, role) => {
      const user = await UserFactory.apply(role).create()
      await aContact(user, {}, 'trashed')
      const response = await as(client.delete(route('contacts.empty_trash')), user)
        .withCsrfToken()
        .withInertia()
      response.assertStatus(403)
      response.assertInertiaComponent('errors/error')
      assert.lengthOf(await Contact.query().where('userId', user.id), 1)
    })
})
