import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Offre from '#models/offre'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import {
  VALID_FORM,
  as,
  day,
  offreOf,
  proAndSociete,
  proWithContact,
  offreWithReferent,
  referenceOf,
  reload,
  sendOffre,
  submit,
  visit,
} from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete } from '#tests/helpers/owned_records'

/*
| What only offers do on create and update: the form's choices, the
| reference, the company and référent, the salary range. The rest (valid and
| invalid forms, French messages, blanks, sanitising, rights) is the
| owned-record contract (tests/functional/records/).
*/
test.group('Offres | create and update', () => {
  test('the create page renders offres/create with the choices of the form', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    await aSociete(user, {}, 'trashed')
    await SocieteFactory.with('user').create()
    const contact = await aContact(user, {
      societeId: societe.id,
      prenom: 'Camille',
      nom: 'Roussel',
    })
    await aContact(user, {}, 'trashed')
    await ContactFactory.with('user').create()

    /* The référents of the société chosen in the form (referent_choices.spec.ts). */
    const response = await visit(client, user, route('offres.create', {}, { societe: societe.id }))

    response.assertStatus(200)
    response.assertInertiaComponent('offres/create')
    assert.deepEqual(response.inertiaProps.societes, [{ id: societe.id, nom: 'Numéria Conseil' }])
    assert.deepEqual(response.inertiaProps.contacts, [
      { id: contact.id, nomComplet: 'Camille Roussel', societeId: societe.id },
    ])
    response.assertInertiaPropsContains({
      can: { create: true },
      typesContrat: ['CDI', 'CDD', 'Intérim', 'Stage', 'Alternance', 'Freelance'],
      teletravail: ['aucun', 'partiel', 'total'],
    })
  })

  test('a new offer is a draft with its reference, its company and its référent', async ({
    client,
    assert,
  }) => {
    const { user, societe, contact } = await proWithContact()
    await sendOffre(client, user, {
      societeId: societe.id,
      contactId: contact.id,
    })

    const offre = await Offre.findByOrFail('userId', user.id)
    assert.equal(offre.reference, referenceOf(1))
    assert.equal(offre.statut, 'brouillon')
    assert.equal(offre.titre, VALID_FORM.titre)
    assert.equal(offre.societeId, societe.id)
    assert.equal(offre.contactId, contact.id)
  })

  test('a JSON post with a salary range upside down gets a 422 with the field error', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    const response = await as(client.post(route('offres.store')), user)
      .json({ ...VALID_FORM, societeId: societe.id, salaireMin: 50000, salaireMax: 40000 })
      .header('accept', 'application/json')
      .withCsrfToken()
    response.assertStatus(422)
    assert.containsSubset(response.body().errors, [
      {
        field: 'salaireMax',
        message: 'Le salaire maximum doit être supérieur ou égal au salaire minimum.',
      },
    ])
    assert.isNull(await Offre.findBy('userId', user.id))
  })

  test('the edit page renders offres/edit with every field, the choices and the rights', async ({
    client,
    assert,
  }) => {
    const { user, societe, contact, offre } = await offreWithReferent({
      dateDebut: DateTime.fromISO('2030-05-20'),
      dateLimite: DateTime.fromISO('2030-05-01'),
    })

    const response = await visit(client, user, route('offres.edit', { id: offre.id }))

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

  test('an update may change the company, the contract and the deadline, never the reference', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    const other = await aSociete(user, { nom: 'Batiroc' })
    const offre = await offreOf(user, societe).create()
    const response = await sendOffre(
      client,
      user,
      {
        societeId: other.id,
        typeContrat: 'Stage',
        dateLimite: day(25),
      },
      offre.id
    )
    response.assertFlashMessage('success', 'Offre mise à jour.')
    const stored = await reload(offre)
    assert.equal(stored.societeId, other.id)
    assert.equal(stored.typeContrat, 'Stage')
    assert.equal(stored.dateLimite?.toISODate(), day(25))
    assert.equal(stored.reference, offre.reference)
  })

  test('delete keeps the statut, whatever it is; a trashed offer cannot be published', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    for (const state of ['publiee', 'cloturee'] as const) {
      const offre = await offreOf(user, societe).apply(state).create()
      const response = await submit(
        client,
        user,
        'DELETE',
        route('offres.destroy', { id: offre.id })
      )
      response.assertFlashMessage('success', 'Offre supprimée.')
      const stored = await reload(offre)
      assert.isNotNull(stored.deletedAt)
      assert.equal(stored.statut, state)
    }

    const trashed = await offreOf(user, societe).apply('trashed').create()
    const page = await visit(client, user, route('offres.edit', { id: trashed.id }))
    page.assertInertiaPropsContains({ can: { restore: true, publish: false } })
  })
})
