import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD, epochOf, fieldErrors, postForm, signedIn } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { assertPage, assertRedirect } from '#tests/helpers/answers'

const CONFIRMED_AT = 'auth.password_confirmed_at'

/** The confirmation form posted by `user`, whose session holds `session` too. */
function confirm(client: ApiClient, user: User, password: string, session: object = {}) {
  const request = postForm(client, route('password.confirm.store'), route('password.confirm'), {
    password,
  })
  return signedIn(request, user, { ...epochOf(user), ...session })
}

test.group('Password confirmation', () => {
  test('the confirmation screen renders auth/confirm_password', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await signedIn(client.get(route('password.confirm')), user).withInertia()
    assertPage(response, 'auth/confirm_password')
  })

  test('a guest is sent to /login', async ({ client }) => {
    const response = await client.get(route('password.confirm')).redirects(0)
    assertRedirect(response, route('login'))
  })

  test('the right password is remembered and leads {label}')
    .with([
      { label: 'to the dashboard', asked: undefined, destination: route('dashboard') },
      {
        label: 'back to the page that asked',
        asked: route('profile.edit'),
        destination: route('profile.edit'),
      },
    ])
    .run(async ({ client, assert }, { asked, destination }) => {
      const user = await UserFactory.create()
      const startedAt = Date.now()
      const session = asked ? { redirect: { intendedUrl: asked } } : {}
      const response = await confirm(client, user, PASSWORD, session)

      assertRedirect(response, destination)
      const confirmedAt = response.session(CONFIRMED_AT)
      assert.isNumber(confirmedAt)
      assert.isAtLeast(confirmedAt, startedAt)
      assert.isAtMost(confirmedAt, Date.now())
      response.assertSession('auth_web', user.id)
      response.assertSessionMissing('redirect.intendedUrl')
    })

  /* Refused: back to the form with the error; the page that asked is still remembered. */
  test('{label} is refused with a French error on password')
    .with([
      {
        label: 'a wrong password',
        password: 'mauvais-mot-de-passe',
        error: 'Le mot de passe est incorrect.',
      },
      { label: 'an empty password', password: '', error: 'Le champ mot de passe est obligatoire.' },
    ])
    .run(async ({ client, assert }, { password, error }) => {
      const user = await UserFactory.create()
      const response = await confirm(client, user, password, {
        redirect: { intendedUrl: route('profile.edit') },
      })

      assertRedirect(response, route('password.confirm'))
      assert.deepEqual(fieldErrors(response).password, [error])
      response.assertSessionMissing(CONFIRMED_AT)
      response.assertSession('redirect.intendedUrl', route('profile.edit'))
    })
})
