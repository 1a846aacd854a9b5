import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { MAIL_LIMITS } from '#services/platform/mail_limits'
import { LOGIN_FAILURES_PER_IP } from '#services/accounts/password_attempts'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD, fieldErrors, postLogin } from '../auth/helpers.js'
import { callsOf } from './call_counts.js'
import { exhaust, times } from './limits_helpers.js'
import { route } from '#tests/helpers/routes'
import { register, registerWithMails } from '#tests/helpers/registration'

/*
| Attack round 3, findings 2 and 3: 10 parallel registrations from one IP all
| succeeded, and /login was limited per e-mail and IP only (372 tries with as
| many e-mails in 8 s from one IP). Registrations are now counted per IP
| (app/services/platform/mail_limits.ts) and failed sign-ins per IP across e-mails
| (app/services/accounts/password_attempts.ts), before the act: the bursts below are
| sent in parallel.
*/

/** The sign-up form for `email`. */
const signUp = (client: ApiClient, email: string) => register(client, { email })

/** The login form for `email` and `password`. */
const login = (client: ApiClient, email: string, password: string) =>
  postLogin(client, { email, password })

/** Counts the passwords the app verifies while `run` goes on. */
const countVerifications = (run: () => Promise<unknown>) => callsOf(User, 'verifyCredentials', run)

test.group('Security: registrations are limited per IP', () => {
  test('20 parallel registrations from one IP: 5 accounts, 15 French refusals', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const answers = await Promise.all(times(20).map((i) => signUp(client, `inscrit${i}@ex.fr`)))
    const limit = MAIL_LIMITS.registrationPerIp.requests
    assert.lengthOf(await User.all(), limit)
    assert.lengthOf(
      answers.filter((answer) => answer.header('location') === route('login')),
      limit
    )
    const refused = answers.filter((answer) => answer.header('location') === route('register'))
    assert.lengthOf(refused, 20 - limit)
    for (const answer of refused) {
      assert.deepEqual(fieldErrors(answer).email, [
        'Trop de comptes créés depuis votre réseau. Réessayez dans 10 minutes.',
      ])
      answer.assertSessionMissing('auth_web')
    }
    mails.assertSentCount(VerifyEmailNotification, limit)
  })

  test('a refused form costs nothing; the sixth account is refused', async ({ client, assert }) => {
    mail.fake()
    const typo = await signUp(client, 'pas-une-adresse')
    assert.deepEqual(fieldErrors(typo).email, ['Veuillez saisir une adresse e-mail valide.'])
    for (const i of times(5)) {
      const answer = await signUp(client, `suite${i}@ex.fr`)
      answer.assertHeader('location', route('login'))
    }
    const sixth = await signUp(client, 'sixieme@ex.fr')
    assert.match(fieldErrors(sixth).email?.[0] ?? '', /^Trop de comptes créés/)
    assert.isNull(await User.findBy('email', 'sixieme@ex.fr'))
  })

  /* The answer is the one of every sign-up: a different one would tell the address is new. */
  test('an address already sent its links: the account is made, the link is not sent', async ({
    client,
    assert,
  }) => {
    await exhaust('verificationPerAddress', 'nouveau@ex.fr')
    const { response: answer, mails } = await registerWithMails(client, { email: 'nouveau@ex.fr' })
    answer.assertHeader('location', route('login'))
    assert.match(String(answer.flashMessage('success')), /^Vérifiez votre boîte mail/)
    assert.isNotNull(await User.findBy('email', 'nouveau@ex.fr'))
    mails.assertNoneSent()
  })
})

test.group('Security: failed sign-ins are limited per IP across e-mails', () => {
  test('60 parallel wrong logins with 60 e-mails: 50 checked, 10 refused in French', async ({
    client,
    assert,
  }) => {
    const ceiling = LOGIN_FAILURES_PER_IP.requests
    let answers: Awaited<ReturnType<typeof login>>[] = []
    const verified = await countVerifications(async () => {
      answers = await Promise.all(times(60).map((i) => login(client, `spray${i}@ex.fr`, 'x')))
    })
    assert.equal(verified, ceiling)
    const messages = answers.map((answer) => fieldErrors(answer).email?.[0] ?? '')
    assert.lengthOf(
      messages.filter((m) => m === 'Ces identifiants ne correspondent à aucun compte.'),
      ceiling
    )
    const refused = messages.filter((m) => m.startsWith('Trop de tentatives de connexion échouées'))
    assert.lengthOf(refused, 60 - ceiling)
    assert.match(refused[0], /depuis votre réseau\. Réessayez dans 15 minutes\.$/)
  })

  test('right passwords never count: a class signs in 60 times, 50 failures still pass', async ({
    client,
    assert,
  }) => {
    const ceiling = LOGIN_FAILURES_PER_IP.requests
    const users = await UserFactory.createMany(20)
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(users.map((user) => login(client, user.email, PASSWORD)))
      for (const answer of answers) answer.assertHeader('location', route('dashboard'))
    }
    const verified = await countVerifications(() =>
      Promise.all(times(ceiling).map((i) => login(client, `faute${i}@ex.fr`, 'x')))
    )
    assert.equal(verified, ceiling)

    /* The ceiling reached, the network waits, right password or not. */
    const after = await login(client, users[0].email, PASSWORD)
    after.assertSessionMissing('auth_web')
    assert.match(fieldErrors(after).email?.[0] ?? '', /^Trop de tentatives de connexion échouées/)
  })
})
