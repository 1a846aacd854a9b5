import { test } from '@japa/runner'
import Interaction from '#models/interaction'
import MailDelivery from '#models/mail_delivery'
import type FailedMailTransformer from '#transformers/failed_mail_transformer'
import type { WireList } from '#tests/helpers/wire'
import { queuedJobs, smtpOutage, waitFor } from '../mails/helpers.js'
import { as, esiAndPro } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { visitAs } from '#tests/helpers/as_user'
import { aContact } from '#tests/helpers/owned_records'

/*
| Done when (issue #42): "a mail made to fail (SMTP down, 5 attempts)
| appears in « Envois en échec »; « Renvoyer » with SMTP back delivers it
| once; a pro cannot reach the page". The real pieces: the database queue,
| a worker in this process, the SMTP transport and a local SMTP peer that is
| not listening, then is. The first retry waits 100 ms (then 300 ms, 900 ms,
| 2.7 s, with jitter).
*/
test.group('Envois en échec | the SMTP server is down, then back', () => {
  test('a mail that failed five times is listed, and « Renvoyer » delivers it once', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { peer } = await smtpOutage(cleanup)

    const { esi: admin, pro: paul } = await esiAndPro({ fullName: 'Paul Rousseau' })
    const contact = await aContact(paul, {
      societeId: null,
      prenom: 'Camille',
      nom: 'Roussel',
      email: 'camille@numeria.fr',
    })
    const sent = await as(client.post(route('contacts.email.send', { id: contact.id })), paul)
      .form({ sujet: 'Point sur le stage', corps: '<p>Bonjour Camille,</p>' })
      .withCsrfToken()
      .redirects(0)
    sent.assertFlashMessage('success', 'E-mail envoyé à Camille Roussel.')

    /* Five attempts against a closed port, then « echec ». */
    const delivery = await MailDelivery.firstOrFail()
    await waitFor(async () => {
      await delivery.refresh()
      return delivery.status === 'echec'
    }, 30_000)
    assert.equal(delivery.attempts, 5)

    const page = await visitAs(client, admin, route('esidoor.failed_mails'))
    page.assertStatus(200)
    const { mails } = page.inertiaProps as {
      mails: WireList<FailedMailTransformer, 'toObject'>
    }
    assert.lengthOf(mails.data, 1)
    assert.deepInclude(mails.data[0], {
      id: delivery.id,
      kindLabel: 'Modèle envoyé à un contact',
      status: 'echec',
      recipient: 'camille@numeria.fr',
      subject: 'Point sur le stage',
      reason: "Serveur d'envoi (SMTP) injoignable : connexion refusée",
      attempts: 5,
    })
    const forPro = await visitAs(client, paul, route('esidoor.failed_mails'))
    forPro.assertStatus(403)

    /* The server is back: « Renvoyer » sends it, once. */
    await peer.start()
    const resend = () =>
      as(client.post(route('esidoor.failed_mails.resend', { id: delivery.id })), admin)
        .withCsrfToken()
        .redirects(0)
    const resent = await resend()
    resent.assertFlashMessage('success', "E-mail remis dans la file d'envoi.")
    await waitFor(async () => {
      await delivery.refresh()
      return delivery.status === 'envoye'
    })
    await waitFor(async () => (await queuedJobs()) === 0)
    assert.lengthOf(peer.received, 1)
    assert.deepEqual(peer.received[0].to, ['camille@numeria.fr'])
    assert.match(peer.received[0].data, /^Subject: Point sur le stage$/m)
    assert.equal(delivery.attempts, 1)
    const [entry] = await Interaction.query().where('contactId', contact.id)
    assert.equal(entry.mailStatus, 'envoye')

    /* Sent: no longer listed, and not resent again. */
    const again = await resend()
    again.assertFlashMessage('error', 'Cet e-mail est déjà parti.')
    const after = await visitAs(client, admin, route('esidoor.failed_mails'))
    after.assertInertiaPropsContains({ mails: { meta: { total: 0 } } })
    assert.lengthOf(peer.received, 1)
  })
})
