import type CandidatureReponse from '#models/candidature_reponse'
import type MailDelivery from '#models/mail_delivery'
import { BaseTransformer } from '@adonisjs/core/transformers'
import UserTransformer from '#transformers/user_transformer'

/**
 * Where a reply's mail stands: waiting (queued or retried), sent (handed to
 * the SMTP server, and when), or not sent (every attempt failed, or the
 * school stopped vouching for the sender before it left). Null when the
 * delivery is gone.
 */
export function mailOf(delivery: MailDelivery | null | undefined) {
  if (!delivery) return null
  const status: 'en_attente' | 'envoye' | 'echec' =
    delivery.status === 'envoye' || delivery.status === 'en_attente' ? delivery.status : 'echec'
  return {
    status,
    attempts: delivery.attempts,
    sentAt: delivery.sentAt?.toISO() ?? null,
  }
}

/** A reply sent to a candidate, as the application's activity and its reply box show it. */
export default class CandidatureReponseTransformer extends BaseTransformer<CandidatureReponse> {
  toObject() {
    const reponse = this.resource
    /* Unloaded or missing relations read as undefined or null. */
    const { user, delivery } = reponse as {
      user?: CandidatureReponse['user'] | null
      delivery?: CandidatureReponse['delivery'] | null
    }
    return {
      kind: 'reponse' as const,
      key: `${reponse.createdAt.toMillis()}.r.${reponse.id}`,
      id: reponse.id,
      at: reponse.createdAt.toISO()!,
      actor: user ? new UserTransformer(user).forChoice() : null,
      texteNom: reponse.texteNom,
      sujet: reponse.sujet,
      contenu: reponse.contenu,
      mail: mailOf(delivery),
    }
  }
}
