import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { VALID_FORM, as, fieldErrors } from './helpers.js'

test.group('Sociétés | create', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('the create page renders company/create with the legal forms', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await as(client.get('/app/company/create'), user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('societes/create')
    response.assertInertiaPropsContains({
      can: { create: true },
      formesJuridiques: ['SAS', 'SASU', 'SARL', 'EURL', 'SA', 'EI', 'Association', 'Autre'],
    })
  })

  test('a valid form creates the company, normalised, and opens its page', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await as(client.post('/app/company').form(VALID_FORM), user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertFlashMessage('success', 'Société créée.')

    const societe = await Societe.findByOrFail('userId', user.id)
    response.assertHeader('location', `/app/company/${societe.id}`)
    assert.equal(societe.nom, 'Numéria Conseil')
    assert.equal(societe.siret, '73282932000074')
    assert.equal(societe.formeJuridique, 'SAS')
    assert.equal(societe.codePostal, '69002')
    assert.equal(societe.telephone, '04 78 42 17 30')
    assert.equal(societe.email, 'contact@numeria-conseil.fr')
    assert.equal(societe.siteWeb, 'https://www.numeria-conseil.fr')
    assert.equal(societe.description, '<p>Conseil en <strong>numérique</strong>.</p>')
    assert.isNull(societe.deletedAt)
  })

  test('only the name is required; the country defaults to France', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await as(client.post('/app/company').form({ nom: 'Atelier Lemoine' }), user)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const societe = await Societe.findByOrFail('userId', user.id)
    assert.equal(societe.pays, 'France')
    assert.isNull(societe.siret)
    assert.isNull(societe.description)
  })

  test('an Inertia (JSON) post with empty fields stores nulls', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await as(client.post('/app/company'), user)
      .json({
        ...VALID_FORM,
        siret: '',
        telephone: '',
        siteWeb: '',
        pays: '',
        description: '<p></p>',
      })
      .withInertia()
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const societe = await Societe.findByOrFail('userId', user.id)
    assert.isNull(societe.siret)
    assert.isNull(societe.telephone)
    assert.isNull(societe.siteWeb)
    assert.isNull(societe.description)
    assert.equal(societe.pays, 'France')
  })

  test('the description is sanitised before it is stored', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await as(client.post('/app/company'), user)
      .form({
        nom: 'Test XSS',
        description: '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      })
      .withCsrfToken()
      .redirects(0)
    const societe = await Societe.findByOrFail('userId', user.id)
    assert.equal(societe.description, '<p>ok</p>')
  })

  test('refused when {0}: French error on {1}, nothing written')
    .with([
      ['the name is missing', 'nom', { nom: '' }, 'Le champ raison sociale est obligatoire.'],
      [
        'the name is too long',
        'nom',
        { nom: 'x'.repeat(256) },
        'Le champ raison sociale ne doit pas dépasser 255 caractères.',
      ],
      [
        'the SIRET has 13 digits',
        'siret',
        { siret: '7328293200007' },
        'Le SIRET doit comporter 14 chiffres.',
      ],
      [
        'the SIRET has letters',
        'siret',
        { siret: '7328293200007A' },
        'Le SIRET doit comporter 14 chiffres.',
      ],
      [
        'the SIRET check digit is wrong',
        'siret',
        { siret: '73282932000075' },
        "Le SIRET n'est pas valide (clé de contrôle).",
      ],
      [
        'the postcode has 4 digits',
        'codePostal',
        { codePostal: '6900' },
        'Le code postal doit comporter 5 chiffres.',
      ],
      [
        'the postcode has letters',
        'codePostal',
        { codePostal: '69OO2' },
        'Le code postal doit comporter 5 chiffres.',
      ],
      [
        'the web address is javascript:',
        'siteWeb',
        { siteWeb: 'javascript:alert(1)' },
        'Veuillez saisir une adresse web valide (http ou https).',
      ],
      [
        'the web address is ftp',
        'siteWeb',
        { siteWeb: 'ftp://example.fr' },
        'Veuillez saisir une adresse web valide (http ou https).',
      ],
      [
        'the e-mail is invalid',
        'email',
        { email: 'pas-une-adresse' },
        'Veuillez saisir une adresse e-mail valide.',
      ],
      [
        'the phone is invalid',
        'telephone',
        { telephone: '12 34' },
        'Veuillez saisir un numéro de téléphone valide (par exemple 01 23 45 67 89 ou +33 1 23 45 67 89).',
      ],
      [
        'the legal form is unknown',
        'formeJuridique',
        { formeJuridique: 'SNC' },
        "La valeur choisie pour forme juridique n'est pas valide.",
      ],
    ] as const)
    .run(async ({ client, assert }, [, field, change, message]) => {
      const user = await UserFactory.create()
      const response = await as(
        client.post('/app/company').form({ ...VALID_FORM, ...change }),
        user
      )
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(302)
      assert.deepEqual(fieldErrors(response)[field], [message])
      assert.isNull(await Societe.findBy('userId', user.id))
    })

  test('a SIRET already used by one of the caller’s companies is refused', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await SocieteFactory.merge({ userId: user.id, siret: '73282932000074' })
      .apply('trashed')
      .create()
    const response = await as(client.post('/app/company').form(VALID_FORM), user)
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(fieldErrors(response).siret, [
      'Ce SIRET est déjà utilisé par une de vos sociétés.',
    ])
    assert.lengthOf(await Societe.query().where('userId', user.id), 1)
  })

  test('the same SIRET is allowed for two different owners', async ({ client, assert }) => {
    const other = await UserFactory.create()
    await SocieteFactory.merge({ userId: other.id, siret: '73282932000074' }).create()
    const user = await UserFactory.create()
    const response = await as(client.post('/app/company').form(VALID_FORM), user)
      .withCsrfToken()
      .redirects(0)
    const created = await Societe.findByOrFail('userId', user.id)
    response.assertHeader('location', `/app/company/${created.id}`)
    assert.lengthOf(await Societe.query().where('siret', '73282932000074'), 2)
  })

  test('an Inertia post with errors gets them back on the form page', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const refused = await as(client.post('/app/company'), user)
      .json({ ...VALID_FORM, codePostal: '123', siret: '123' })
      .header('referer', '/app/company/create')
      .withInertia()
      .withCsrfToken()
      .redirects(0)
    refused.assertStatus(302)
    refused.assertHeader('location', '/app/company/create')

    const page = await as(client.get('/app/company/create'), user)
      .withFlashMessages(refused.flashMessages())
      .withInertia()
    page.assertInertiaComponent('societes/create')
    assert.deepEqual(page.inertiaProps.errors, {
      codePostal: 'Le code postal doit comporter 5 chiffres.',
      siret: 'Le SIRET doit comporter 14 chiffres.',
    })
    assert.isNull(await Societe.findBy('userId', user.id))
  })
})
