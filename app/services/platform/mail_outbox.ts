import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import MailDelivery, { type MailSpec } from '#models/mail_delivery'
import SendMailJob from '#jobs/send_mail_job'

type Links = { userId?: number | null; interactionId?: number | null }

/*
| Every e-mail leaves through here: a `mail_deliveries` row says what to
| send, then a job (app/jobs/send_mail_job.ts) sends it, retries it with
| backoff and records the outcome. The request that asked only writes the
| row and the job, so it answers at once whatever the SMTP server does.
|
| Dispatch outside any transaction: the `sync` adapter (tests) runs the job
| at once and must see the committed row, and SQLite has one writer.
*/

/** The row of a mail to send (in `client`'s transaction when given); not queued yet. */
export function record(spec: MailSpec, links: Links = {}, client?: TransactionClientContract) {
  return MailDelivery.create(
    {
      kind: spec.kind,
      data: spec.data,
      userId: links.userId ?? null,
      interactionId: links.interactionId ?? null,
      status: 'en_attente',
      attempts: 0,
    },
    { client }
  )
}

/** Queues the job that sends `delivery` (it carries the row's id, nothing else to read). */
export async function dispatch(delivery: MailDelivery) {
  await SendMailJob.dispatch({ deliveryId: delivery.id, kind: delivery.kind })
}

/**
 * Records and queues one mail. When the queue refuses it (its storage is
 * down), the row is marked failed and the error thrown: the caller decides
 * what the person is told.
 */
export async function send(spec: MailSpec, links: Links = {}) {
  const delivery = await record(spec, links)
  try {
    await dispatch(delivery)
  } catch (error) {
    delivery.merge({ status: 'echec', lastError: 'queue unavailable' })
    await delivery.save()
    throw error
  }
  return delivery
}
