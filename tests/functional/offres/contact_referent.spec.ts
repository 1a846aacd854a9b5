import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Offre from '#models/offre'
import { offreOf, proAndSociete, submit, visit } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact } from '#tests/helpers/owned_records'
import { ownContact } from '../contacts/helpers.js'

/* docs/product.md §4 contacts/show: "offres where the contact is référent". */
test.group('Offres | on the référent’s contact page', () => {
  test('lists the live offers the contact is référent of, newest first', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    const contact = await aContact(user, { societeId: societe.id })
    const colleague = await aContact(user, { societeId: societe.id })
    const older = await offreOf(user, societe, {
      contactId: contact.id,
      titre: 'Comptable',
      createdAt: DateTime.now().minus({ days: 9 }),
    })
      .apply('cloturee')
      .create()
    const newer = await offreOf(user, societe, {
      contactId: contact.id,
      titre: 'Développeur web',
    })
      .apply('publiee')
      .create()
    await offreOf(user, societe, { contactId: contact.id, titre: 'À la corbeille' })
      .apply('trashed')
      .create()
    await offreOf(user, societe, { contactId: colleague.id, titre: 'Autre référent' }).create()
    await offreOf(user, societe, { contactId: null, titre: 'Sans référent' }).create()

    const response = await visit(client, user, route('contacts.show', { id: contact.id }))

    response.assertStatus(200)
    assert.deepEqual(response.inertiaProps.offres, [
      {
        id: newer.id,
        reference: newer.reference,
        titre: 'Développeur web',
        statut: 'publiee',
        societe: { id: societe.id, nom: 'Numéria Conseil' },
      },
      {
        id: older.id,
        reference: older.reference,
        titre: 'Comptable',
        statut: 'cloturee',
        societe: { id: societe.id, nom: 'Numéria Conseil' },
      },
    ])
  })

  test('a contact référent of nothing shows an empty list', async ({ client }) => {
    const { user, contact } = await ownContact()
    const response = await visit(client, user, route('contacts.show', { id: contact.id }))
    response.assertInertiaPropsContains({ offres: [] })
  })

  test('deleting the contact for good leaves its offers without référent', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    const contact = await aContact(user, { societeId: societe.id }, 'trashed')
    const offre = await offreOf(user, societe, { contactId: contact.id }).create()

    await submit(client, user, 'DELETE', route('contacts.empty_trash'))

    const stored = await Offre.findOrFail(offre.id)
    assert.isNull(stored.contactId)
  })
})
