import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Offre from '#models/offre'
import Societe from '#models/societe'
import { offreOf, proAndSociete } from './helpers.js'

test.group('Offres | account deletion', () => {
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
