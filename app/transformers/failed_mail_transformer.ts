import { BaseTransformer } from '@adonisjs/core/transformers'
import { MAIL_KIND_LABELS } from '#models/mail_delivery'
import { plainReason, type FailedMail } from '#services/platform/failed_mails'

/**
 * A row of e-sidoor's « Envois en échec » (esi admins only: it names the
 * recipient's address): the kind in French, the reason in plain words beside
 * the technical message, the attempts, when it was asked for and last tried
 * (ISO; the page formats them in French time), and whether it was resent.
 */
export default class FailedMailTransformer extends BaseTransformer<FailedMail> {
  toObject() {
    const { delivery, recipient, subject, resentBy } = this.resource
    return {
      id: delivery.id,
      kind: delivery.kind,
      kindLabel: MAIL_KIND_LABELS[delivery.kind] ?? delivery.kind,
      /* The list holds these two only (app/services/platform/failed_mails.ts). */
      status: delivery.status === 'echec' ? ('echec' as const) : ('en_attente' as const),
      recipient,
      subject,
      reason: plainReason(delivery.lastError),
      error: delivery.lastError,
      attempts: delivery.attempts,
      createdAt: delivery.createdAt.toISO()!,
      /* The row's last touch is its last attempt (or the resend); none before the first. */
      lastAttemptAt: delivery.attempts > 0 ? (delivery.updatedAt?.toISO() ?? null) : null,
      resentAt: delivery.resentAt?.toISO() ?? null,
      resentBy,
    }
  }
}
