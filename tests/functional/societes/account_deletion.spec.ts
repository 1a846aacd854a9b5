import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { submit } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'

test.group('Sociétés | account deletion', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('deleting the account deletes its companies, trashed ones included, and only those', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await SocieteFactory.merge({ userId: user.id }).createMany(2)
    await aSociete(user, {}, 'trashed')
    const other = await SocieteFactory.with('user').create()

    const response = await submit(client, user, 'DELETE', route('profile.destroy'), {
      password: 'motdepasse',
    })

    response.assertHeader('location', route('home'))
    assert.lengthOf(await Societe.query().where('userId', user.id), 0)
    assert.isNotNull(await Societe.find(other.id))
  })
})
