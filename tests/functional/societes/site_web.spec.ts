import { test } from '@japa/runner'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import { VALID_FORM, as, submit, fieldErrors } from './helpers.js'
import { importOf, runAll } from '../imports/helpers.js'
import { route } from '#tests/helpers/routes'
import { ownSociete } from '../contacts/helpers.js'

/*
| "Site web" typed as people type it: a bare domain gets https:// (stored
| so), on the form, on an update and in an import; what could run or is not
| a web address is still refused and nothing is written.
*/
test.group('Sociétés | Site web without its scheme', () => {
  test('a bare domain is accepted and stored with https://', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await submit(client, user, 'POST', route('societes.store'), {
      ...VALID_FORM,
      siteWeb: 'menard-fils.fr',
    })
    response.assertStatus(302)
    response.assertFlashMessage('success', 'Société créée.')
    const societe = await Societe.findByOrFail('userId', user.id)
    assert.equal(societe.siteWeb, 'https://menard-fils.fr')
  })

  test('an update with www. and a path keeps them after https://', async ({ client, assert }) => {
    const { user, societe } = await ownSociete()
    const response = await as(
      client
        .put(route('societes.update', { id: societe.id }))
        .json({ ...VALID_FORM, siteWeb: ' www.menard-fils.fr/recrutement ' }),
      user
    )
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    response.assertStatus(303)
    await societe.refresh()
    assert.equal(societe.siteWeb, 'https://www.menard-fils.fr/recrutement')
  })

  test('refused, nothing written: {$self}')
    .with(['javascript:alert(1)', 'data:text/html,x', 'ftp://menard-fils.fr', 'menard fils.fr'])
    .run(async ({ client, assert }, siteWeb) => {
      const user = await UserFactory.create()
      const response = await submit(client, user, 'POST', route('societes.store'), {
        ...VALID_FORM,
        siteWeb,
      })
      response.assertStatus(302)
      assert.deepEqual(fieldErrors(response).siteWeb, [
        'Veuillez saisir une adresse web valide (http ou https).',
      ])
      assert.lengthOf(await Societe.query().where('userId', user.id), 0)
    })

  test('an import stores a bare domain with https://', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const csv = 'Raison sociale;Site web\nMénard et Fils;menard-fils.fr\nAutre;javascript:x()\n'
    const imp = await importOf(client, user, 'societes', csv)
    await runAll(client, user, 'societes', imp, { mapping: { nom: 0, siteWeb: 1 } })
    const societes = await Societe.query().where('userId', user.id)
    assert.deepEqual(
      societes.map((societe) => [societe.nom, societe.siteWeb]),
      [['Ménard et Fils', 'https://menard-fils.fr']]
    )
  })
})
