import { DateTime } from 'luxon'
import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import MailDelivery from '#models/mail_delivery'
import * as MailOutbox from '#services/platform/mail_outbox'

/*
| The outbox's safety net: a mail still « en_attente » long after its last
| touch has lost its job (a Redis queue restarted without its data, a worker
| killed between two retries). No job of it can still be waiting: the retries
| of app/jobs/send_mail_job.ts are all over within about 40 minutes, and
| each attempt touches the row. So a row untouched for STALE_AFTER is
| queued again, once per sweep (its touch moves it out of the next one). The
| job sends only a row still « en_attente », so nothing is sent twice.
*/

/** How long a waiting mail may go untouched before it is queued again. */
export const STALE_AFTER = { hours: 2 }
/** The most rows one sweep queues again (the next sweep takes the rest). */
const SWEEP_LIMIT = 500

/** Queues again the waiting mails untouched for STALE_AFTER; how many. */
export async function sweepOutbox(now = DateTime.now()) {
  const stale = await MailDelivery.query()
    .where('status', 'en_attente')
    .where((untouched) => {
      const before = now.minus(STALE_AFTER).toUTC().toSQL({ includeOffset: false })!
      untouched.where('updated_at', '<', before).orWhere((never) => {
        never.whereNull('updated_at').where('created_at', '<', before)
      })
    })
    .orderBy('id', 'asc')
    .limit(SWEEP_LIMIT)
  for (const delivery of stale) {
    /* Touched first: a second sweep or worker does not take it again. */
    delivery.updatedAt = now
    await delivery.save()
    await MailOutbox.dispatch(delivery)
  }
  return stale.length
}

export default class MailSweepJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    /* Stored with each queued job and schedule: keep it when renaming the class. */
    name: 'MailSweepJob',
    queue: 'default',
  }

  async execute() {
    await sweepOutbox()
  }
}

/** Every 15 minutes (upserted by id each time a worker starts). */
export function scheduleMailSweep() {
  return MailSweepJob.schedule({}).id('mail-sweep').every('15m').run()
}
