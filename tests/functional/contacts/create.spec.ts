import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Contact from '#models/contact'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { VALID_FORM, as, fieldErrors } from './helpers.js'

const CHOOSE = 'Choisissez une de vos sociétés.'

test.group('Contacts | create', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('the create page renders contacts/create with the form’s choices', async ({ client }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id, nom: 'Batiroc' }).create()
    await SocieteFactory.merge({ userId: user.id }).apply('trashed').create()
    const response = await as(client.get('/app/contacts/create'), user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('contacts/create')
    response.assertInertiaPropsContains({
      can: { create: true },
      societes: [{ id: societe.id, nom: 'Batiroc' }],
      civilites: ['M.', 'Mme'],
      statuts: ['prospect', 'client', 'partenaire', 'ancien'],
    })
  })

  test('a valid form creates the contact, normalised, and opens its page', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    const response = await as(
      client.post('/app/contacts').form({ ...VALID_FORM, societeId: String(societe.id) }),
      user
    )
      .withCsrfToken()
      .redirects(0)

    const contact = await Contact.findByOrFail('userId', user.id)
    response.assertStatus(302)
    response.assertHeader('location', `/app/contacts/${contact.id}`)
    response.assertFlashMessage('success', 'Contact créé.')
    assert.equal(contact.civilite, 'Mme')
    assert.equal(contact.prenom, 'Camille')
    assert.equal(contact.nom, 'Roussel')
    assert.equal(contact.email, 'camille.roussel@numeria-conseil.fr')
    assert.equal(contact.telephone, '04 78 42 17 30')
    assert.equal(contact.mobile, '06 12 34 56 78')
    assert.equal(contact.fonction, 'Directrice des ressources humaines')
    assert.equal(contact.societeId, societe.id)
    assert.equal(contact.ville, 'Lyon')
    assert.equal(contact.statut, 'client')
    assert.equal(contact.notes, '<p>Interlocutrice pour les <strong>stages</strong>.</p>')
    assert.isNull(contact.deletedAt)
  })

  test('only the last name is required; the status defaults to prospect', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await as(client.post('/app/contacts').form({ nom: 'Lemoine' }), user)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const contact = await Contact.findByOrFail('userId', user.id)
    assert.equal(contact.statut, 'prospect')
    assert.isNull(contact.prenom)
    assert.isNull(contact.civilite)
    assert.isNull(contact.societeId)
    assert.isNull(contact.notes)
  })

  test('an Inertia (JSON) post with empty fields stores nulls', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await as(client.post('/app/contacts'), user)
      .json({
        ...VALID_FORM,
        civilite: '',
        prenom: '',
        email: '',
        telephone: '',
        mobile: null,
        societeId: '',
        statut: '',
        notes: '<p></p>',
      })
      .withInertia()
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const contact = await Contact.findByOrFail('userId', user.id)
    assert.isNull(contact.civilite)
    assert.isNull(contact.prenom)
    assert.isNull(contact.email)
    assert.isNull(contact.telephone)
    assert.isNull(contact.mobile)
    assert.isNull(contact.societeId)
    assert.isNull(contact.notes)
    assert.equal(contact.statut, 'prospect')
  })

  test('the notes are sanitised before they are stored', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await as(client.post('/app/contacts'), user)
      .form({
        nom: 'Test XSS',
        notes:
          '<p onclick="x()">ok <a href="javascript:alert(1)">lien</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      })
      .withCsrfToken()
      .redirects(0)
    const contact = await Contact.findByOrFail('userId', user.id)
    assert.equal(contact.notes, '<p>ok <a rel="noopener noreferrer">lien</a></p>')
  })

  test('refused when {0}: French error on {1}, nothing written')
    .with([
      ['the last name is missing', 'nom', { nom: '' }, 'Le champ nom est obligatoire.'],
      [
        'the last name is too long',
        'nom',
        { nom: 'x'.repeat(101) },
        'Le champ nom ne doit pas dépasser 100 caractères.',
      ],
      [
        'the first name is too long',
        'prenom',
        { prenom: 'x'.repeat(101) },
        'Le champ prénom ne doit pas dépasser 100 caractères.',
      ],
      [
        'the job title is too long',
        'fonction',
        { fonction: 'x'.repeat(151) },
        'Le champ fonction ne doit pas dépasser 150 caractères.',
      ],
      [
        'the civilité is unknown',
        'civilite',
        { civilite: 'Dr' },
        "La valeur choisie pour civilité n'est pas valide.",
      ],
      [
        'the status is unknown',
        'statut',
        { statut: 'vip' },
        "La valeur choisie pour statut n'est pas valide.",
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
        'the mobile is invalid',
        'mobile',
        { mobile: 'abc' },
        'Veuillez saisir un numéro de téléphone valide (par exemple 01 23 45 67 89 ou +33 1 23 45 67 89).',
      ],
      ['the company is not a number', 'societeId', { societeId: 'abc' }, CHOOSE],
      ['the company does not exist', 'societeId', { societeId: '999999' }, CHOOSE],
    ] as const)
    .run(async ({ client, assert }, [, field, change, message]) => {
      const user = await UserFactory.create()
      const response = await as(
        client.post('/app/contacts').form({ ...VALID_FORM, ...change }),
        user
      )
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(302)
      assert.deepEqual(fieldErrors(response)[field], [message])
      assert.isNull(await Contact.findBy('userId', user.id))
    })

  test('a company of another pro cannot be attached', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const foreign = await SocieteFactory.with('user').create()
    const response = await as(
      client.post('/app/contacts').form({ ...VALID_FORM, societeId: String(foreign.id) }),
      user
    )
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(fieldErrors(response).societeId, [CHOOSE])
    assert.isNull(await Contact.findBy('userId', user.id))
  })

  test('nor one of the caller’s own companies that is in the trash', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const trashed = await SocieteFactory.merge({ userId: user.id }).apply('trashed').create()
    const response = await as(
      client.post('/app/contacts').form({ ...VALID_FORM, societeId: String(trashed.id) }),
      user
    )
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(fieldErrors(response).societeId, [CHOOSE])
    assert.isNull(await Contact.findBy('userId', user.id))
  })

  test('an Inertia post with errors gets them back on the form page', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const foreign = await SocieteFactory.with('user').create()
    const refused = await as(client.post('/app/contacts'), user)
      .json({ ...VALID_FORM, nom: '', societeId: foreign.id })
      .header('referer', '/app/contacts/create')
      .withInertia()
      .withCsrfToken()
      .redirects(0)
    refused.assertStatus(302)
    refused.assertHeader('location', '/app/contacts/create')

    const page = await as(client.get('/app/contacts/create'), user)
      .withFlashMessages(refused.flashMessages())
      .withInertia()
    page.assertInertiaComponent('contacts/create')
    assert.deepEqual(page.inertiaProps.errors, {
      nom: 'Le champ nom est obligatoire.',
      societeId: CHOOSE,
    })
  })

  test('a JSON call gets 422 with the field error', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const foreign = await SocieteFactory.with('user').create()
    const response = await as(client.post('/app/contacts'), user)
      .json({ ...VALID_FORM, societeId: foreign.id })
      .header('accept', 'application/json')
      .withCsrfToken()
    response.assertStatus(422)
    assert.deepInclude(response.body().errors, {
      field: 'societeId',
      message: CHOOSE,
      rule: 'database.exists',
    })
    assert.isNull(await Contact.findBy('userId', user.id))
  })
})
