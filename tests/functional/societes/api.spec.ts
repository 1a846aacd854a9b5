import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { as } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'

test.group('Sociétés | GET /api/user/societes', () => {
  test('answers exactly the caller’s live companies, by name', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const [b, a] = await SocieteFactory.merge([
      { userId: user.id, nom: 'Batiroc', ville: 'Nantes', siret: '73282932000074' },
      { userId: user.id, nom: 'Atelier Lemoine', ville: 'Toulouse', siret: null },
      { userId: user.id, nom: 'Ancienne', deletedAt: DateTime.now() },
    ]).createMany(3)
    const other = await UserFactory.create()
    await aSociete(other, { nom: 'Autre' })

    const response = await as(client.get(route('api.user.societes')), user).header(
      'accept',
      'application/json'
    )

    response.assertStatus(200)
    assert.deepEqual(response.body(), [
      { id: a.id, nom: 'Atelier Lemoine', ville: 'Toulouse', siret: null },
      { id: b.id, nom: 'Batiroc', ville: 'Nantes', siret: '73282932000074' },
    ])
  })

  test('a guest gets 401 JSON', async ({ client, assert }) => {
    const response = await client
      .get(route('api.user.societes'))
      .header('accept', 'application/json')
    response.assertStatus(401)
    assert.deepEqual(response.body(), { message: 'Authentification requise.' })
  })

  test('an unverified user gets 403 JSON', async ({ client, assert }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await as(client.get(route('api.user.societes')), user).header(
      'accept',
      'application/json'
    )
    response.assertStatus(403)
    assert.deepEqual(response.body(), { message: 'Adresse e-mail non vérifiée.' })
  })
})
