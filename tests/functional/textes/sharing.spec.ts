import { test } from '@japa/runner'
import Texte from '#models/texte'
import { UserFactory } from '#database/factories/user_factory'
import { as, ownTexte, snapshot, submit, VALID_FORM } from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| Sharing (docs/product.md §1, §3): only droit admin turns `partage` on; anybody else
| asking for it gets a 403 and nothing is saved. Reading others' shared
| templates is in access.spec.ts.
*/
test.group('Textes | sharing', () => {
  test('droit admin shares a template', async ({ client, assert }) => {
    const admin = await UserFactory.apply('esi').create()
    await submit(client, admin, 'POST', route('textes.store'), { ...VALID_FORM, partage: 'true' })
    const shared = await Texte.findByOrFail('userId', admin.id)
    assert.isTrue(shared.partage)
  })

  test('anybody else asking to share gets a 403, nothing saved: {$self}')
    .with(['pro', 'lecteur'] as const)
    .run(async ({ client, assert }, role) => {
      const user = await (role === 'pro' ? UserFactory : UserFactory.apply(role)).create()
      const response = await as(
        client.post(route('textes.store')).form({ ...VALID_FORM, partage: 'true' }),
        user
      )
        .withCsrfToken()
        .withInertia()
      response.assertStatus(403)
      assert.isNull(await Texte.first())
    })

  test('a pro may not share an existing template either', async ({ client, assert }) => {
    const { user, texte } = await ownTexte()
    const before = await snapshot(texte)
    const response = await as(
      client.put(route('textes.update', { id: texte.id })).form({ ...VALID_FORM, partage: '1' }),
      user
    )
      .withCsrfToken()
      .withInertia()
    response.assertStatus(403)
    assert.deepEqual(await snapshot(texte), before)
  })

  test('a form without partage keeps it as it was; false unshares', async ({ client, assert }) => {
    const { user, texte } = await ownTexte({}, 'shared')
    const kept = await submit(
      client,
      user,
      'PUT',
      route('textes.update', { id: texte.id }),
      VALID_FORM
    )
    kept.assertFlashMessage('success', 'Texte mis à jour.')
    const stillShared = await Texte.findOrFail(texte.id)
    assert.isTrue(stillShared.partage)

    await as(
      client
        .put(route('textes.update', { id: texte.id }))
        .form({ ...VALID_FORM, partage: 'false' }),
      user
    ).withCsrfToken()
    const unshared = await Texte.findOrFail(texte.id)
    assert.isFalse(unshared.partage)
  })
})
