import { setTimeout as sleep } from 'node:timers/promises'
import { DateTime } from 'luxon'
import type { BaseMail } from '@adonisjs/mail'
import { Job, exponentialBackoff } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { mailRetry } from '#config/queue'
import MailDelivery, { OUTSIDE_MAIL_KINDS, type MailKind } from '#models/mail_delivery'
import User from '#models/user'
import { outsideMailRefusal } from '#services/accounts/account_standing'

export type SendMailPayload = { deliveryId: number; kind: MailKind }

/** What an operator reads of a failure: its message, short, without the mail. */
function shortError(error: unknown) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, 255)
}

/**
 * Whom a composed mail is for and its subject, as e-sidoor's « Envois en
 * échec » shows them (app/services/platform/failed_mails.ts): read from the
 * message once built (building twice is a no-op, `send` builds it again).
 */
async function envelopeOf(message: BaseMail) {
  await message.build()
  const { to = [], subject } = message.message.nodeMailerMessage
  const addresses = to.map((recipient) =>
    typeof recipient === 'string' ? recipient : recipient.address
  )
  return {
    recipient: addresses.join(', ').slice(0, 254) || null,
    subject: subject?.slice(0, 255) ?? null,
  }
}

/**
 * Writes that follow a delivery to the SMTP server are tried for ~10 s
 * (a database restarting): a mail handed over but not marked would be sent
 * again by the retry.
 */
async function persist<Result>(write: () => Promise<Result>): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      if (attempt >= 20) throw error
      await sleep(500)
    }
  }
}

/**
 * Updates the delivery and, for a template e-mail, its interaction on the
 * contact's timeline (`shown`: what the timeline says, by default the
 * delivery's status; nothing for a mail with nothing left to send).
 */
async function track(
  delivery: MailDelivery,
  changes: Partial<
    Pick<MailDelivery, 'status' | 'attempts' | 'lastError' | 'sentAt' | 'recipient' | 'subject'>
  >,
  shown = changes.status === 'annule' ? undefined : changes.status
) {
  await persist(() =>
    db.transaction(async (trx) => {
      delivery.useTransaction(trx)
      await delivery.merge(changes).save()
      if (!delivery.interactionId) return
      await trx
        .from('interactions')
        .where('id', delivery.interactionId)
        .update({
          ...(shown ? { mail_status: shown } : {}),
          mail_attempts: delivery.attempts,
        })
    })
  )
}

/**
 * A mail to an address its user chose leaves only while the school vouches
 * for them: an account suspended (or gone) since it was queued sends nothing.
 */
async function senderVouched(delivery: MailDelivery) {
  if (!OUTSIDE_MAIL_KINDS.includes(delivery.kind)) return true
  const sender = delivery.userId ? await User.find(delivery.userId) : null
  return sender !== null && outsideMailRefusal(sender) === null
}

/*
| Sends one e-mail of the outbox (app/services/platform/mail_outbox.ts):
| `mailRetry.attempts` tries with exponential backoff (config/queue.ts), then
| the delivery (and a template e-mail's interaction) is marked failed.
| Idempotent: it sends only a delivery still "en_attente", and marks it sent
| right after, so a job run again after a success (a retry, a stalled job
| recovered, a second dispatch) sends nothing.
*/
export default class SendMailJob extends Job<SendMailPayload> {
  static options: JobOptions = {
    /* Stored with each queued job: keep it when renaming the class. */
    name: 'SendMailJob',
    queue: 'default',
    retry: {
      maxRetries: mailRetry.attempts - 1,
      backoff: () =>
        exponentialBackoff({
          baseDelay: mailRetry.firstDelay,
          multiplier: 3,
          maxDelay: '1h',
          jitter: true,
        })(),
    },
  }

  async execute() {
    const delivery = await MailDelivery.find(this.payload.deliveryId)
    if (!delivery || delivery.status !== 'en_attente') return
    if (!(await senderVouched(delivery))) {
      /* Not sent, and said so on the timeline (it would otherwise wait for ever). */
      const refused = { status: 'annule', attempts: this.context.attempt } as const
      await track(delivery, { ...refused, lastError: 'sender not vouched' }, 'echec')
      return
    }

    /* Lazy: the composer reads services that queue mails through this job. */
    const { composeMail } = await import('#mails/compose')
    const message = await composeMail(delivery.spec)
    if (!message) {
      await track(delivery, { status: 'annule' })
      return
    }
    const attempt = this.context.attempt
    let envelope: Partial<Awaited<ReturnType<typeof envelopeOf>>> = {}
    try {
      envelope = await envelopeOf(message)
      await mail.send(message)
    } catch (error) {
      await track(delivery, { ...envelope, attempts: attempt, lastError: shortError(error) })
      logger.info(
        { err: error, deliveryId: delivery.id, kind: delivery.kind, attempt },
        'e-mail not sent on this attempt'
      )
      throw error
    }
    await track(delivery, {
      ...envelope,
      status: 'envoye',
      attempts: attempt,
      lastError: null,
      sentAt: DateTime.now(),
    })
  }

  /** Every attempt failed: the delivery (and a template e-mail's timeline entry) says so. */
  async failed(error: Error) {
    const delivery = await persist(() => MailDelivery.find(this.payload.deliveryId))
    if (!delivery || delivery.status !== 'en_attente') return
    await track(delivery, { status: 'echec', lastError: shortError(error) })
    logger.error(
      { err: error, deliveryId: delivery.id, kind: delivery.kind, attempts: delivery.attempts },
      'e-mail not sent after its last attempt'
    )
  }
}
