import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Offre from '#models/offre'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { as, offreOf, proWithSociete } from './helpers.js'
import { route } from '#tests/helpers/routes'

test.group('Offres | account deletion', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('deleting the account deletes its offers, trashed ones included, and only those', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const contact = await ContactFactory.merge({ userId: user.id, societeId: societe.id }).create()
    await offreOf(user, societe, { contactId: contact.id }).apply('publiee').createMany(2)
    await offreOf(user, societe).apply('trashed').create()
    const other = await UserFactory.create()
    const kept = await offreOf(other, await proWithSociete(other)).create()

    const response = await as(client.delete(route('profile.destroy')), user)
      .form({ password: 'motdepasse' })
      .withCsrfToken()
      .redirects(0)

    response.assertHeader('location', route('home'))
    assert.lengthOf(await Offre.query().where('userId', user.id), 0)
    assert.lengthOf(await Societe.query().where('userId', user.id), 0)
    assert.isNotNull(await Offre.find(kept.id))
  })

  test('a company with offers cannot be deleted for good: its offers are never lost', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const offre = await offreOf(user, societe).create()
    await assert.rejects(() => db.from('societes').where('id', societe.id).delete())
    assert.isNotNull(await Offre.find(offre.id))
  })

  test('deleting a user row cascades to its companies and offers at once', async ({ assert }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    await offreOf(user, societe).create()
    await db.from('users').where('id', user.id).delete()
    assert.lengthOf(await Offre.query().where('userId', user.id), 0)
    assert.lengthOf(await Societe.query().where('userId', user.id), 0)
  })
})
