import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { as } from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| What a contact's row shows and the list's company choices. Own rows only,
| pages, meta and the trash filter are the owned-record contract (tests/functional/records/).
*/
const LIST = route('contacts.index')

test.group('Contacts | list', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('a row shows "prénom nom", the company and the list fields, never the notes', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id, nom: 'Numéria Conseil' }).create()
    const contact = await ContactFactory.merge({
      userId: user.id,
      societeId: societe.id,
      civilite: 'Mme',
      prenom: 'Camille',
      nom: 'Roussel',
      email: 'camille.roussel@numeria.fr',
      telephone: '04 78 42 17 30',
      ville: 'Lyon',
      statut: 'client',
    }).create()

    const response = await as(client.get(LIST), user).withInertia()

    const row = response.inertiaProps.contacts.data[0]
    assert.containsSubset(row, {
      id: contact.id,
      civilite: 'Mme',
      nomComplet: 'Camille Roussel',
      email: 'camille.roussel@numeria.fr',
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
    const user = await UserFactory.create()
    await ContactFactory.merge({ userId: user.id, prenom: null, nom: 'Lemoine' }).create()
    const response = await as(client.get(LIST), user).withInertia()
    const row = response.inertiaProps.contacts.data[0]
    assert.equal(row.nomComplet, 'Lemoine')
    assert.isNull(row.societe)
  })

  test('the company choices are the caller’s live companies, by name', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const [b, a] = await SocieteFactory.merge([
      { userId: user.id, nom: 'Batiroc' },
      { userId: user.id, nom: 'Atelier Lemoine' },
    ]).createMany(2)
    await SocieteFactory.merge({ userId: user.id, nom: 'Ancienne' }).apply('trashed').create()
    await SocieteFactory.merge({ nom: 'Autre' }).with('user').create()

    const response = await as(client.get(LIST), user).withInertia()
    assert.deepEqual(response.inertiaProps.societes, [
      { id: a.id, nom: 'Atelier Lemoine' },
      { id: b.id, nom: 'Batiroc' },
    ])
    response.assertInertiaPropsContains({ statuts: ['prospect', 'client', 'partenaire', 'ancien'] })

    const none = await as(client.get(LIST), await UserFactory.create()).withInertia()
    none.assertInertiaPropsContains({ societes: [] })
  })
})
