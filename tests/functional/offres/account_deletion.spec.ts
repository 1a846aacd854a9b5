import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Offre from '#models/offre'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import { offreOf, proAndSociete, proWithSociete, submit } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact } from '#tests/helpers/owned_records'

test.group('Offres | account deletion', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('deleting the account deletes its offers, trashed ones included, and only those', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    const contact = await aContact(user, { societeId: societe.id })
    await offreOf(user, societe, { contactId: contact.id }).apply('publiee').createMany(2)
    await offreOf(user, societe).apply('trashed').create()
    const other = await UserFactory.create()
    const kept = await offreOf(other, await proWithSociete(other)).create()

    const response = await submit(client, user, 'DELETE', route('profile.destroy'), {
      password: 'motdepasse',
    })

    response.assertHeader('location', route('home'))
    assert.lengthOf(await Offre.query().where('userId', user.id), 0)
    assert.lengthOf(await Societe.query().where('userId', user.id), 0)
    assert.isNotNull(await Offre.find(kept.id))
  })

  test('a company with offers cannot be deleted for good: its offers are never lost', async ({
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    const offre = await offreOf(user, societe).create()
    await assert.rejects(() => db.from('societes').where('id', societe.id).delete())
    assert.isNotNull(await Offre.find(offre.id))
  })

  test('deleting a user row cascades to its companies and offers at once', async ({ assert }) => {
    const { user, societe } = await proAndSociete()
    await offreOf(user, societe).create()
    await db.from('users').where('id', user.id).delete()
    assert.lengthOf(await Offre.query().where('userId', user.id), 0)
    assert.lengthOf(await Societe.query().where('userId', user.id), 0)
  })
})
