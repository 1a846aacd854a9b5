import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { accounts, as } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { freshEach } from '#tests/helpers/fresh_each'
import { assertPage } from '#tests/helpers/answers'

test.group('Access | /test-access page', (group) => {
  freshEach(group)

  test('staff see acces_test whatever role and droit they switched to: {role}/{droit}')
    .with([
      { role: 'esi', droit: 'admin' },
      { role: 'pro', droit: null },
      { role: null, droit: 'lecteur' },
    ] as const)
    .run(async ({ client }, access) => {
      const user = await UserFactory.merge({ ...access, isStaff: true }).create()
      const response = await as(client.get(route('access_test')), user).withInertia()
      assertPage(response, 'access_test')
    })

  test('{$self} (not staff) gets the 403 page')
    .with(['pro', 'lecteur', 'visiteur'] as const)
    .run(async ({ client }, kind) => {
      const response = await as(
        client.get(route('access_test')),
        await accounts[kind]()
      ).withInertia()
      response.assertStatus(403)
      response.assertInertiaComponent('errors/error')
    })

  test('an esi admin without the staff flag gets 403', async ({ client }) => {
    const user = await UserFactory.merge({ role: 'esi', droit: 'admin', isStaff: false }).create()
    const response = await as(client.get(route('access_test')), user).withInertia()
    response.assertStatus(403)
  })

  test('a guest is sent to /login, an unverified user to /verify-email', async ({ client }) => {
    const guest = await client.get(route('access_test')).redirects(0)
    guest.assertHeader('location', route('login'))
    const unverified = await UserFactory.apply('esi').apply('unverified').create()
    const response = await as(client.get(route('access_test')), unverified).redirects(0)
    response.assertHeader('location', route('verification.notice'))
  })
})
