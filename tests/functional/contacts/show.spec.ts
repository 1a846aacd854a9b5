import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { CAMILLE, camilleAtNumeria, ownSociete } from './helpers.js'
import { visitAs } from '#tests/helpers/as_user'
import { route } from '#tests/helpers/routes'
import { aContact } from '#tests/helpers/owned_records'

test.group('Contacts | show', () => {
  test('renders contacts/show with the details, the company, the notes and the rights', async ({
    client,
    assert,
  }) => {
    const { user, societe, contact } = await camilleAtNumeria()

    const response = await visitAs(client, user, route('contacts.show', { id: contact.id }))

    response.assertStatus(200)
    response.assertInertiaComponent('contacts/show')
    response.assertInertiaPropsContains({
      contact: {
        id: contact.id,
        ...CAMILLE,
        nomComplet: 'Camille Roussel',
        societeId: societe.id,
        societe: { id: societe.id, nom: 'Numéria Conseil' },
        deletedAt: null,
      },
      offres: [],
      can: { update: true, delete: true, restore: true },
    })
    assert.notProperty(response.inertiaProps.contact, 'userId')
  })

  test('a company moved to the trash still shows on its contacts', async ({ client }) => {
    const { user, societe } = await ownSociete({ nom: 'Ancienne' }, 'trashed')
    const contact = await aContact(user, { societeId: societe.id })
    const response = await visitAs(client, user, route('contacts.show', { id: contact.id }))
    response.assertInertiaPropsContains({
      contact: { societe: { id: societe.id, nom: 'Ancienne' } },
    })
  })

  test('“corbeille” is no contact id: a 404', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await visitAs(client, user, route('contacts.show', { id: 'corbeille' }))
    response.assertStatus(404)
  })
})
