import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import queue from '@adonisjs/queue/services/main'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import type { AccountDecisionKind } from '#models/mail_delivery'
import VerifyEmailNotification from '#mails/verify_email_notification'
import ResetPasswordNotification from '#mails/reset_password_notification'
import type AccountDecisionMail from '#mails/account_decision_mail'
import AccountApprovedNotification from '#mails/account_approved_notification'
import AccountRefusedNotification from '#mails/account_refused_notification'
import AccountSuspendedNotification from '#mails/account_suspended_notification'
import AccountReinstatedNotification from '#mails/account_reinstated_notification'
import { UserFactory } from '#database/factories/user_factory'
import { as } from '../access/helpers.js'
import {
  fakeMailAndQueue,
  mailGroupHooks,
  onlyDelivery,
  pushedMails,
  runMails,
  runPushedMails,
} from './helpers.js'
import { route } from '#tests/helpers/routes'
import { register } from '#tests/helpers/registration'

type Decision = 'approve' | 'refuse' | 'suspend' | 'reinstate'

/*
| Every e-mail is a job (app/jobs/send_mail_job.ts): the request records it
| and pushes one job, and answers without waiting for the SMTP server; the
| job sends it. Here the queue is faked to see what each request pushes,
| then the pushed jobs are run.
*/

type DecisionMail = new (user: User, url: string, reason: string | null) => AccountDecisionMail

const origin = () => `http://${process.env.HOST}:${process.env.PORT}`

test.group('E-mails | one job per mail, sent by the job', (group) => {
  mailGroupHooks(group)

  test('registration: one verification job, nothing sent by the request; the job sends it', async ({
    client,
    assert,
  }) => {
    const { mails, fake } = fakeMailAndQueue()
    const response = await register(client)
    response.assertHeader('location', route('login'))
    response.assertFlashMessage(
      'success',
      'Vérifiez votre boîte mail : nous vous avons écrit pour finaliser votre inscription. Vous pourrez ensuite vous connecter ici.'
    )
    const user = await User.findByOrFail('email', 'camille.durand@example.fr')
    fake.assertPushedCount(1)
    const delivery = await onlyDelivery()
    assert.deepEqual(pushedMails(fake), [{ deliveryId: delivery.id, kind: 'verify_email' }])
    assert.equal(delivery.status, 'en_attente')
    assert.equal(delivery.userId, user.id)
    mails.assertNoneSent()

    await runPushedMails(fake)
    mails.assertSentCount(VerifyEmailNotification, 1)
    mails.assertSent(VerifyEmailNotification, (sent) => {
      sent.message.assertTo('camille.durand@example.fr')
      return true
    })
    await delivery.refresh()
    assert.equal(delivery.status, 'envoye')
    assert.equal(delivery.attempts, 1)
    assert.isNotNull(delivery.sentAt)
  })

  test('verification resend: one job; no link is stored, it is made when the job runs', async ({
    client,
    assert,
  }) => {
    const { mails, fake } = fakeMailAndQueue()
    const user = await UserFactory.apply('unverified').create()
    const response = await as(client.post(route('verification.send')), user)
      .header('referer', route('verification.notice'))
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('success', 'Un nouveau lien de vérification vous a été envoyé.')
    fake.assertPushedCount(1)
    const delivery = await onlyDelivery()
    assert.deepEqual(delivery.data, { userId: user.id })
    mails.assertNoneSent()
    await runPushedMails(fake)
    mails.assertSentCount(VerifyEmailNotification, 1)
  })

  test('forgot password: one job, no token yet; the job makes the link and sends it, once', async ({
    client,
    assert,
  }) => {
    const { mails, fake } = fakeMailAndQueue()
    const user = await UserFactory.create()
    const response = await client
      .post(route('password.email'))
      .form({ email: user.email })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    fake.assertPushedCount(1)
    assert.deepEqual(pushedMails(fake)[0].kind, 'reset_password')
    assert.lengthOf(await PasswordResetToken.all(), 0)
    mails.assertNoneSent()

    /* Pushed twice by the queue (a recovered job): one mail, one token. */
    await runMails([...pushedMails(fake), ...pushedMails(fake)])
    mails.assertSentCount(ResetPasswordNotification, 1)
    assert.lengthOf(await PasswordResetToken.query().where('userId', user.id), 1)
    const delivery = await onlyDelivery()
    assert.equal(delivery.status, 'envoye')
  })

  test('an unknown address pushes nothing (and says the same)', async ({ client }) => {
    const fake = queue.fake()
    const response = await client
      .post(route('password.email'))
      .form({ email: 'personne@example.fr' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    fake.assertNothingPushed()
  })

  test('each approval decision pushes one job and the job sends its mail', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('esi').create()
    const user = await UserFactory.apply('pending').create()
    const steps: [Decision, AccountDecisionKind, DecisionMail][] = [
      ['refuse', 'account_refused', AccountRefusedNotification],
      ['approve', 'account_approved', AccountApprovedNotification],
      ['suspend', 'account_suspended', AccountSuspendedNotification],
      ['reinstate', 'account_reinstated', AccountReinstatedNotification],
    ]
    for (const [decision, kind, Mail] of steps) {
      const { mails, fake } = fakeMailAndQueue()
      const response = await as(
        client.post(route(`esidoor.pros.${decision}`, { id: user.id })),
        admin
      )
        .header('referer', `${origin()}${route('esidoor.approvals')}`)
        .form({ reason: 'Motif indiqué.' })
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(302)
      assert.isDefined(response.flashMessage('success'), decision)
      fake.assertPushedCount(1)
      assert.equal(pushedMails(fake)[0].kind, kind)
      mails.assertNoneSent()
      await runPushedMails(fake)
      mails.assertSentCount(Mail, 1)
      mail.restore()
    }
  })
})
