import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import * as AccessChange from '#services/accounts/access_change'
import { NOT_ESI_NOR_STAFF, accounts, assertRefusedPage, esiAndPro } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { assertPage } from '#tests/helpers/answers'
import { visitAs } from '#tests/helpers/as_user'

test.group('e-sidoor | one professional (pro/pro)', () => {
  test('shows the professional, their companies and their access history', async ({
    client,
    assert,
  }) => {
    const { esi, pro } = await esiAndPro({ fullName: 'Paul Rousseau' })
    await SocieteFactory.merge([
      { userId: pro.id, nom: 'Batiroc' },
      { userId: pro.id, nom: 'Atelier Lemoine' },
    ]).createMany(2)
    await SocieteFactory.with('user').create()
    await AccessChange.byAdmin(esi, pro, { role: 'pro', droit: 'lecteur', isStaff: false })

    const response = await visitAs(client, esi, route('esidoor.pros.show', { id: pro.id }))

    assertPage(response, 'esidoor/pro')
    response.assertInertiaPropsContains({
      pro: { id: pro.id, name: 'Paul Rousseau', role: 'pro', droit: 'lecteur', isStaff: false },
      isSelf: false,
      can: { manageAccess: true },
    })
    const props = response.inertiaProps
    assert.deepEqual(
      props.societes.map((societe: { nom: string }) => societe.nom),
      ['Atelier Lemoine', 'Batiroc']
    )
    assert.lengthOf(props.audits, 1)
    assert.deepInclude(props.audits[0], {
      actor: { id: esi.id, name: esi.fullName },
      before: { role: 'pro', droit: null, isStaff: false },
      after: { role: 'pro', droit: 'lecteur', isStaff: false },
    })
    assert.notProperty(props.pro, 'password')
  })

  test('an esi user without droit admin sees the page without the form', async ({ client }) => {
    const viewer = await UserFactory.merge({ role: 'esi', droit: null }).create()
    const pro = await accounts.pro()
    const response = await visitAs(client, viewer, route('esidoor.pros.show', { id: pro.id }))
    response.assertStatus(200)
    response.assertInertiaPropsContains({ can: { manageAccess: false } })
  })

  test('an unknown id is a 404', async ({ client }) => {
    const response = await visitAs(
      client,
      await accounts.esi(),
      route('esidoor.pros.show', { id: 999999 })
    )
    response.assertStatus(404)
  })

  test('{who} gets the 403 page, even for their own account')
    .with(NOT_ESI_NOR_STAFF)
    .run(async ({ client }, { account }) => {
      const user = await account()
      await assertRefusedPage(client, route('esidoor.pros.show', { id: user.id }), user)
    })
})
