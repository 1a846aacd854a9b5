import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { BaseMail } from '@adonisjs/mail'
import mail from '@adonisjs/mail/services/main'
import limiter from '@adonisjs/limiter/services/main'
import type User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import ResetPasswordNotification from '#mails/reset_password_notification'
import TexteMail from '#mails/texte_mail'
import { MAIL_LIMITS } from '#services/platform/mail_limits'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { askNewLink, askResetLink, fieldErrors } from '../auth/helpers.js'
import { IP, exhaust, times } from './limits_helpers.js'
import { route } from '#tests/helpers/routes'
import { userAndMails } from '#tests/helpers/user_and_mails'
import { sendAs } from '#tests/helpers/as_user'

/*
| Attack round 3, finding 1: switching the profile e-mail back and forth sent
| a verification mail each time (10 mails to a victim address in 4 s). Every
| mail a person can make the app send is now limited per address and per IP
| (per user too for e-mail changes and template mails), counted before it is
| sent (app/services/platform/mail_limits.ts): the bursts below are sent in parallel.
*/
const VICTIM = 'victime@example.fr'

/** Verification mails sent to `address` so far. */
function verificationsTo(mails: ReturnType<typeof mail.fake>['mails'], address: string) {
  return mails.sent(
    (sent: BaseMail) => sent instanceof VerifyEmailNotification && sent.message.hasTo(address)
  ).length
}

/** The profile form of `user` sent with `email` for address. */
function changeEmail(client: ApiClient, user: User, email: string) {
  const request = client.patch(route('profile.update')).form({ fullName: user.fullName, email })
  return sendAs(request, user).header('referer', route('profile.edit'))
}

/** A new pro, the fake mailer's mails, and `change(email)`: that pro's profile form sent with `email`. */
async function aProChangingEmail(client: ApiClient) {
  const { user, mails } = await userAndMails()
  return { user, mails, change: (email: string) => changeEmail(client, user, email) }
}

/** The address stored for `user` now. */
async function storedEmailOf(user: User) {
  await user.refresh()
  return user.email
}

test.group('Security: verification mails and e-mail changes are limited', () => {
  test('switching the e-mail back and forth: 3 changes an hour, then a French refusal', async ({
    client,
    assert,
  }) => {
    const { user, mails, change } = await aProChangingEmail(client)
    const own = user.email
    const answers = []
    for (const index of times(10)) answers.push(await change(index % 2 === 0 ? VICTIM : own))
    /* Victim, back, victim; then every way back is refused (the way to the victim is no change). */
    const refused = answers.filter((answer) => fieldErrors(answer).email)
    assert.lengthOf(refused, 4)
    for (const answer of refused) {
      assert.match(
        fieldErrors(answer).email[0],
        /^Vous avez changé d’adresse trop souvent\. Réessayez dans \d+ minutes?\.$/
      )
    }
    mails.assertSentCount(VerifyEmailNotification, MAIL_LIMITS.emailChangePerUser.requests)
    assert.equal(verificationsTo(mails, VICTIM), 2)
    assert.equal(await storedEmailOf(user), VICTIM)
  })

  test('20 parallel changes to 20 addresses: 3 saved and mailed, 17 refused', async ({
    client,
    assert,
  }) => {
    const { mails, change } = await aProChangingEmail(client)
    const answers = await Promise.all(times(20).map((i) => change(`victime${i}@example.fr`)))
    const limit = MAIL_LIMITS.emailChangePerUser.requests
    assert.lengthOf(
      answers.filter((answer) => answer.flashMessage('success')),
      limit
    )
    assert.lengthOf(
      answers.filter((answer) => fieldErrors(answer).email),
      20 - limit
    )
    mails.assertSentCount(VerifyEmailNotification, limit)
  })

  test('accounts taking a victim address in turn: 3 mails, then saved but not sent', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const users = await UserFactory.createMany(4)
    const answers = []
    for (const user of users) {
      answers.push(await changeEmail(client, user, VICTIM))
      await changeEmail(client, user, `rendue-${user.id}@example.fr`)
    }
    assert.equal(verificationsTo(mails, VICTIM), MAIL_LIMITS.verificationPerAddress.requests)
    const last = answers.at(-1)!
    assert.isUndefined(last.flashMessage('success'))
    assert.match(
      String(last.flashMessage('warning')),
      /^Profil mis à jour\. Le lien de vérification n’a pas pu être envoyé tout de suite : demandez-en un nouveau dans \d+ minutes?\.$/
    )
    assert.equal(await storedEmailOf(users[3]), `rendue-${users[3].id}@example.fr`)
  })

  test('20 parallel resends: 3 links to the address, the others told to wait', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const user = await UserFactory.apply('unverified').create()
    const answers = await Promise.all(times(20).map(() => askNewLink(client, user)))
    assert.equal(verificationsTo(mails, user.email), MAIL_LIMITS.verificationPerAddress.requests)
    const told = answers.map((answer) => answer.flashMessage('error')).filter(Boolean)
    assert.lengthOf(told, 20 - MAIL_LIMITS.verificationPerAddress.requests)
    for (const message of told) assert.match(String(message), /^Trop de /)
    for (const answer of answers) answer.assertHeader('location', route('verification.notice'))
  })

  test('per IP: the change is refused, then the link is not sent but the change kept', async ({
    client,
    assert,
  }) => {
    const { user, mails, change } = await aProChangingEmail(client)
    await exhaust('emailChangePerIp', IP)
    const refused = await change('nouvelle@example.fr')
    assert.match(fieldErrors(refused).email?.[0] ?? '', /^Vous avez changé d’adresse trop souvent/)

    await limiter.clear()
    await exhaust('verificationPerIp', IP)
    const kept = await change('nouvelle@example.fr')
    assert.match(
      String(kept.flashMessage('warning')),
      /^Profil mis à jour\. Le lien de vérification/
    )
    assert.equal(await storedEmailOf(user), 'nouvelle@example.fr')
    mails.assertNoneSent()
  })
})

test.group('Security: reset links and template mails are limited', () => {
  const SENT =
    'Si un compte correspond à cette adresse, un lien de réinitialisation vient de lui être envoyé.'

  test('20 parallel reset requests for one address: 3 links at most', async ({ client }) => {
    const { user, mails } = await userAndMails()
    await Promise.all(times(20).map(() => askResetLink(client, user.email)))
    mails.assertSentCount(ResetPasswordNotification, MAIL_LIMITS.resetPerAddress.requests)
  })

  test('past the address limit the answer is the same, known address or not', async ({
    client,
    assert,
  }) => {
    const { user, mails } = await userAndMails()
    const answers = []
    for (let round = 0; round < 4; round++) answers.push(await askResetLink(client, user.email))
    answers.push(await askResetLink(client, 'inconnu@example.fr'))
    for (const answer of answers) {
      answer.assertHeader('location', route('password.request'))
      assert.deepEqual(answer.flashMessages(), { success: SENT })
    }
    mails.assertSentCount(ResetPasswordNotification, MAIL_LIMITS.resetPerAddress.requests)
  })

  test('past the IP limit: told to wait, known address or not, nothing sent', async ({
    client,
    assert,
  }) => {
    const { user, mails } = await userAndMails()
    await exhaust('resetPerIp', IP)
    for (const email of [user.email, 'inconnu@example.fr']) {
      const answer = await askResetLink(client, email)
      answer.assertHeader('location', route('password.request'))
      assert.match(
        String(answer.flashMessage('error')),
        /^Trop de demandes de réinitialisation depuis votre réseau\. Réessayez dans \d+ minutes?\.$/
      )
    }
    mails.assertNoneSent()
  })

  test('15 parallel template mails to one contact: 5 sent; other addresses and users unaffected', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const [user, other] = await UserFactory.createMany(2)
    const contact = await ContactFactory.merge({ userId: user.id, email: VICTIM }).create()
    const mailForm = { sujet: 'Bonjour', corps: '<p>Bonjour</p>' }
    const send = (owner: User, id: number) =>
      sendAs(client.post(route('contacts.email.send', { id })).form(mailForm), owner)
    const answers = await Promise.all(times(15).map(() => send(user, contact.id)))
    const limit = MAIL_LIMITS.templatePerUserAddress.requests
    mails.assertSentCount(TexteMail, limit)
    const refused = answers.filter((answer) => fieldErrors(answer).envoi)
    assert.lengthOf(refused, 15 - limit)
    assert.match(
      fieldErrors(refused[0]).envoi[0],
      /^Vous avez écrit 5 fois à cette adresse en une heure : réessayez dans \d+ minutes?\.$/
    )

    const elsewhere = await ContactFactory.merge({ userId: user.id, email: 'a@ex.fr' }).create()
    const toElsewhere = await send(user, elsewhere.id)
    toElsewhere.assertHeader('location', route('contacts.show', { id: elsewhere.id }))
    const theirs = await ContactFactory.merge({ userId: other.id, email: VICTIM }).create()
    const byOther = await send(other, theirs.id)
    byOther.assertHeader('location', route('contacts.show', { id: theirs.id }))
    mails.assertSentCount(TexteMail, limit + 2)
  })
})
