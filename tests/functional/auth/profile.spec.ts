import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { UserFactory } from '#database/factories/user_factory'
import {
  PASSWORD,
  countRows,
  fieldErrors,
  postLogin,
  rememberCookieOf,
  signedIn,
} from './helpers.js'
import { route } from '#tests/helpers/routes'
import { userAndMails } from '#tests/helpers/user_and_mails'
import { assertPage, assertRedirect } from '#tests/helpers/answers'

function send(client: any, method: 'patch' | 'delete', user: User, form: Record<string, string>) {
  return signedIn(client[method](route('profile.edit')), user)
    .header('referer', route('profile.edit'))
    .form(form)
    .withCsrfToken()
    .redirects(0)
}

/** A remember-me token and a reset token owned by the user. */
async function giveTokens(client: any, user: User) {
  const login = await postLogin(client, { email: user.email, password: PASSWORD, remember: 'on' })
  rememberCookieOf(login)
  await PasswordResetToken.create({
    userId: user.id,
    tokenHash: `${user.id}`.padStart(64, '0'),
    expiresAt: DateTime.now().plus({ minutes: 60 }),
  })
}

test.group('Profile', () => {
  test('the profile screen renders profile/edit', async ({ client }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await signedIn(client.get(route('profile.edit')), user).withInertia()
    assertPage(response, 'profile/edit')
    response.assertInertiaPropsContains({ mustVerifyEmail: true, user: { email: user.email } })
  })

  test('a guest is sent to /login', async ({ client }) => {
    const response = await client.get(route('profile.edit')).redirects(0)
    response.assertHeader('location', route('login'))
  })

  test('changing the name keeps the address verified', async ({ client, assert }) => {
    const { user, mails } = await userAndMails()
    const response = await send(client, 'patch', user, {
      fullName: 'Nouveau Nom',
      email: user.email.toUpperCase(),
    })

    assertRedirect(response, route('profile.edit'))
    response.assertFlashMessage('success', 'Profil mis à jour.')
    await user.refresh()
    assert.equal(user.fullName, 'Nouveau Nom')
    assert.isNotNull(user.emailVerifiedAt)
    mails.assertNoneSent()
  })

  test('changing the e-mail un-verifies it and mails a new link', async ({ client, assert }) => {
    const { user, mails } = await userAndMails()
    const response = await send(client, 'patch', user, {
      fullName: user.fullName,
      email: 'Nouvelle.Adresse@Example.fr',
    })

    response.assertHeader('location', route('profile.edit'))
    await user.refresh()
    assert.equal(user.email, 'nouvelle.adresse@example.fr')
    assert.isNull(user.emailVerifiedAt)
    mails.assertSent(VerifyEmailNotification, (sent) => {
      sent.message.assertTo('nouvelle.adresse@example.fr')
      return true
    })
  })

  test("another account's e-mail is refused, whatever its case", async ({ client, assert }) => {
    const { mails } = mail.fake()
    const [user, other] = await UserFactory.createMany(2)
    const response = await send(client, 'patch', user, {
      fullName: 'Nouveau Nom',
      email: other.email.toUpperCase(),
    })

    response.assertHeader('location', route('profile.edit'))
    assert.deepEqual(fieldErrors(response).email, ['Cette adresse e-mail est déjà utilisée.'])
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.email, user.email)
    assert.equal(fresh.fullName, user.fullName)
    assert.isNotNull(fresh.emailVerifiedAt)
    mails.assertNoneSent()
  })

  test('an empty name is refused', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await send(client, 'patch', user, { fullName: '', email: user.email })
    assert.deepEqual(fieldErrors(response).fullName, ['Le champ nom complet est obligatoire.'])
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.fullName, user.fullName)
  })

  test('deleting with a wrong password is refused', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await giveTokens(client, user)
    const response = await send(client, 'delete', user, { password: 'pas-le-bon-mot-de-passe' })

    assertRedirect(response, route('profile.edit'))
    assert.deepEqual(fieldErrors(response).password, ['Le mot de passe est incorrect.'])
    response.assertSession('auth_web', user.id)
    assert.isNotNull(await User.find(user.id))
    assert.equal(await countRows('remember_me_tokens', 'tokenable_id', user.id), 1)
    assert.equal(await countRows('password_reset_tokens', 'user_id', user.id), 1)
  })

  test('deleting with the right password removes the account and its tokens', async ({
    client,
    assert,
  }) => {
    const [user, other] = await UserFactory.createMany(2)
    await giveTokens(client, user)
    await giveTokens(client, other)

    const response = await send(client, 'delete', user, { password: PASSWORD })

    assertRedirect(response, route('home'))
    response.assertFlashMessage('success', 'Votre compte a été supprimé.')
    response.assertSessionMissing('auth_web')
    assert.isNull(await User.find(user.id))
    assert.equal(await countRows('remember_me_tokens', 'tokenable_id', user.id), 0)
    assert.equal(await countRows('password_reset_tokens', 'user_id', user.id), 0)

    assert.isNotNull(await User.find(other.id))
    assert.equal(await countRows('remember_me_tokens', 'tokenable_id', other.id), 1)
    assert.equal(await countRows('password_reset_tokens', 'user_id', other.id), 1)
  })
})
