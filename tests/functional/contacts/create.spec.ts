import { test } from '@japa/runner'
import Contact from '#models/contact'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { contactAt, fieldErrors, ownSociete, snapshot, VALID_FORM } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'
import { postJsonAs, sendAs, visitAs } from '#tests/helpers/as_user'

/*
| What only contacts do on create and update: the company they belong to,
| the defaults. The rest (valid and invalid forms, French messages, blanks,
| sanitising, rights) is the owned-record contract (tests/functional/records/).
*/
const CHOOSE = 'Choisissez une de vos sociétés.'

test.group('Contacts | create and update', () => {
  test('the create page renders contacts/create with the form’s choices', async ({ client }) => {
    const { user, societe } = await ownSociete({ nom: 'Batiroc' })
    await aSociete(user, {}, 'trashed')
    const response = await visitAs(client, user, route('contacts.create'))
    response.assertStatus(200)
    response.assertInertiaComponent('contacts/create')
    response.assertInertiaPropsContains({
      can: { create: true },
      societes: [{ id: societe.id, nom: 'Batiroc' }],
      civilites: ['M.', 'Mme'],
      statuts: ['prospect', 'client', 'partenaire', 'ancien'],
    })
  })

  test('only the last name is required; the status defaults to prospect', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await sendAs(
      client.post(route('contacts.store')).form({ nom: 'Lemoine' }),
      user
    )
    response.assertStatus(302)
    const contact = await Contact.findByOrFail('userId', user.id)
    assert.equal(contact.statut, 'prospect')
    assert.isNull(contact.prenom)
    assert.isNull(contact.civilite)
    assert.isNull(contact.societeId)
    assert.isNull(contact.notes)
  })

  test('the company must be one of the caller’s live ones, on create and on update', async ({
    client,
    assert,
  }) => {
    const { user, societe: own } = await ownSociete()
    const created = await sendAs(
      client.post(route('contacts.store')).form({ ...VALID_FORM, societeId: String(own.id) }),
      user
    )
    created.assertStatus(302)
    const contact = await Contact.findByOrFail('userId', user.id)
    assert.equal(contact.societeId, own.id)

    const foreign = await SocieteFactory.with('user').create()
    const trashed = await aSociete(user, {}, 'trashed')
    const before = await snapshot(contact)
    for (const target of [foreign, trashed]) {
      const form = { ...VALID_FORM, societeId: String(target.id) }
      const store = await sendAs(client.post(route('contacts.store')).form(form), user)
      assert.deepEqual(fieldErrors(store).societeId, [CHOOSE])
      const update = await sendAs(
        client.put(route('contacts.update', { id: contact.id })).form(form),
        user
      )
      assert.deepEqual(fieldErrors(update).societeId, [CHOOSE])
    }
    assert.lengthOf(await Contact.query().where('userId', user.id), 1)
    assert.deepEqual(await snapshot(contact), before)

    const other = await aSociete(user)
    await sendAs(
      client
        .put(route('contacts.update', { id: contact.id }))
        .form({ ...VALID_FORM, societeId: String(other.id) }),
      user
    )
    await contact.refresh()
    assert.equal(contact.societeId, other.id)
  })

  test('a JSON call gets 422 with the company’s field error and its rule', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const foreign = await SocieteFactory.with('user').create()
    const response = await postJsonAs(client, user, route('contacts.store'), {
      ...VALID_FORM,
      societeId: foreign.id,
    })
    response.assertStatus(422)
    assert.deepInclude(response.body().errors, {
      field: 'societeId',
      message: CHOOSE,
      rule: 'database.exists',
    })
    assert.isNull(await Contact.findBy('userId', user.id))
  })

  test('the edit page renders contacts/edit with every field, the choices and the rights', async ({
    client,
    assert,
  }) => {
    const { user, societe, contact } = await contactAt({ nom: 'Batiroc' })
    const response = await visitAs(client, user, route('contacts.edit', { id: contact.id }))

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
})
