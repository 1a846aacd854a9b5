import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { phoneKey } from '#services/data_tools/duplicates'
import { as } from '../societes/helpers.js'
import { route } from '#tests/helpers/routes'

/*
| The duplicate warning of the contact and société forms: the caller's own
| live records with the same e-mail, phone, folded name at the same société,
| SIRET or folded raison sociale. Never another owner's.
*/
type Found = { doublons: { id: number; label: string; reasons: string[] }[] }

async function probe(client: any, user: User, kind: 'contacts' | 'societes', body: object) {
  const response = await as(client.post(route(`api.user.doublons.${kind}`)).json(body), user)
    .withCsrfToken()
    .header('accept', 'application/json')
  response.assertStatus(200)
  return (response.body() as Found).doublons
}

test.group('Duplicates | the forms’ warning', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('phone numbers compare without spaces, dots or +33', ({ assert }) => {
    assert.equal(phoneKey('+33 6 12-34.56.78'), '0612345678')
    assert.equal(phoneKey('06 12 34 56 78'), '0612345678')
    assert.isNull(phoneKey('12 34'))
    assert.isNull(phoneKey(null))
  })

  test('a contact: same e-mail, same phone, same folded name at the same société', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id, nom: 'Numéria' }).create()
    const other = await SocieteFactory.merge({ userId: user.id, nom: 'Autre' }).create()
    const helene = await ContactFactory.merge({
      userId: user.id,
      prenom: 'Hélène',
      nom: 'Lefèvre',
      email: 'Helene.Lefevre@numeria.fr',
      telephone: '04 78 42 17 30',
      mobile: null,
      societeId: societe.id,
    }).create()
    await ContactFactory.merge({
      userId: user.id,
      prenom: 'Hélène',
      nom: 'Lefèvre',
      societeId: other.id,
      email: null,
      telephone: null,
      mobile: null,
    }).create()
    const stranger = await UserFactory.create()
    await ContactFactory.merge({ userId: stranger.id, email: 'helene.lefevre@numeria.fr' }).create()
    await ContactFactory.merge({ userId: user.id, email: 'helene.lefevre@numeria.fr' })
      .apply('trashed')
      .create()

    const byEmail = await probe(client, user, 'contacts', { email: ' helene.lefevre@NUMERIA.fr ' })
    assert.deepEqual(
      byEmail.map((found) => [found.id, found.reasons]),
      [[helene.id, ['même e-mail']]]
    )
    const byPhone = await probe(client, user, 'contacts', { mobile: '+33 4.78.42.17.30' })
    assert.deepEqual(
      byPhone.map((found) => found.id),
      [helene.id]
    )
    const byName = await probe(client, user, 'contacts', {
      prenom: 'HELENE',
      nom: 'lefevre',
      societeId: societe.id,
    })
    assert.deepEqual(
      byName.map((found) => [found.id, found.reasons]),
      [[helene.id, ['même nom, même société']]]
    )
    /* Editing Hélène herself: she is not her own duplicate. */
    assert.deepEqual(
      await probe(client, user, 'contacts', {
        email: 'helene.lefevre@numeria.fr',
        except: helene.id,
      }),
      []
    )
    assert.deepEqual(await probe(client, user, 'contacts', { nom: 'Inconnu' }), [])
  })

  test('a société: same SIRET or the same folded raison sociale', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const hotel = await SocieteFactory.merge({
      userId: user.id,
      nom: 'Hôtel du Cœur',
      siret: '73282932000074',
    }).create()
    const stranger = await UserFactory.create()
    await SocieteFactory.merge({ userId: stranger.id, nom: 'Hotel du coeur' }).create()

    const byName = await probe(client, user, 'societes', { nom: 'HOTEL DU COEUR' })
    assert.deepEqual(
      byName.map((found) => [found.id, found.reasons]),
      [[hotel.id, ['même raison sociale']]]
    )
    const bySiret = await probe(client, user, 'societes', { siret: '732 829 320 00074' })
    assert.deepEqual(
      bySiret.map((found) => found.id),
      [hotel.id]
    )
  })

  test('refusals: lecteur 403, hostile input is only text', async ({ client, assert }) => {
    const lecteur = await UserFactory.apply('lecteur').create()
    const refused = await as(
      client.post(route('api.user.doublons.contacts')).json({ nom: 'x' }),
      lecteur
    )
      .withCsrfToken()
      .header('accept', 'application/json')
    refused.assertStatus(403)

    const user = await UserFactory.create()
    await ContactFactory.merge({ userId: user.id, email: 'a@b.fr' }).create()
    for (const email of ["' or 1=1 --", '%', '*', '<script>']) {
      assert.deepEqual(await probe(client, user, 'contacts', { email }), [])
    }
    const tooLong = await as(
      client.post(route('api.user.doublons.contacts')).json({ nom: 'x'.repeat(81) }),
      user
    )
      .withCsrfToken()
      .header('accept', 'application/json')
    tooLong.assertStatus(422)
  })
})
