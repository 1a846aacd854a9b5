import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import mail from '@adonisjs/mail/services/main'
import type User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import ResetPasswordNotification from '#mails/reset_password_notification'
import { UserFactory } from '#database/factories/user_factory'
import {
  PASSWORD,
  askResetLink,
  countRows,
  epochOf,
  fieldErrors,
  linksIn,
  logIn,
  passwordIs,
  postForm,
  postLogin,
  rememberCookieOf,
  signedIn,
  visitRemembered,
} from './helpers.js'
import { route, routeOf } from '#tests/helpers/routes'
import { userAndMails } from '#tests/helpers/user_and_mails'
import { assertRedirect } from '#tests/helpers/answers'

const NEW_PASSWORD = 'nouveau-mot-de-passe'
const SENT_FLASH =
  'Si un compte correspond à cette adresse, un lien de réinitialisation vient de lui être envoyé.'
const BAD_LINK = 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.'

/** Asks for a link through the form and returns the raw token read from the sent mail. */
async function requestToken(client: ApiClient, user: User) {
  const { mails } = mail.fake()
  await askResetLink(client, user.email)
  const [sent] = mails.sent()
  const match = linksIn(sent)
    .map((link) => new URL(link).pathname.match(/^\/reset-password\/([^/]+)$/))
    .find(Boolean)
  if (!match) throw new Error('No reset link in the mail')
  return match[1]
}

/** The reset form of the link carrying `token`, posted for `email`. */
function reset(client: ApiClient, token: string, email: string, password = NEW_PASSWORD) {
  const form = { token, email, password, passwordConfirmation: password }
  return postForm(client, route('password.store'), route('password.reset', { token }), form)
}

test.group('Password reset', () => {
  test('a known e-mail gets a link; only the token hash is stored', async ({ client, assert }) => {
    const { user, mails } = await userAndMails()
    const response = await askResetLink(client, user.email.toUpperCase())

    assertRedirect(response, route('password.request'))
    response.assertFlashMessage('success', SENT_FLASH)
    mails.assertSentCount(ResetPasswordNotification, 1)
    mails.assertSent(ResetPasswordNotification, (sent) => {
      sent.message.assertTo(user.email)
      return true
    })

    const rows = await PasswordResetToken.query().where('userId', user.id)
    assert.lengthOf(rows, 1)
    const [link] = linksIn(mails.sent()[0]).filter((url) => routeOf(url) === 'password.reset')
    const token = new URL(link).pathname.split('/').pop()!
    assert.notEqual(rows[0].tokenHash, token)
    assert.equal(rows[0].tokenHash, createHash('sha256').update(token).digest('hex'))
    assert.isTrue(rows[0].expiresAt > DateTime.now().plus({ minutes: 55 }))
  })

  test('an unknown e-mail gets the same answer and nothing is sent', async ({ client, assert }) => {
    const { mails } = mail.fake()
    await UserFactory.create()
    const response = await askResetLink(client, 'inconnu@example.fr')

    assertRedirect(response, route('password.request'))
    response.assertFlashMessage('success', SENT_FLASH)
    mails.assertNoneSent()
    assert.lengthOf(await PasswordResetToken.all(), 0)
  })

  test('a valid token changes the password and is used up', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const token = await requestToken(client, user)

    const response = await reset(client, token, user.email)
    assertRedirect(response, route('login'))
    response.assertFlashMessage(
      'success',
      'Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.'
    )
    assert.isTrue(await passwordIs(user, NEW_PASSWORD))
    assert.equal(await countRows('password_reset_tokens', 'user_id', user.id), 0)

    const login = await postLogin(client, { email: user.email, password: NEW_PASSWORD })
    login.assertHeader('location', route('dashboard'))
    login.assertSession('auth_web', user.id)

    const again = await reset(client, token, user.email, 'encore-un-autre-mdp')
    again.assertHeader('location', route('password.reset', { token }))
    assert.deepEqual(fieldErrors(again).email, [BAD_LINK])
    assert.isTrue(await passwordIs(user, NEW_PASSWORD))
  })

  test('a reset ends other sessions and revokes remember-me tokens', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const otherSession = { auth_web: user.id, ...epochOf(user) }
    const remembered = await logIn(client, user, PASSWORD, { remember: 'on' })
    const cookie = rememberCookieOf(remembered)
    assert.equal(await countRows('remember_me_tokens', 'tokenable_id', user.id), 1)

    const before = await signedIn(client.get(route('dashboard')), user, otherSession)
    before.assertStatus(200)

    const token = await requestToken(client, user)
    const done = await reset(client, token, user.email)
    done.assertHeader('location', route('login'))
    assert.equal(await countRows('remember_me_tokens', 'tokenable_id', user.id), 0)

    const stale = await signedIn(client.get(route('dashboard')), user, otherSession).redirects(0)
    assertRedirect(stale, route('login'))
    stale.assertSessionMissing('auth_web')

    const byCookie = await visitRemembered(client, cookie).redirects(0)
    byCookie.assertHeader('location', route('login'))
  })

  test('an expired token is refused with a French error', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const token = await requestToken(client, user)
    const row = await PasswordResetToken.findByOrFail('userId', user.id)
    row.expiresAt = DateTime.now().minus({ minutes: 1 })
    await row.save()

    const response = await reset(client, token, user.email)
    assertRedirect(response, route('password.reset', { token }))
    assert.deepEqual(fieldErrors(response).email, [BAD_LINK])
    assert.isTrue(await passwordIs(user, PASSWORD))
  })

  test('a token used with another e-mail is refused', async ({ client, assert }) => {
    const [user, other] = await UserFactory.createMany(2)
    const token = await requestToken(client, user)

    const response = await reset(client, token, other.email)
    assert.deepEqual(fieldErrors(response).email, [BAD_LINK])
    assert.isTrue(await passwordIs(user, PASSWORD))
    assert.isTrue(await passwordIs(other, PASSWORD))
    assert.equal(await countRows('password_reset_tokens', 'user_id', user.id), 1)
  })

  test('an unknown token is refused', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await reset(client, 'f'.repeat(64), user.email)
    assert.deepEqual(fieldErrors(response).email, [BAD_LINK])
    assert.isTrue(await passwordIs(user, PASSWORD))
  })
})
