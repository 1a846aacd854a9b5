import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD, epochOf, fieldErrors, postForm, signedIn } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { freshEach } from '#tests/helpers/fresh_each'
import { assertPage, assertRedirect } from '#tests/helpers/answers'

const CONFIRMED_AT = 'auth.password_confirmed_at'

/** The confirmation form posted by `user`, whose session holds `session` too. */
function confirm(client: ApiClient, user: User, password: string, session: object = {}) {
  const request = postForm(client, route('password.confirm.store'), route('password.confirm'), {
    password,
  })
  return signedIn(request, user, { ...epochOf(user), ...session })
}

test.group('Password confirmation', (group) => {
  freshEach(group)

  test('the confirmation screen renders auth/confirm_password', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await signedIn(client.get(route('password.confirm')), user).withInertia()
    assertPage(response, 'auth/confirm_password')
  })

  test('a guest is sent to /login', async ({ client }) => {
    const response = await client.get(route('password.confirm')).redirects(0)
    assertRedirect(response, route('login'))
  })

  test('the right password is remembered and leads to the dashboard', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const startedAt = Date.now()
    const response = await confirm(client, user, PASSWORD)

    assertRedirect(response, route('dashboard'))
    const confirmedAt = response.session(CONFIRMED_AT)
    assert.isNumber(confirmedAt)
    assert.isAtLeast(confirmedAt, startedAt)
    assert.isAtMost(confirmedAt, Date.now())
    response.assertSession('auth_web', user.id)
  })

  test('after confirming, the visitor goes back to the page that asked', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await confirm(client, user, PASSWORD, {
      redirect: { intendedUrl: route('profile.edit') },
    })

    response.assertHeader('location', route('profile.edit'))
    assert.isNumber(response.session(CONFIRMED_AT))
    response.assertSessionMissing('redirect.intendedUrl')
  })

  test('a wrong password is refused with a French error on password', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await confirm(client, user, 'mauvais-mot-de-passe', {
      redirect: { intendedUrl: route('profile.edit') },
    })

    assertRedirect(response, route('password.confirm'))
    assert.deepEqual(fieldErrors(response).password, ['Le mot de passe est incorrect.'])
    response.assertSessionMissing(CONFIRMED_AT)
    response.assertSession('redirect.intendedUrl', route('profile.edit'))
  })

  test('an empty password is refused', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await confirm(client, user, '')
    response.assertHeader('location', route('password.confirm'))
    assert.deepEqual(fieldErrors(response).password, ['Le champ mot de passe est obligatoire.'])
    response.assertSessionMissing(CONFIRMED_AT)
  })
})
