import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { VALID_FORM, as, fieldErrors, reload, snapshot } from './helpers.js'

test.group('Contacts | edit and update', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('the edit page renders contacts/edit with every field, the choices and the rights', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id, nom: 'Batiroc' }).create()
    const contact = await ContactFactory.merge({ userId: user.id, societeId: societe.id }).create()
    const response = await as(client.get(`/app/contacts/${contact.id}/edit`), user).withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('contacts/edit')
    response.assertInertiaPropsContains({
      contact: {
        id: contact.id,
        civilite: contact.civilite,
        prenom: contact.prenom,
        nom: contact.nom,
        email: contact.email,
        mobile: contact.mobile,
        societeId: societe.id,
        statut: contact.statut,
        notes: contact.notes,
        deletedAt: null,
      },
      societes: [{ id: societe.id, nom: 'Batiroc' }],
      civilites: ['M.', 'Mme'],
      statuts: ['prospect', 'client', 'partenaire', 'ancien'],
      can: { update: true, delete: true, restore: true },
    })
    assert.notProperty(response.inertiaProps.contact, 'userId')
  })

  test('a valid form updates the contact and returns to its page', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    const contact = await ContactFactory.merge({ userId: user.id }).create()
    const response = await as(
      client
        .put(`/app/contacts/${contact.id}`)
        .form({ ...VALID_FORM, societeId: String(societe.id) }),
      user
    )
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', `/app/contacts/${contact.id}`)
    response.assertFlashMessage('success', 'Contact mis à jour.')
    const stored = await reload(contact)
    assert.equal(stored.nom, 'Roussel')
    assert.equal(stored.email, 'camille.roussel@numeria-conseil.fr')
    assert.equal(stored.telephone, '04 78 42 17 30')
    assert.equal(stored.societeId, societe.id)
    assert.equal(stored.statut, 'client')
  })

  test('emptied fields are cleared, the company too', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    const contact = await ContactFactory.merge({ userId: user.id, societeId: societe.id }).create()
    await as(client.put(`/app/contacts/${contact.id}`), user)
      .json({
        ...VALID_FORM,
        prenom: '',
        email: null,
        mobile: '',
        societeId: null,
        notes: '<p></p>',
      })
      .withInertia()
      .withCsrfToken()
      .redirects(0)
    const stored = await reload(contact)
    assert.isNull(stored.prenom)
    assert.isNull(stored.email)
    assert.isNull(stored.mobile)
    assert.isNull(stored.societeId)
    assert.isNull(stored.notes)
  })

  test('moving it to a company of {$self} is refused and changes nothing')
    .with(['another pro', 'the trash'])
    .run(async ({ client, assert }, kind) => {
      const user = await UserFactory.create()
      const own = await SocieteFactory.merge({ userId: user.id }).create()
      const contact = await ContactFactory.merge({ userId: user.id, societeId: own.id }).create()
      const target =
        kind === 'the trash'
          ? await SocieteFactory.merge({ userId: user.id }).apply('trashed').create()
          : await SocieteFactory.with('user').create()
      const before = await snapshot(contact)

      const response = await as(
        client
          .put(`/app/contacts/${contact.id}`)
          .form({ ...VALID_FORM, societeId: String(target.id) }),
        user
      )
        .withCsrfToken()
        .redirects(0)

      assert.deepEqual(fieldErrors(response).societeId, ['Choisissez une de vos sociétés.'])
      assert.deepEqual(await snapshot(contact), before)
    })

  test('an invalid form changes nothing', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const contact = await ContactFactory.merge({ userId: user.id }).create()
    const before = await snapshot(contact)
    const response = await as(client.put(`/app/contacts/${contact.id}`), user)
      .form({ ...VALID_FORM, nom: '', email: 'non' })
      .withCsrfToken()
      .redirects(0)
    const errors = fieldErrors(response)
    assert.deepEqual(errors.nom, ['Le champ nom est obligatoire.'])
    assert.deepEqual(errors.email, ['Veuillez saisir une adresse e-mail valide.'])
    assert.deepEqual(await snapshot(contact), before)
  })

  test('the notes are sanitised on update too', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const contact = await ContactFactory.merge({ userId: user.id }).create()
    await as(client.put(`/app/contacts/${contact.id}`), user)
      .form({ nom: 'X', notes: '<h1>Titre</h1><style>p{}</style><p style="color:red">ok</p>' })
      .withCsrfToken()
      .redirects(0)
    const stored = await reload(contact)
    assert.equal(stored.notes, '<h2>Titre</h2><p>ok</p>')
  })
})
