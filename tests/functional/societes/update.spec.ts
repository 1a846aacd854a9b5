import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { VALID_FORM, as, fieldErrors, reload } from './helpers.js'

test.group('Sociétés | edit and update', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('the edit page renders company/edit with every field and the rights', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({
      userId: user.id,
      adresse: '3 rue des Filatiers',
    }).create()
    const response = await as(client.get(`/app/company/${societe.id}/edit`), user).withInertia()

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

  test('a valid form updates the company and returns to its page', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    const response = await as(client.put(`/app/company/${societe.id}`).form(VALID_FORM), user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', `/app/company/${societe.id}/edit`)
    response.assertFlashMessage('success', 'Société mise à jour.')
    const stored = await reload(societe)
    assert.equal(stored.nom, 'Numéria Conseil')
    assert.equal(stored.siret, '73282932000074')
    assert.equal(stored.telephone, '04 78 42 17 30')
  })

  test('emptied fields are cleared', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    await as(client.put(`/app/company/${societe.id}`), user)
      .json({ ...VALID_FORM, siret: '', telephone: null, siteWeb: '', description: '<p></p>' })
      .withInertia()
      .withCsrfToken()
      .redirects(0)
    const stored = await reload(societe)
    assert.isNull(stored.siret)
    assert.isNull(stored.telephone)
    assert.isNull(stored.siteWeb)
    assert.isNull(stored.description)
  })

  test('keeping its own SIRET is not a duplicate', async ({ client }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({
      userId: user.id,
      siret: '73282932000074',
    }).create()
    const response = await as(client.put(`/app/company/${societe.id}`).form(VALID_FORM), user)
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', `/app/company/${societe.id}/edit`)
    response.assertFlashMessage('success', 'Société mise à jour.')
  })

  test('taking the SIRET of another of the caller’s companies is refused', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await SocieteFactory.merge({ userId: user.id, siret: '73282932000074' }).create()
    const societe = await SocieteFactory.merge({
      userId: user.id,
      siret: '55210055400013',
    }).create()
    const response = await as(client.put(`/app/company/${societe.id}`).form(VALID_FORM), user)
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(fieldErrors(response).siret, [
      'Ce SIRET est déjà utilisé par une de vos sociétés.',
    ])
    const stored = await reload(societe)
    assert.equal(stored.siret, '55210055400013')
  })

  test('an invalid form changes nothing', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    const response = await as(client.put(`/app/company/${societe.id}`), user)
      .form({ ...VALID_FORM, nom: '', siteWeb: 'javascript:alert(1)' })
      .withCsrfToken()
      .redirects(0)
    const errors = fieldErrors(response)
    assert.deepEqual(errors.nom, ['Le champ raison sociale est obligatoire.'])
    assert.deepEqual(errors.siteWeb, ['Veuillez saisir une adresse web valide (http ou https).'])
    const stored = await reload(societe)
    assert.equal(stored.nom, societe.nom)
    assert.equal(stored.siteWeb, societe.siteWeb)
  })

  test('the description is sanitised on update too', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    await as(client.put(`/app/company/${societe.id}`), user)
      .form({
        nom: 'X',
        description: '<p onclick="x()">ok <a href="javascript:alert(1)">lien</a></p>',
      })
      .withCsrfToken()
      .redirects(0)
    const stored = await reload(societe)
    assert.equal(stored.description, '<p>ok <a rel="noopener noreferrer">lien</a></p>')
  })
})
