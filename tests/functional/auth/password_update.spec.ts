import { test } from '@japa/runner'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import {
  PASSWORD,
  epochOf,
  fieldErrors,
  passwordIs,
  postLogin,
  signedIn,
  visitAfter,
} from './helpers.js'
import { route } from '#tests/helpers/routes'
import { assertRedirect } from '#tests/helpers/answers'

const NEW_PASSWORD = 'nouveau-mot-de-passe'
/** The form changing the factory's password to NEW_PASSWORD. */
const CHANGE = {
  currentPassword: PASSWORD,
  password: NEW_PASSWORD,
  passwordConfirmation: NEW_PASSWORD,
}
const WRONG_CURRENT = { ...CHANGE, currentPassword: 'pas-le-bon-mot-de-passe' }

function updatePassword(client: any, user: User, form: Record<string, string | undefined>) {
  return signedIn(client.put(route('password.update')), user)
    .header('referer', route('profile.edit'))
    .form(form)
    .withCsrfToken()
    .redirects(0)
}

test.group('Password update', () => {
  test('the right current password changes the password', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await updatePassword(client, user, CHANGE)

    assertRedirect(response, route('profile.edit'))
    response.assertFlashMessage('success', 'Mot de passe mis à jour.')
    assert.isTrue(await passwordIs(user, NEW_PASSWORD))

    const oldLogin = await postLogin(client, { email: user.email, password: PASSWORD })
    oldLogin.assertSessionMissing('auth_web')
    const newLogin = await postLogin(client, { email: user.email, password: NEW_PASSWORD })
    newLogin.assertSession('auth_web', user.id)
  })

  test('a new password ends the other sessions but keeps this one', async ({ client }) => {
    const user = await UserFactory.create()
    const otherDevice = epochOf(user)
    const response = await updatePassword(client, user, CHANGE)
    response.assertStatus(302)

    const here = await visitAfter(client, response, route('dashboard')).redirects(0)
    here.assertStatus(200)
    const elsewhere = await signedIn(client.get(route('dashboard')), user, otherDevice).redirects(0)
    assertRedirect(elsewhere, route('login'))
  })

  test('a wrong current password is refused on currentPassword', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await updatePassword(client, user, WRONG_CURRENT)

    assertRedirect(response, route('profile.edit'))
    assert.deepEqual(fieldErrors(response).currentPassword, [
      'Le mot de passe actuel est incorrect.',
    ])
    response.assertFlashMissing('success')
    assert.isTrue(await passwordIs(user, PASSWORD))
  })

  test('a JSON call with a wrong current password gets 422', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await signedIn(client.put(route('password.update')), user)
      .header('accept', 'application/json')
      .json(WRONG_CURRENT)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(422)
    assert.deepInclude(response.body().errors[0], {
      field: 'currentPassword',
      message: 'Le mot de passe actuel est incorrect.',
    })
    assert.isTrue(await passwordIs(user, PASSWORD))
  })

  test('refused when {reason}')
    .with([
      {
        reason: 'the new password is too short',
        form: { currentPassword: PASSWORD, password: 'court', passwordConfirmation: 'court' },
        field: 'password',
        message: 'Le champ mot de passe doit contenir au moins 8 caractères.',
      },
      {
        reason: 'the confirmation does not match',
        form: { ...CHANGE, passwordConfirmation: 'autre-chose-encore' },
        field: 'passwordConfirmation',
        message: 'La confirmation du mot de passe ne correspond pas.',
      },
      {
        reason: 'the current password is missing',
        form: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
        field: 'currentPassword',
        message: 'Le champ mot de passe actuel est obligatoire.',
      },
    ])
    .run(async ({ client, assert }, { form, field, message }) => {
      const user = await UserFactory.create()
      const response = await updatePassword(client, user, form)
      response.assertHeader('location', route('profile.edit'))
      assert.deepEqual(fieldErrors(response)[field], [message])
      assert.isTrue(await passwordIs(user, PASSWORD))
    })

  test('a guest is sent to /login and nothing changes', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .put(route('password.update'))
      .form(CHANGE)
      .withCsrfToken()
      .redirects(0)
    assertRedirect(response, route('login'))
    assert.isTrue(await passwordIs(user, PASSWORD))
  })

  /* BUG: flashExcept only drops `password` and `password_confirmation`, so the camelCase
     currentPassword and passwordConfirmation typed by the user are flashed into the session. */
  test('a refused form does not flash any typed password back', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await updatePassword(client, user, WRONG_CURRENT)
    assert.property(fieldErrors(response), 'currentPassword')
    const flashed = response.flashMessages()
    assert.notProperty(flashed, 'password')
    assert.notProperty(flashed, 'currentPassword')
    assert.notProperty(flashed, 'passwordConfirmation')
  })
})
