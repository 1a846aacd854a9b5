import { test } from '@japa/runner'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { phoneKey } from '#services/data_tools/doublons'
import { postJsonAs } from '#tests/helpers/as_user'
import { contactAt, ownContact, ownSociete } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete } from '#tests/helpers/owned_records'

/*
| The duplicate warning of the contact and société forms: the caller's own
| live records with the same e-mail, phone, folded name at the same société,
| SIRET or folded raison sociale. Never another owner's.
*/
type Found = { doublons: { id: number; label: string; reasons: string[] }[] }

/** Each likely duplicate found, as [id, reasons]. */
const reasonsOf = (found: Found['doublons']) => found.map((one) => [one.id, one.reasons])
const idsOf = (found: Found['doublons']) => found.map((one) => one.id)

async function probe(client: any, user: User, kind: 'contacts' | 'societes', body: object) {
  const response = await postJsonAs(client, user, route(`api.user.doublons.${kind}`), body)
  response.assertStatus(200)
  return (response.body() as Found).doublons
}

test.group('Duplicates | the forms’ warning', () => {
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
    const {
      user,
      societe,
      contact: helene,
    } = await contactAt(
      { nom: 'Numéria' },
      {
        prenom: 'Hélène',
        nom: 'Lefèvre',
        email: 'Helene.Lefevre@numeria.fr',
        telephone: '04 78 42 17 30',
        mobile: null,
      }
    )
    const other = await aSociete(user, { nom: 'Autre' })
    await aContact(user, {
      prenom: 'Hélène',
      nom: 'Lefèvre',
      societeId: other.id,
      email: null,
      telephone: null,
      mobile: null,
    })
    const stranger = await UserFactory.create()
    await aContact(stranger, { email: 'helene.lefevre@numeria.fr' })
    await aContact(user, { email: 'helene.lefevre@numeria.fr' }, 'trashed')

    const byEmail = await probe(client, user, 'contacts', { email: ' helene.lefevre@NUMERIA.fr ' })
    assert.deepEqual(reasonsOf(byEmail), [[helene.id, ['même e-mail']]])
    const byPhone = await probe(client, user, 'contacts', { mobile: '+33 4.78.42.17.30' })
    assert.deepEqual(idsOf(byPhone), [helene.id])
    const byName = await probe(client, user, 'contacts', {
      prenom: 'HELENE',
      nom: 'lefevre',
      societeId: societe.id,
    })
    assert.deepEqual(reasonsOf(byName), [[helene.id, ['même nom, même société']]])
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
    const { user, societe: hotel } = await ownSociete({
      nom: 'Hôtel du Cœur',
      siret: '73282932000074',
    })
    const stranger = await UserFactory.create()
    await aSociete(stranger, { nom: 'Hotel du coeur' })

    const byName = await probe(client, user, 'societes', { nom: 'HOTEL DU COEUR' })
    assert.deepEqual(reasonsOf(byName), [[hotel.id, ['même raison sociale']]])
    const bySiret = await probe(client, user, 'societes', { siret: '732 829 320 00074' })
    assert.deepEqual(idsOf(bySiret), [hotel.id])
  })

  test('refusals: lecteur 403, hostile input is only text', async ({ client, assert }) => {
    const lecteur = await UserFactory.apply('lecteur').create()
    const refused = await postJsonAs(client, lecteur, route('api.user.doublons.contacts'), {
      nom: 'x',
    })
    refused.assertStatus(403)

    const { user } = await ownContact({ email: 'a@b.fr' })
    for (const email of ["' or 1=1 --", '%', '*', '<script>']) {
      assert.deepEqual(await probe(client, user, 'contacts', { email }), [])
    }
    const tooLong = await postJsonAs(client, user, route('api.user.doublons.contacts'), {
      nom: 'x'.repeat(81),
    })
    tooLong.assertStatus(422)
  })
})
