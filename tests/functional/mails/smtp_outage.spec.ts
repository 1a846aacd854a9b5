import { test } from '@japa/runner'
import Interaction from '#models/interaction'
import MailDelivery from '#models/mail_delivery'
import SendMailJob from '#jobs/send_mail_job'
import { submit } from '../societes/helpers.js'
import { queuedJobs, senderAndContact, smtpOutage, waitFor } from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| Done when (issue #30): "a template e-mail sent while the SMTP peer is down
| answers at once, and is delivered when the peer comes back, once". The
| real pieces: the database queue (the development default), a worker in
| this process, the SMTP transport and a local SMTP server that is not
| listening, then is.
*/
test.group('E-mails | the SMTP server is down', () => {
  test('a template e-mail answers at once, waits, and is delivered once when the server is back', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { peer } = await smtpOutage(cleanup)

    const { user, contact } = await senderAndContact()

    const started = performance.now()
    const response = await submit(
      client,
      user,
      'POST',
      route('contacts.email.send', { id: contact.id }),
      { sujet: 'Point sur le stage', corps: '<p>Bonjour Camille,</p>' }
    )
    const answeredIn = performance.now() - started
    response.assertHeader('location', route('contacts.show', { id: contact.id }))
    response.assertFlashMessage('success', 'E-mail envoyé à Camille Roussel.')
    assert.isBelow(answeredIn, 1000)

    /* The worker tries, the server is down: the e-mail waits on the timeline. */
    const delivery = await MailDelivery.firstOrFail()
    const refreshed = async () => {
      await delivery.refresh()
      return delivery
    }
    await waitFor(async () => {
      const { attempts } = await refreshed()
      return attempts >= 1
    })
    assert.equal(delivery.status, 'en_attente')
    assert.match(delivery.lastError ?? '', /ECONNREFUSED/)
    const [waiting] = await Interaction.query().where('contactId', contact.id)
    assert.equal(waiting.mailStatus, 'en_attente')
    assert.lengthOf(peer.received, 0)

    /* The server comes back: the next attempt delivers it. */
    await peer.start()
    await waitFor(() => peer.received.length > 0)
    await waitFor(async () => {
      const { status } = await refreshed()
      return status === 'envoye'
    })
    await waiting.refresh()
    assert.equal(waiting.mailStatus, 'envoye')
    assert.deepEqual(peer.received[0].to, ['camille@numeria.fr'])
    assert.match(peer.received[0].data, /^Subject: Point sur le stage$/m)

    /* Once: the job is gone from the queue, and the same job pushed again sends nothing. */
    await waitFor(async () => (await queuedJobs()) === 0)
    await SendMailJob.dispatch({ deliveryId: delivery.id, kind: 'template' })
    /* A job leaves the queue once it has run, and the peer keeps a message before it acknowledges it. */
    await waitFor(async () => (await queuedJobs()) === 0)
    assert.lengthOf(peer.received, 1)
  })
})
