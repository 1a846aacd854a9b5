import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { VALID_FORM, as, day, offreOf, proWithSociete, reload } from './helpers.js'

test.group('Offres | edit and update', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('the edit page renders offres/edit with every field, the choices and the rights', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const contact = await ContactFactory.merge({
      userId: user.id,
      societeId: societe.id,
      prenom: 'Camille',
      nom: 'Roussel',
    }).create()
    const offre = await offreOf(user, societe, {
      contactId: contact.id,
      dateDebut: DateTime.fromISO('2030-05-20'),
      dateLimite: DateTime.fromISO('2030-05-01'),
    }).create()

    const response = await as(client.get(`/app/offres/${offre.id}/edit`), user).withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('offres/edit')
    response.assertInertiaPropsContains({
      offre: {
        id: offre.id,
        reference: offre.reference,
        titre: offre.titre,
        societeId: societe.id,
        contactId: contact.id,
        typeContrat: offre.typeContrat,
        teletravail: offre.teletravail,
        salaireMin: offre.salaireMin,
        salaireMax: offre.salaireMax,
        dateDebut: '2030-05-20',
        dateLimite: '2030-05-01',
        description: offre.description,
        profil: offre.profil,
        statut: 'brouillon',
        publishedAt: null,
        closedAt: null,
        deletedAt: null,
      },
      societes: [{ id: societe.id, nom: 'Numéria Conseil' }],
      contacts: [{ id: contact.id, nomComplet: 'Camille Roussel', societeId: societe.id }],
      typesContrat: ['CDI', 'CDD', 'Intérim', 'Stage', 'Alternance', 'Freelance'],
      teletravail: ['aucun', 'partiel', 'total'],
      can: {
        update: true,
        delete: true,
        restore: true,
        publish: true,
        close: false,
        duplicate: false,
      },
    })
    assert.notProperty(response.inertiaProps.offre, 'userId')
  })

  test('/app/offres/:id leads to the offer’s page', async ({ client }) => {
    const user = await UserFactory.create()
    const offre = await offreOf(user, await proWithSociete(user)).create()
    const response = await as(client.get(`/app/offres/${offre.id}`), user).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', `/app/offres/${offre.id}/edit`)
  })

  test('a valid form updates the offer and returns to its page', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const other = await SocieteFactory.merge({ userId: user.id, nom: 'Batiroc' }).create()
    const offre = await offreOf(user, societe).create()
    const response = await as(
      client.put(`/app/offres/${offre.id}`).form({
        ...VALID_FORM,
        societeId: other.id,
        typeContrat: 'Stage',
        dateLimite: day(25),
      }),
      user
    )
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', `/app/offres/${offre.id}/edit`)
    response.assertFlashMessage('success', 'Offre mise à jour.')
    const stored = await reload(offre)
    assert.equal(stored.titre, VALID_FORM.titre)
    assert.equal(stored.societeId, other.id)
    assert.equal(stored.typeContrat, 'Stage')
    assert.equal(stored.dateLimite?.toISODate(), day(25))
    assert.equal(stored.reference, offre.reference)
  })

  test('emptied fields are cleared', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const contact = await ContactFactory.merge({ userId: user.id, societeId: societe.id }).create()
    const offre = await offreOf(user, societe, { contactId: contact.id }).create()
    await as(client.put(`/app/offres/${offre.id}`), user)
      .json({
        ...VALID_FORM,
        societeId: societe.id,
        contactId: null,
        lieu: '',
        salaireMin: null,
        salaireMax: null,
        dateDebut: null,
        dateLimite: null,
        profil: '<p></p>',
      })
      .withInertia()
      .withCsrfToken()
      .redirects(0)
    const stored = await reload(offre)
    assert.isNull(stored.contactId)
    assert.isNull(stored.lieu)
    assert.isNull(stored.salaireMin)
    assert.isNull(stored.dateDebut)
    assert.isNull(stored.dateLimite)
    assert.isNull(stored.profil)
  })

  test('the rich texts are sanitised on update too', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const offre = await offreOf(user, societe).create()
    await as(client.put(`/app/offres/${offre.id}`), user)
      .form({
        titre: 'X',
        societeId: societe.id,
        description: '<p onclick="x()">ok <a href="javascript:alert(1)">lien</a></p>',
        profil: '<h1>Profil</h1><iframe src="https://evil.example"></iframe>',
      })
      .withCsrfToken()
      .redirects(0)
    const stored = await reload(offre)
    assert.equal(stored.description, '<p>ok <a rel="noopener noreferrer">lien</a></p>')
    assert.equal(stored.profil, '<h2>Profil</h2>')
  })
})
