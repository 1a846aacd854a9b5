import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Offre from '#models/offre'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { as, offreOf, proWithSociete } from './helpers.js'
import { route } from '#tests/helpers/routes'

/* docs/product.md §4 contacts/show: "offres where the contact is référent". */
test.group('Offres | on the référent’s contact page', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('lists the live offers the contact is référent of, newest first', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const contact = await ContactFactory.merge({ userId: user.id, societeId: societe.id }).create()
    const colleague = await ContactFactory.merge({
      userId: user.id,
      societeId: societe.id,
    }).create()
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

    const response = await as(
      client.get(route('contacts.show', { id: contact.id })),
      user
    ).withInertia()

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
    const user = await UserFactory.create()
    const contact = await ContactFactory.merge({ userId: user.id }).create()
    const response = await as(
      client.get(route('contacts.show', { id: contact.id })),
      user
    ).withInertia()
    response.assertInertiaPropsContains({ offres: [] })
  })

  test('deleting the contact for good leaves its offers without référent', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    const contact = await ContactFactory.merge({ userId: user.id, societeId: societe.id })
      .apply('trashed')
      .create()
    const offre = await OffreFactory.merge({
      userId: user.id,
      societeId: societe.id,
      contactId: contact.id,
    }).create()

    await as(client.delete(route('contacts.empty_trash')), user)
      .withCsrfToken()
      .redirects(0)

    const stored = await Offre.findOrFail(offre.id)
    assert.isNull(stored.contactId)
  })
})
