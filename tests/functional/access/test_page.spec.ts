import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { NOT_ESI_NOR_STAFF, as, aStaffMember, assertRefusedPage } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { assertPage, assertRedirect } from '#tests/helpers/answers'
import { visitAs } from '#tests/helpers/as_user'

test.group('Access | /test-access page', () => {
  test('staff see acces_test whatever role and droit they switched to: {role}/{droit}')
    .with([
      { role: 'esi', droit: 'admin' },
      { role: 'pro', droit: null },
      { role: null, droit: 'lecteur' },
    ] as const)
    .run(async ({ client }, access) => {
      const user = await UserFactory.merge({ ...access, isStaff: true }).create()
      const response = await visitAs(client, user, route('access_test'))
      assertPage(response, 'access_test')
    })

  test('{who} gets the 403 page')
    .with([
      ...NOT_ESI_NOR_STAFF,
      {
        who: 'an esi admin without the staff flag',
        account: () => aStaffMember({ droit: 'admin', isStaff: false }),
      },
    ])
    .run(async ({ client }, { account }) => {
      await assertRefusedPage(client, route('access_test'), await account())
    })

  test('a guest is sent to /login, an unverified user to /verify-email', async ({ client }) => {
    assertRedirect(await client.get(route('access_test')).redirects(0), route('login'))
    const unverified = await UserFactory.apply('esi').apply('unverified').create()
    const response = await as(client.get(route('access_test')), unverified).redirects(0)
    response.assertHeader('location', route('verification.notice'))
  })
})
