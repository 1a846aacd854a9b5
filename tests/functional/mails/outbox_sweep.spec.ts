import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import MailDelivery from '#models/mail_delivery'
import * as MailOutbox from '#services/platform/mail_outbox'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { sweepOutbox } from '#jobs/mail_sweep_job'
import { UserFactory } from '#database/factories/user_factory'

/*
| The outbox sweep (app/jobs/mail_sweep_job.ts): a mail still waiting long
| after its last touch lost its job, and is queued again; a recent one, or
| one already sent, is left alone. The suite's queue is `sync`.
*/
const sql = (time: DateTime) => time.toUTC().toSQL({ includeOffset: false })

/** A waiting verification mail whose row was last touched `hoursAgo` hours ago. */
async function waiting(hoursAgo: number, status: 'en_attente' | 'envoye' = 'en_attente') {
  const user = await UserFactory.apply('unverified').create()
  const delivery = await MailOutbox.record({ kind: 'verify_email', data: { userId: user.id } })
  const touched = DateTime.now().minus({ hours: hoursAgo })
  await db
    .from('mail_deliveries')
    .where('id', delivery.id)
    .update({ status, updated_at: sql(touched), created_at: sql(touched) })
  return delivery
}

test.group('E-mails | the outbox sweep', () => {
  test('a mail waiting for 3 hours is queued again and sent once; recent or sent ones are not', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const lost = await waiting(3)
    const recent = await waiting(0.5)
    const sent = await waiting(5, 'envoye')

    assert.equal(await sweepOutbox(), 1)
    mails.assertSentCount(VerifyEmailNotification, 1)
    await lost.refresh()
    assert.equal(lost.status, 'envoye')
    await recent.refresh()
    assert.equal(recent.status, 'en_attente')
    await sent.refresh()
    assert.equal(sent.status, 'envoye')

    /* The next sweep finds nothing more to do. */
    assert.equal(await sweepOutbox(), 0)
    mails.assertSentCount(VerifyEmailNotification, 1)
    assert.lengthOf(await MailDelivery.query().where('status', 'en_attente'), 1)
  })
})
