import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { digestRecipients, parisToday } from '#services/activite/digest'
import { isUniqueViolation } from '#services/platform/database_errors'
import * as MailOutbox from '#services/platform/mail_outbox'

/*
| Queues the morning digests of `day` (app/services/activite/digest.ts): one
| mail per recipient, through the outbox and its job (retries, backoff). A
| `digest_sends` row per user and day is written first: its unique key makes
| any second run of the same day (the scheduler firing twice, two workers,
| an operator running `node ace reminders:digest`) queue nothing more.
*/
export async function sendDigests(day = parisToday()) {
  const recipients = await digestRecipients(day)
  let queued = 0
  for (const user of recipients) {
    try {
      await db.table('digest_sends').insert({
        user_id: user.id,
        day,
        created_at: DateTime.now().toUTC().toSQL({ includeOffset: false }),
      })
    } catch (error) {
      if (isUniqueViolation(error)) continue
      throw error
    }
    await MailOutbox.send({ kind: 'digest', data: { userId: user.id, day } }, { userId: user.id })
    queued++
  }
  return { recipients: recipients.length, queued }
}
