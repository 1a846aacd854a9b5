import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import Interaction from '#models/interaction'
import type { MailAddress } from '#models/mail_delivery'
import * as MailOutbox from '#services/platform/mail_outbox'

export type TexteMailing = {
  userId: number
  contactId: number
  offreId: number | null
  from: MailAddress
  to: MailAddress
  sujet: string
  /** Sanitised rich text: the mail's body and the timeline's summary. */
  corps: string
}

/**
 * "Envoyer un e-mail": the "E-mail envoyé" interaction is written first,
 * "en_attente", with its delivery, then the mail's job is queued; the job
 * marks it sent, or failed after its last attempt. Returns the interaction,
 * or null when the queue refused the job (nothing is kept: the person is
 * told to try again).
 */
export async function queueTexteMail(mailing: TexteMailing) {
  const { interaction, delivery } = await db.transaction(async (trx) => {
    const row = await Interaction.create(
      {
        userId: mailing.userId,
        contactId: mailing.contactId,
        offreId: mailing.offreId,
        type: 'email_envoye',
        occurredAt: DateTime.now(),
        sujet: mailing.sujet,
        resume: mailing.corps,
        mailStatus: 'en_attente',
        mailAttempts: 0,
      },
      { client: trx }
    )
    const queued = await MailOutbox.record(
      { kind: 'template', data: { interactionId: row.id, to: mailing.to, replyTo: mailing.from } },
      { userId: mailing.userId, interactionId: row.id },
      trx
    )
    return { interaction: row, delivery: queued }
  })
  try {
    await MailOutbox.dispatch(delivery)
  } catch (error) {
    /* The address and the text stay out of the log. */
    logger.error(
      { err: error, userId: mailing.userId, contactId: mailing.contactId },
      'template mail not queued'
    )
    await interaction.delete()
    return null
  }
  return interaction
}
