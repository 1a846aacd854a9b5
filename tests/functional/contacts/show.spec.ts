import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { as } from './helpers.js'
import { route } from '#tests/helpers/routes'

test.group('Contacts | show', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('renders contacts/show with the details, the company, the notes and the rights', async ({
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
      mobile: '06 12 34 56 78',
      fonction: 'Directrice des ressources humaines',
      ville: 'Lyon',
      statut: 'client',
      notes: '<p>Interlocutrice pour les <strong>stages</strong>.</p>',
    }).create()

    const response = await as(
      client.get(route('contacts.show', { id: contact.id })),
      user
    ).withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('contacts/show')
    response.assertInertiaPropsContains({
      contact: {
        id: contact.id,
        civilite: 'Mme',
        prenom: 'Camille',
        nom: 'Roussel',
        nomComplet: 'Camille Roussel',
        email: 'camille.roussel@numeria.fr',
        telephone: '04 78 42 17 30',
        mobile: '06 12 34 56 78',
        fonction: 'Directrice des ressources humaines',
        ville: 'Lyon',
        statut: 'client',
        societeId: societe.id,
        societe: { id: societe.id, nom: 'Numéria Conseil' },
        notes: '<p>Interlocutrice pour les <strong>stages</strong>.</p>',
        deletedAt: null,
      },
      offres: [],
      can: { update: true, delete: true, restore: true },
    })
    assert.notProperty(response.inertiaProps.contact, 'userId')
  })

  test('a company moved to the trash still shows on its contacts', async ({ client }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id, nom: 'Ancienne' })
      .apply('trashed')
      .create()
    const contact = await ContactFactory.merge({ userId: user.id, societeId: societe.id }).create()
    const response = await as(
      client.get(route('contacts.show', { id: contact.id })),
      user
    ).withInertia()
    response.assertInertiaPropsContains({
      contact: { societe: { id: societe.id, nom: 'Ancienne' } },
    })
  })

  test('“corbeille” is no contact id: a 404', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await as(
      client.get(route('contacts.show', { id: 'corbeille' })),
      user
    ).withInertia()
    response.assertStatus(404)
  })
})
