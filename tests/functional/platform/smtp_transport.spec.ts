import { test } from '@japa/runner'
import { SMTPServer } from 'smtp-server'
import { Mailer } from '@adonisjs/mail'
import emitter from '@adonisjs/core/services/emitter'
import { SMTPTransport } from '@adonisjs/mail/transports/smtp'
import User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import TemplateMail from '#mails/template_mail'
import { freePort } from '#tests/helpers/free_port'

/*
| The production transport, end to end: the app's e-mails go through a real
| SMTP conversation with a local server (smtp-server).
*/
type Received = { from?: string; to: string[]; data: string }

/** A local SMTP server keeping what it receives, and the app's SMTP mailer pointed at it. */
async function smtpPeer() {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        })
        callback()
      })
    },
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const transport = new SMTPTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true })
  const mailer = new Mailer('smtp', transport, emitter, {
    from: { address: 'no-reply@e-sidoor.fr', name: 'e-sidoor' },
  })
  return {
    received,
    mailer,
    close: async () => {
      await mailer.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

test.group('SMTP transport', () => {
  test('the verification e-mail is delivered over SMTP, in French, with its link', async ({
    assert,
  }) => {
    const { received, mailer, close } = await smtpPeer()
    try {
      const user = new User().merge({ fullName: 'Anne Lemoine', email: 'anne@example.fr' })
      user.id = 42
      await mailer.send(
        new VerifyEmailNotification(user, 'http://localhost:3333/verify-email/42/abc?signature=x')
      )
    } finally {
      await close()
    }
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
    const { received, mailer, close } = await smtpPeer()
    try {
      await mailer.send(
        new TemplateMail(
          { address: 'camille@numeria.fr', name: 'Camille Roussel' },
          { address: 'paul@cabinet.fr', name: 'Paul Rousseau' },
          'Point sur le stage',
          '<p>Bonjour Camille,</p><p>À bientôt.</p>'
        )
      )
    } finally {
      await close()
    }
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
