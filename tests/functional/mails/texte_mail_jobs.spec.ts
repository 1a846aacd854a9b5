import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import mail from '@adonisjs/mail/services/main'
import type queue from '@adonisjs/queue/services/main'
import type User from '#models/user'
import Interaction from '#models/interaction'
import MailDelivery from '#models/mail_delivery'
import TexteMail from '#mails/texte_mail'
import { as } from '../access/helpers.js'
import { submit } from '../societes/helpers.js'
import {
  fakeMailAndQueue,
  mailGroupHooks,
  onlyDelivery,
  pushedMails,
  replaceSend,
  runMails,
  runPushedMails,
  senderAndContact,
} from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| A template e-mail to a contact (docs/product.md, "Activité") is written on
| the contact's timeline at once, "en attente", and sent by its job, which
| retries a failing SMTP server (5 attempts, growing waits: 10, 30, 90,
| 270 ms in the suite, MAIL_RETRY_DELAY) and then marks it failed there.
*/
const SEND = { sujet: 'Point sur le stage', corps: '<p>Bonjour Camille,</p>' }

function send(client: ApiClient, user: User, contactId: number) {
  return submit(client, user, 'POST', route('contacts.email.send', { id: contactId }), SEND)
}

/**
 * With the mailer and the queue faked, Paul Rousseau sends SEND to Camille Roussel:
 * the fakes, the two of them and the answer to the send.
 */
async function sentToContact(client: ApiClient) {
  const { mails, fake } = fakeMailAndQueue()
  const { user, contact } = await senderAndContact()
  const response = await send(client, user, contact.id)
  return { mails, fake, user, contact, response }
}

/** Where the contact's timeline says the e-mail is, as the page reads it. */
async function timelineMail(client: ApiClient, user: User, contactId: number) {
  const response = await as(client.get(route('activite.contact', { id: contactId })), user).header(
    'accept',
    'application/json'
  )
  const { entries } = response.body() as {
    entries: { type?: string; mail?: { status: string; attempts: number } | null }[]
  }
  return entries.find((entry) => entry.type === 'email_envoye')?.mail
}

/**
 * Runs the pushed jobs with a mailer that throws `failures` times (what a refused
 * SMTP connection does), then sends; the time of each call.
 */
async function runWithFailingMailer(fake: ReturnType<typeof queue.fake>, failures: number) {
  const calls: number[] = []
  const restore = replaceSend(async (message) => {
    calls.push(performance.now())
    if (calls.length <= failures) throw new Error('connect ECONNREFUSED 127.0.0.1:25')
    return mail.use().send(message)
  })
  try {
    await runPushedMails(fake)
  } finally {
    restore()
  }
  return calls
}

test.group('E-mails | template e-mails through the queue', (group) => {
  mailGroupHooks(group)

  test('answered at once with one job, "en attente" on the timeline; the job sends it and marks it sent', async ({
    client,
    assert,
  }) => {
    const { mails, fake, user, contact, response } = await sentToContact(client)
    response.assertHeader('location', route('contacts.show', { id: contact.id }))
    response.assertFlashMessage('success', 'E-mail envoyé à Camille Roussel.')
    fake.assertPushedCount(1)
    const delivery = await onlyDelivery()
    assert.deepEqual(pushedMails(fake), [{ deliveryId: delivery.id, kind: 'template' }])
    mails.assertNoneSent()
    assert.deepEqual(await timelineMail(client, user, contact.id), {
      status: 'en_attente',
      attempts: 0,
    })

    await runPushedMails(fake)
    mails.assertSentCount(TexteMail, 1)
    mails.assertSent(TexteMail, ({ message }) => {
      message.assertTo('camille@numeria.fr', 'Camille Roussel')
      message.assertReplyTo('paul@cabinet.fr', 'Paul Rousseau')
      message.assertSubject('Point sur le stage')
      message.assertHtmlIncludes('<p>Bonjour Camille,</p>')
      return true
    })
    assert.deepEqual(await timelineMail(client, user, contact.id), {
      status: 'envoye',
      attempts: 1,
    })
  })

  test('its job run twice sends the mail once', async ({ client, assert }) => {
    const { mails, fake } = await sentToContact(client)
    const payloads = pushedMails(fake)
    await runMails(payloads)
    await runMails(payloads)
    mails.assertSentCount(TexteMail, 1)
    const delivery = await MailDelivery.findOrFail(payloads[0].deliveryId)
    assert.equal(delivery.status, 'envoye')
    assert.equal(delivery.attempts, 1)
  })

  test('a mailer that throws: 5 attempts, each wait longer, then "échec" on the contact’s timeline', async ({
    client,
    assert,
  }) => {
    const { fake, user, contact, response } = await sentToContact(client)
    response.assertHeader('location', route('contacts.show', { id: contact.id }))

    const calls = await runWithFailingMailer(fake, Number.POSITIVE_INFINITY)
    assert.lengthOf(calls, 5)
    const waits = calls.slice(1).map((at, index) => at - calls[index])
    /*
     * Exponential backoff from MAIL_RETRY_DELAY (10 ms in tests) × 3, ±25 % jitter
     * (config/queue.ts, app/jobs/send_mail_job.ts): each wait is at least 3/4 of its
     * delay. A busy machine only lengthens waits (comparing one wait with the next
     * failed in a loaded CI run), so the floors are what is checked.
     */
    waits.forEach((wait, index) => {
      assert.isAtLeast(wait, 0.7 * 10 * 3 ** index, `wait ${index + 1}`)
    })
    assert.isAtLeast(waits[3], 200)

    assert.deepEqual(await timelineMail(client, user, contact.id), {
      status: 'echec',
      attempts: 5,
    })
    const delivery = await onlyDelivery()
    assert.equal(delivery.status, 'echec')
    assert.equal(delivery.lastError, 'connect ECONNREFUSED 127.0.0.1:25')
    const [interaction] = await Interaction.query().where('contactId', contact.id)
    assert.equal(interaction.mailStatus, 'echec')
  })

  test('a mailer that fails twice, then works: sent once, on the third attempt', async ({
    client,
    assert,
  }) => {
    const { mails, fake, user, contact } = await sentToContact(client)
    const calls = await runWithFailingMailer(fake, 2)
    assert.lengthOf(calls, 3)
    mails.assertSentCount(TexteMail, 1)
    assert.deepEqual(await timelineMail(client, user, contact.id), {
      status: 'envoye',
      attempts: 3,
    })
  })

  test('deleting the e-mail from the timeline before it leaves cancels it', async ({
    client,
    assert,
  }) => {
    const { mails, fake, user, contact } = await sentToContact(client)
    const [interaction] = await Interaction.query().where('contactId', contact.id)
    const removed = await submit(
      client,
      user,
      'DELETE',
      route('interactions.destroy', { id: interaction.id })
    )
    removed.assertStatus(302)
    assert.lengthOf(await MailDelivery.all(), 0)
    await runPushedMails(fake)
    mails.assertNoneSent()
  })
})
