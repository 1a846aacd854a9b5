import { test } from '@japa/runner'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import { VALID_FORM, reload, submit, visit, fieldErrors } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'
import { ownSociete } from '../contacts/helpers.js'

/*
| What only sociétés do on create and update: the legal forms, the country
| by default, one SIRET per owner. The rest (valid and invalid forms, French
| messages, blanks, sanitising, rights) is the owned-record contract (tests/functional/records/).
*/
const TAKEN = 'Ce SIRET est déjà utilisé par une de vos sociétés.'
const STORE = route('societes.store')

test.group('Sociétés | create and update', () => {
  test('the create page renders societes/create with the legal forms', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await visit(client, user, route('societes.create'))
    response.assertStatus(200)
    response.assertInertiaComponent('societes/create')
    response.assertInertiaPropsContains({
      can: { create: true },
      formesJuridiques: ['SAS', 'SASU', 'SARL', 'EURL', 'SA', 'EI', 'Association', 'Autre'],
    })
  })

  test('only the name is required; the country defaults to France', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await submit(client, user, 'POST', STORE, { nom: 'Atelier Lemoine' })
    response.assertStatus(302)
    const societe = await Societe.findByOrFail('userId', user.id)
    assert.equal(societe.pays, 'France')
    assert.isNull(societe.siret)
    assert.isNull(societe.description)
  })

  test('a SIRET already used by one of the caller’s companies is refused', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await aSociete(user, { siret: '73282932000074' }, 'trashed')
    const response = await submit(client, user, 'POST', STORE, VALID_FORM)
    assert.deepEqual(fieldErrors(response).siret, [TAKEN])
    assert.lengthOf(await Societe.query().where('userId', user.id), 1)
  })

  test('the same SIRET is allowed for two different owners', async ({ client, assert }) => {
    const other = await UserFactory.create()
    await aSociete(other, { siret: '73282932000074' })
    const user = await UserFactory.create()
    const response = await submit(client, user, 'POST', STORE, VALID_FORM)
    const created = await Societe.findByOrFail('userId', user.id)
    response.assertHeader('location', route('societes.show', { id: created.id }))
    assert.lengthOf(await Societe.query().where('siret', '73282932000074'), 2)
  })

  test('the edit page renders societes/edit with every field and the rights', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await ownSociete({ adresse: '3 rue des Filatiers' })
    const response = await visit(client, user, route('societes.edit', { id: societe.id }))

    response.assertStatus(200)
    response.assertInertiaComponent('societes/edit')
    response.assertInertiaPropsContains({
      societe: {
        id: societe.id,
        nom: societe.nom,
        siret: societe.siret,
        adresse: '3 rue des Filatiers',
        codePostal: societe.codePostal,
        siteWeb: societe.siteWeb,
        description: societe.description,
        deletedAt: null,
      },
      can: { update: true, delete: true, restore: true },
    })
    assert.notProperty(response.inertiaProps.societe, 'userId')
  })

  test('{title}')
    .with([
      { title: 'keeping its own SIRET is not a duplicate', own: '73282932000074', taken: false },
      {
        title: 'taking the SIRET of another of the caller’s companies is refused',
        own: '55210055400013',
        taken: true,
      },
    ])
    .run(async ({ client, assert }, { own, taken }) => {
      const user = await UserFactory.create()
      /* VALID_FORM's SIRET, held by another company of the caller. */
      if (taken) await aSociete(user, { siret: '73282932000074' })
      const societe = await aSociete(user, { siret: own })
      const update = route('societes.update', { id: societe.id })
      const response = await submit(client, user, 'PUT', update, VALID_FORM)
      if (taken) {
        assert.deepEqual(fieldErrors(response).siret, [TAKEN])
        const stored = await reload(societe)
        assert.equal(stored.siret, own)
      } else {
        response.assertHeader('location', route('societes.edit', { id: societe.id }))
        response.assertFlashMessage('success', 'Société mise à jour.')
      }
    })
})
