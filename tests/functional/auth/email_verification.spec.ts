import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import type User from '#models/user'
import * as EmailVerification from '#services/accounts/email_verification'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { UserFactory } from '#database/factories/user_factory'
import { askNewLink, linksIn, pathOf, signedIn } from './helpers.js'
import { route, routeOf } from '#tests/helpers/routes'
import { userAndMails } from '#tests/helpers/user_and_mails'
import { assertPage, assertRedirect } from '#tests/helpers/answers'

const INVALID = 'Ce lien de vérification est invalide ou a expiré.'

/** A correctly signed link whose parameters are chosen by the test. */
function signedLink(id: number, hash: string) {
  return router.makeSignedUrl(
    'verification.verify',
    { id, hash },
    { expiresIn: '24h', purpose: 'verify-email' }
  )
}

/** When `user`'s address was verified (null: not yet), read again from the database. */
async function verifiedAt(user: User) {
  await user.refresh()
  return user.emailVerifiedAt
}

test.group('Email verification', () => {
  async function visit(client: any, user: User, path: string) {
    return signedIn(client.get(path), user).redirects(0)
  }

  test('the notice renders auth/verify_email for an unverified user', async ({ client }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await signedIn(client.get(route('verification.notice')), user).withInertia()
    assertPage(response, 'auth/verify_email')
  })

  test('a verified user is sent from the notice to /dashboard', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await visit(client, user, route('verification.notice'))
    assertRedirect(response, route('dashboard'))
  })

  test('the signed link verifies the address and opens the dashboard', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await visit(client, user, pathOf(EmailVerification.linkFor(user)))

    assertRedirect(response, route('dashboard'))
    response.assertFlashMessage('success', 'Votre adresse e-mail est confirmée.')
    assert.isNotNull(await verifiedAt(user))
  })

  /* Each row's link is refused: back to the notice (with the error when `flashed`), unverified. */
  test('{label} does not verify')
    .with([
      {
        label: 'a link with a wrong hash',
        flashed: true,
        link: async (user: User) => pathOf(signedLink(user.id, 'a'.repeat(40))),
      },
      {
        label: 'a link with a tampered signature',
        flashed: true,
        link: async (user: User) => {
          const url = new URL(EmailVerification.linkFor(user))
          const signature = url.searchParams.get('signature')!
          const last = signature.at(-1) === 'A' ? 'B' : 'A'
          url.searchParams.set('signature', `${signature.slice(0, -1)}${last}`)
          return `${url.pathname}${url.search}`
        },
      },
      {
        label: 'a link without signature',
        flashed: false,
        link: async (user: User) =>
          route('verification.verify', { id: user.id, hash: user.emailHash }),
      },
      {
        label: 'a link sent to a former address',
        flashed: false,
        link: async (user: User) => {
          const oldLink = EmailVerification.linkFor(user)
          user.email = 'nouvelle.adresse@example.fr'
          await user.save()
          return pathOf(oldLink)
        },
      },
    ])
    .run(async ({ client, assert }, { flashed, link }) => {
      const user = await UserFactory.apply('unverified').create()
      const response = await visit(client, user, await link(user))
      response.assertHeader('location', route('verification.notice'))
      if (flashed) response.assertFlashMessage('error', INVALID)
      assert.isNull(await verifiedAt(user))
    })

  test("another user's link verifies nobody", async ({ client, assert }) => {
    const [user, other] = await UserFactory.apply('unverified').createMany(2)
    const response = await visit(client, user, pathOf(EmailVerification.linkFor(other)))

    response.assertHeader('location', route('verification.notice'))
    response.assertFlashMessage('error', INVALID)
    assert.isNull(await verifiedAt(user))
    assert.isNull(await verifiedAt(other))
  })

  test('a guest following the link is sent to /login and nothing is verified', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await client.get(pathOf(EmailVerification.linkFor(user))).redirects(0)
    response.assertStatus(302)
    /* The auth redirect keeps the query string: /login?signature=… */
    assert.equal(new URL(response.header('location')!, 'http://localhost').pathname, route('login'))
    assert.isNull(await verifiedAt(user))
  })

  test('resend mails a fresh link that works', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const user = await UserFactory.apply('unverified').create()
    const response = await askNewLink(client, user)

    assertRedirect(response, route('verification.notice'))
    response.assertFlashMessage('success', 'Un nouveau lien de vérification vous a été envoyé.')
    mails.assertSentCount(VerifyEmailNotification, 1)
    mails.assertSent(VerifyEmailNotification, (sent) => {
      sent.message.assertTo(user.email)
      return true
    })

    const [link] = linksIn(mails.sent()[0]).filter((url) => routeOf(url) === 'verification.verify')
    const verify = await visit(client, user, pathOf(link))
    verify.assertHeader('location', route('dashboard'))
    assert.isNotNull(await verifiedAt(user))
  })

  test('resend sends nothing to a verified user', async ({ client }) => {
    const { user, mails } = await userAndMails()
    const response = await askNewLink(client, user)
    response.assertHeader('location', route('dashboard'))
    mails.assertNoneSent()
  })
})
