import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { TexteFactory } from '#database/factories/texte_factory'
import { VALID_FORM, as, snapshot, visit, othersTexte } from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| Who may use templates and another owner's private ones are the owned-record
| contract (tests/functional/records/). What only templates have: others'
| shared templates, read-only for everybody, admins included.
*/
const WRITES: ['PUT' | 'DELETE', 'textes.update' | 'textes.destroy' | 'textes.restore'][] = [
  ['PUT', 'textes.update'],
  ['DELETE', 'textes.destroy'],
  ['PUT', 'textes.restore'],
]

test.group('Textes | another owner’s shared template', () => {
  test('{title}')
    .with([
      { title: 'a user without role cannot open it', visiteur: true, page: 'textes.show' },
      { title: 'a shared one is a 403 on its edit page', visiteur: false, page: 'textes.edit' },
    ] as const)
    .run(async ({ client }, { visiteur, page }) => {
      const shared = await othersTexte('shared')
      const user = await (visiteur ? UserFactory.apply('visiteur') : UserFactory).create()
      const response = await visit(client, user, route(page, { id: shared.id }))
      response.assertStatus(403)
    })

  test('a shared one opens read-only, with its author', async ({ client }) => {
    const texte = await othersTexte('shared')
    const user = await UserFactory.create()
    const response = await visit(client, user, route('textes.show', { id: texte.id }))
    response.assertStatus(200)
    response.assertInertiaComponent('textes/texte')
    response.assertInertiaPropsContains({
      texte: { id: texte.id, partage: true, mine: false },
      can: { update: false, delete: false, restore: false },
    })
  })

  test('{0} {1} on a shared one is a 403 and changes nothing, even for an admin')
    .with(WRITES)
    .run(async ({ client, assert }, [method, name]) => {
      const texte = await othersTexte('shared')
      const before = await snapshot(texte)
      const admin = await UserFactory.apply('esi').create()
      const response = await as(client.request(route(name, { id: texte.id }), method), admin)
        .form({ ...VALID_FORM, nom: 'Modifié', partage: 'true' })
        .withCsrfToken()
        .withInertia()
      response.assertStatus(403)
      assert.deepEqual(await snapshot(texte), before)
    })

  test('a shared one in its owner’s trash is a 404 for others', async ({ client }) => {
    const texte = await TexteFactory.with('user').apply('shared').apply('trashed').create()
    const user = await UserFactory.create()
    const response = await visit(client, user, route('textes.show', { id: texte.id }))
    response.assertStatus(404)
  })
})
