import { test } from '@japa/runner'
import type { BaseMail } from '@adonisjs/mail'
import User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import TexteMail from '#mails/texte_mail'
import { freePort } from '#tests/helpers/free_port'
import { smtpServer } from '../mails/helpers.js'

/*
| The production transport, end to end: the app's e-mails go through a real
| SMTP conversation with a local server (smtp-server).
*/

/** What a local SMTP server received of `message`, sent by the app's SMTP mailer. */
async function deliveredOverSmtp(message: BaseMail) {
  const { received, mailer, start, close } = smtpServer(await freePort())
  try {
    await start()
    await mailer.send(message)
  } finally {
    await close()
  }
  return received
}

test.group('SMTP transport', () => {
  test('the verification e-mail is delivered over SMTP, in French, with its link', async ({
    assert,
  }) => {
    const user = new User().merge({ fullName: 'Anne Lemoine', email: 'anne@example.fr' })
    user.id = 42
    const received = await deliveredOverSmtp(
      new VerifyEmailNotification(user, 'http://localhost:3333/verify-email/42/abc?signature=x')
    )
    assert.lengthOf(received, 1)
    assert.equal(received[0].from, 'no-reply@e-sidoor.fr')
    assert.deepEqual(received[0].to, ['anne@example.fr'])
    const unfolded = received[0].data.replace(/=\r?\n/g, '')
    assert.match(unfolded, /Subject: =\?UTF-8\?|Subject: Confirmez votre adresse e-mail/)
    assert.include(unfolded, 'verify-email/42/abc')
    /* The address is not proven yet: no text its registrant typed goes out with it. */
    assert.include(unfolded, 'Bonjour,')
    assert.notInclude(unfolded, 'Anne Lemoine')
  })

  test('a template sent to a contact reaches SMTP with its From, To, Reply-To and subject', async ({
    assert,
  }) => {
    const received = await deliveredOverSmtp(
      new TexteMail(
        { address: 'camille@numeria.fr', name: 'Camille Roussel' },
        { address: 'paul@cabinet.fr', name: 'Paul Rousseau' },
        'Point sur le stage',
        '<p>Bonjour Camille,</p><p>À bientôt.</p>'
      )
    )
    assert.lengthOf(received, 1)
    assert.equal(received[0].from, 'no-reply@e-sidoor.fr')
    assert.deepEqual(received[0].to, ['camille@numeria.fr'])
    const headers = received[0].data.split(/\r?\n\r?\n/)[0]
    assert.match(headers, /^From: "?e-sidoor"? <no-reply@e-sidoor\.fr>$/m)
    assert.match(headers, /^To: "?Camille Roussel"? <camille@numeria\.fr>$/m)
    assert.match(headers, /^Reply-To: "?Paul Rousseau"? <paul@cabinet\.fr>$/m)
    assert.match(headers, /^Subject: Point sur le stage$/m)
    assert.include(received[0].data.replace(/=\r?\n/g, ''), 'Bonjour Camille,')
  })
})
