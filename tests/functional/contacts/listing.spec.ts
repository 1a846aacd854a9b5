import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { as, contactsOf, namesIn } from './helpers.js'

test.group('Contacts | list', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('shows only the caller’s contacts, 25 a page, with the meta', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await contactsOf(user, 30)
    await contactsOf(await UserFactory.create(), 3, 'Autre')

    const response = await as(client.get('/app/contacts'), user).withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('contacts/index')
    response.assertInertiaPropsContains({
      contacts: { meta: { total: 30, perPage: 25, currentPage: 1, lastPage: 2 } },
      filters: {
        search: null,
        statut: null,
        societe: null,
        sort: null,
        order: null,
        corbeille: null,
      },
      statuts: ['prospect', 'client', 'partenaire', 'ancien'],
      can: { create: true },
    })
    const names = namesIn(response)
    assert.lengthOf(names, 25)
    assert.equal(names[0], 'Contact 01')
    assert.isTrue(names.every((name) => name.startsWith('Contact')))
  })

  test('?page=2 gives the rest', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await contactsOf(user, 30)
    const response = await as(client.get('/app/contacts?page=2'), user).withInertia()
    assert.deepEqual(namesIn(response), [
      'Contact 26',
      'Contact 27',
      'Contact 28',
      'Contact 29',
      'Contact 30',
    ])
    response.assertInertiaPropsContains({ contacts: { meta: { currentPage: 2, lastPage: 2 } } })
  })

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

    const response = await as(client.get('/app/contacts'), user).withInertia()

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
    const response = await as(client.get('/app/contacts'), user).withInertia()
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

    const response = await as(client.get('/app/contacts'), user).withInertia()
    assert.deepEqual(response.inertiaProps.societes, [
      { id: a.id, nom: 'Atelier Lemoine' },
      { id: b.id, nom: 'Batiroc' },
    ])
  })

  test('an empty list still answers with its meta', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await as(client.get('/app/contacts'), user).withInertia()
    response.assertInertiaPropsContains({
      contacts: { data: [], meta: { total: 0, perPage: 25, currentPage: 1, lastPage: 1 } },
      societes: [],
    })
  })
})
