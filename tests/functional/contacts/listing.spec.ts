import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { CAMILLE, camilleAtNumeria, ownContact, userWithSocietes } from './helpers.js'
import { visitAs } from '#tests/helpers/as_user'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'

/*
| What a contact's row shows and the list's company choices. Own rows only,
| pages, meta and the trash filter are the owned-record contract (tests/functional/records/).
*/
const LIST = route('contacts.index')

test.group('Contacts | list', () => {
  test('a row shows "prénom nom", the company and the list fields, never the notes', async ({
    client,
    assert,
  }) => {
    const { user, societe, contact } = await camilleAtNumeria()

    const response = await visitAs(client, user, LIST)

    const row = response.inertiaProps.contacts.data[0]
    assert.containsSubset(row, {
      id: contact.id,
      civilite: 'Mme',
      nomComplet: 'Camille Roussel',
      email: CAMILLE.email,
      telephone: '04 78 42 17 30',
      ville: 'Lyon',
      statut: 'client',
      societe: { id: societe.id, nom: 'Numéria Conseil' },
      deletedAt: null,
    })
    assert.deepEqual(row.societe, { id: societe.id, nom: 'Numéria Conseil' })
    assert.match(row.createdAt, /^\d{4}-\d{2}-\d{2}T/)
    assert.notProperty(row, 'notes')
    assert.notProperty(row, 'userId')
  })

  test('without a company or a first name, a row still reads well', async ({ client, assert }) => {
    const { user } = await ownContact({ prenom: null, nom: 'Lemoine' })
    const response = await visitAs(client, user, LIST)
    const row = response.inertiaProps.contacts.data[0]
    assert.equal(row.nomComplet, 'Lemoine')
    assert.isNull(row.societe)
  })

  test('the company choices are the caller’s live companies, by name', async ({
    client,
    assert,
  }) => {
    const { user, societes } = await userWithSocietes('Batiroc', 'Atelier Lemoine')
    const [b, a] = societes
    await aSociete(user, { nom: 'Ancienne' }, 'trashed')
    await SocieteFactory.merge({ nom: 'Autre' }).with('user').create()

    const response = await visitAs(client, user, LIST)
    assert.deepEqual(response.inertiaProps.societes, [
      { id: a.id, nom: 'Atelier Lemoine' },
      { id: b.id, nom: 'Batiroc' },
    ])
    response.assertInertiaPropsContains({ statuts: ['prospect', 'client', 'partenaire', 'ancien'] })

    const none = await visitAs(client, await UserFactory.create(), LIST)
    none.assertInertiaPropsContains({ societes: [] })
  })
})
