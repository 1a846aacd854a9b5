import { test } from '@japa/runner'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import type { ApiClient } from '@japa/api-client'
import { PASSWORD, assertNotSignedIn, lastLoginOf, signedIn } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { assertRedirect } from '#tests/helpers/answers'

const EXPIRED_JSON = { message: 'Session expirée ou jeton de sécurité invalide.' }

/* These requests deliberately omit withCsrfToken(). */
test.group('CSRF protection', () => {
  /* The same login, without its token, from each kind of client the app answers. */
  const loginWithoutToken = (client: ApiClient, user: User) =>
    client.post(route('login.store')).form({ email: user.email, password: PASSWORD }).redirects(0)

  test('{$self} login without token gets 419 JSON and signs nobody in')
    .with([
      { kind: 'a JSON', header: 'accept', value: 'application/json' },
      { kind: 'an Inertia', header: 'x-inertia', value: 'true' },
    ])
    .run(async ({ client, assert }, { header, value }) => {
      const user = await UserFactory.create()
      const response = await loginWithoutToken(client, user).header(header, value)

      response.assertStatus(419)
      assert.include(response.header('content-type') ?? '', 'application/json')
      response.assertBody(EXPIRED_JSON)
      await assertNotSignedIn(assert, response, user)
    })

  test('a plain form login without token goes back with a French message', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await loginWithoutToken(client, user).header('referer', route('login'))

    assertRedirect(response, route('login'))
    response.assertFlashMessage('error', 'La page a expiré. Veuillez réessayer.')
    await assertNotSignedIn(assert, response, user)
  })

  test('a forged token is refused like a missing one', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await loginWithoutToken(client, user)
      .header('accept', 'application/json')
      .header('x-csrf-token', 'jeton-invente')
    response.assertStatus(419)
    assert.isNull(await lastLoginOf(user))
  })

  test('a registration without token creates no account', async ({ client, assert }) => {
    const response = await client
      .post(route('register.store'))
      .header('referer', route('register'))
      .form({
        fullName: 'Camille Durand',
        email: 'camille@example.fr',
        password: 'un-bon-mot-de-passe',
        passwordConfirmation: 'un-bon-mot-de-passe',
      })
      .redirects(0)
    assertRedirect(response, route('register'))
    assert.lengthOf(await User.all(), 0)
  })

  test('a profile update without token gets 419 {$self} and changes nothing')
    .with(['JSON', 'Inertia'])
    .run(async ({ client, assert }, kind) => {
      const user = await UserFactory.create()
      const request = signedIn(client.patch(route('profile.update')), user)
        .form({ fullName: 'Nom Pirate', email: 'pirate@example.fr' })
        .redirects(0)
      if (kind === 'JSON') request.header('accept', 'application/json')
      else request.header('x-inertia', 'true')
      const response = await request

      response.assertStatus(419)
      response.assertBody(EXPIRED_JSON)
      const fresh = await User.findOrFail(user.id)
      assert.equal(fresh.fullName, user.fullName)
      assert.equal(fresh.email, user.email)
    })

  test('the same profile update with a token goes through', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await signedIn(client.patch(route('profile.update')), user)
      .header('accept', 'application/json')
      .form({ fullName: 'Nom Légitime', email: user.email })
      .withCsrfToken()
      .redirects(0)
    assert.notEqual(response.status(), 419)
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.fullName, 'Nom Légitime')
  })

  test('logout without token keeps the session open', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await signedIn(client.post(route('logout')), user)
      .header('referer', route('dashboard'))
      .redirects(0)
    assertRedirect(response, route('dashboard'))
    response.assertSession('auth_web', user.id)
  })
})
