import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Contact from '#models/contact'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { as } from './helpers.js'
import { route } from '#tests/helpers/routes'

test.group('Contacts | account deletion', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('deleting the account deletes its contacts, trashed ones included, and only those', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    await ContactFactory.merge({ userId: user.id, societeId: societe.id }).createMany(2)
    await ContactFactory.merge({ userId: user.id }).apply('trashed').create()
    const other = await ContactFactory.with('user').create()

    const response = await as(client.delete(route('profile.destroy')), user)
      .form({ password: 'motdepasse' })
      .withCsrfToken()
      .redirects(0)

    response.assertHeader('location', route('home'))
    assert.lengthOf(await Contact.query().where('userId', user.id), 0)
    assert.isNull(await Societe.find(societe.id))
    assert.isNotNull(await Contact.find(other.id))
  })
})
