import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Offre from '#models/offre'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { VALID_FORM, as, day, fieldErrors, proWithSociete, referenceOf } from './helpers.js'

test.group('Offres | create', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('the create page renders offres/create with the choices of the form', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    await SocieteFactory.merge({ userId: user.id }).apply('trashed').create()
    await SocieteFactory.with('user').create()
    const contact = await ContactFactory.merge({
      userId: user.id,
      societeId: societe.id,
      prenom: 'Camille',
      nom: 'Roussel',
    }).create()
    await ContactFactory.merge({ userId: user.id }).apply('trashed').create()
    await ContactFactory.with('user').create()

    /* The référents of the société chosen in the form (referent_choices.spec.ts). */
    const response = await as(
      client.get(`/app/offres/create?societe=${societe.id}`),
      user
    ).withInertia()

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

  test('a valid form creates a draft with its reference and opens its page', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const contact = await ContactFactory.merge({ userId: user.id, societeId: societe.id }).create()
    const response = await as(
      client
        .post('/app/offres')
        .form({ ...VALID_FORM, societeId: societe.id, contactId: contact.id }),
      user
    )
      .withCsrfToken()
      .redirects(0)

    const offre = await Offre.findByOrFail('userId', user.id)
    response.assertStatus(302)
    response.assertHeader('location', `/app/offres/${offre.id}/edit`)
    response.assertFlashMessage('success', 'Offre créée.')
    assert.equal(offre.reference, referenceOf(1))
    assert.equal(offre.statut, 'brouillon')
    assert.isNull(offre.publishedAt)
    assert.equal(offre.titre, VALID_FORM.titre)
    assert.equal(offre.societeId, societe.id)
    assert.equal(offre.contactId, contact.id)
    assert.equal(offre.typeContrat, 'CDI')
    assert.equal(offre.teletravail, 'partiel')
    assert.strictEqual(offre.salaireMin, 42000)
    assert.strictEqual(offre.salaireMax, 50000)
    assert.equal(offre.dateDebut?.toISODate(), day(30))
    assert.equal(offre.dateLimite?.toISODate(), day(14))
    assert.equal(offre.description, VALID_FORM.description)
  })

  test('only the title, the company and the description are required', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const response = await as(client.post('/app/offres'), user)
      .json({
        titre: 'Comptable',
        societeId: societe.id,
        description: '<p>Tenue de la comptabilité.</p>',
        contactId: null,
        typeContrat: null,
        lieu: '',
        salaireMin: null,
        dateDebut: null,
        profil: '<p></p>',
      })
      .withInertia()
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const offre = await Offre.findByOrFail('userId', user.id)
    assert.equal(offre.teletravail, 'aucun')
    assert.isNull(offre.contactId)
    assert.isNull(offre.typeContrat)
    assert.isNull(offre.lieu)
    assert.isNull(offre.salaireMin)
    assert.isNull(offre.dateDebut)
    assert.isNull(offre.profil)
  })

  test('refused when {0}: French error on {1}, nothing written')
    .with([
      [
        'the title is missing',
        'titre',
        { titre: '' },
        'Le champ intitulé du poste est obligatoire.',
      ],
      [
        'the title is too long',
        'titre',
        { titre: 'x'.repeat(151) },
        'Le champ intitulé du poste ne doit pas dépasser 150 caractères.',
      ],
      [
        'the company is missing',
        'societeId',
        { societeId: '' },
        'Le champ société est obligatoire.',
      ],
      [
        'the description is missing',
        'description',
        { description: '' },
        'Le champ description du poste est obligatoire.',
      ],
      [
        'the description is an empty editor',
        'description',
        { description: '<p> </p><p><br></p>' },
        'Le champ description du poste est obligatoire.',
      ],
      [
        'the description is only a script',
        'description',
        { description: '<script>alert(1)</script>' },
        'Le champ description du poste est obligatoire.',
      ],
      [
        'the contract type is unknown',
        'typeContrat',
        { typeContrat: 'CDII' },
        "La valeur choisie pour type de contrat n'est pas valide.",
      ],
      [
        'the remote work mode is unknown',
        'teletravail',
        { teletravail: 'souvent' },
        "La valeur choisie pour télétravail n'est pas valide.",
      ],
      [
        'the salary is not a number',
        'salaireMin',
        { salaireMin: 'beaucoup' },
        'Le champ salaire minimum doit être un nombre.',
      ],
      [
        'the salary has decimals',
        'salaireMin',
        { salaireMin: '42000.5' },
        'Le champ salaire minimum doit être un nombre entier.',
      ],
      [
        'the salary is negative',
        'salaireMax',
        { salaireMin: '', salaireMax: '-1' },
        'Le champ salaire maximum doit être positif.',
      ],
      [
        'the salary is zero',
        'salaireMin',
        { salaireMin: '0' },
        'Le champ salaire minimum doit être positif.',
      ],
      [
        'the start date is not a date',
        'dateDebut',
        { dateDebut: '31/12/2030' },
        'Le champ date de début doit être une date valide.',
      ],
      [
        'the deadline does not exist',
        'dateLimite',
        { dateLimite: '2030-02-30' },
        'Le champ date limite de candidature doit être une date valide.',
      ],
    ] as const)
    .run(async ({ client, assert }, [, field, change, message]) => {
      const user = await UserFactory.create()
      const societe = await proWithSociete(user)
      const response = await as(
        client.post('/app/offres').form({ ...VALID_FORM, societeId: societe.id, ...change }),
        user
      )
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(302)
      assert.deepEqual(fieldErrors(response)[field], [message])
      assert.isNull(await Offre.findBy('userId', user.id))
    })

  test('an Inertia post with errors gets them back on the form page', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const refused = await as(client.post('/app/offres'), user)
      .json({ ...VALID_FORM, societeId: societe.id, titre: '' })
      .header('referer', '/app/offres/create')
      .withInertia()
      .withCsrfToken()
      .redirects(0)
    refused.assertStatus(302)
    refused.assertHeader('location', '/app/offres/create')

    const page = await as(client.get('/app/offres/create'), user)
      .withFlashMessages(refused.flashMessages())
      .withInertia()
    assert.deepEqual(page.inertiaProps.errors, {
      titre: 'Le champ intitulé du poste est obligatoire.',
    })
  })

  test('a JSON post with errors gets a 422 with the field errors', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const response = await as(client.post('/app/offres'), user)
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
})
