/*
| What an esi admin does with a listed mail of « Envois en échec »
| (app/services/platform/failed_mails.ts):
| - Renvoyer: back into the outbox once (« en_attente », attempts back to 0),
|   then one SendMailJob; the job checks again the sender's standing and
|   whether there is anything left to send, as for any mail.
| - Abandonner: « abandonne »; it leaves the list and its job, if one is
|   still alive, sends nothing (the job sends only a mail « en_attente »).
| Each is one conditional UPDATE (still listed, and for Renvoyer never
| resent), so parallel clicks change the row once and the job is dispatched
| only by the request whose UPDATE changed it; the others are refused. The
| security log's line (the mail's id and kind, never its address) and a
| template mail's timeline entry change in the same transaction; the job is
| dispatched after the commit (app/services/platform/mail_outbox.ts).
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import MailDelivery, { MAIL_KIND_LABELS, type MailStatus } from '#models/mail_delivery'
import type User from '#models/user'
import * as MailOutbox from '#services/platform/mail_outbox'
import * as SecurityLog from '#services/accounts/security_log'
import type { Origin } from '#services/accounts/security_log'
import { sqlStamp, whereListed } from '#services/platform/failed_mails'
import { Refusal } from '#exceptions/refusal'

export type FailedMailAction = 'resend' | 'abandon'

const REFUSALS = {
  alreadyResent:
    'Cet e-mail a déjà été renvoyé une fois : abandonnez-le, ou prévenez le destinataire autrement.',
  sent: 'Cet e-mail est déjà parti.',
  closed: "Cet e-mail a été abandonné ou n'avait plus rien à envoyer.",
  stillTrying: "Cet e-mail est encore en cours d'envoi : attendez la fin de ses tentatives.",
  queueDown: "La file d'envoi est indisponible : réessayez dans quelques minutes.",
}

/** Why `delivery` (not changed by the action's UPDATE) is refused. */
function refusalOf(delivery: MailDelivery, action: FailedMailAction) {
  if (delivery.status === 'envoye') return REFUSALS.sent
  if (delivery.status === 'annule' || delivery.status === 'abandonne') return REFUSALS.closed
  if (action === 'resend' && delivery.resentAt) return REFUSALS.alreadyResent
  return REFUSALS.stillTrying
}

/** A template mail's entry on the contact's timeline says the same as its delivery. */
async function showInActivite(
  trx: TransactionClientContract,
  delivery: MailDelivery,
  status: MailStatus,
  attempts: number
) {
  if (!delivery.interactionId) return
  await trx
    .from('interactions')
    .where('id', delivery.interactionId)
    .update({ mail_status: status, mail_attempts: attempts })
}

/** Rows an UPDATE changed, as each driver counts them. */
const changedRows = (result: unknown) => Number(Array.isArray(result) ? result[0] : result)

/** Renvoyer: once per mail, into the outbox; returns the delivery as queued. */
export async function resend(id: number, admin: User, origin: Origin | null) {
  const now = DateTime.now()
  const delivery = await change(id, 'resend', admin, origin, async (trx) => {
    const query = whereListed(MailDelivery.query({ client: trx }), now).whereNull('resent_at')
    return changedRows(
      await query.where('id', id).update({
        status: 'en_attente',
        attempts: 0,
        last_error: null,
        resent_at: sqlStamp(now),
        resent_by: admin.id,
        updated_at: sqlStamp(now),
      })
    )
  })
  try {
    await MailOutbox.dispatch(delivery)
  } catch {
    /* Not queued: as it was, so it may be resent once the queue is back. */
    await db.transaction(async (trx) => {
      delivery.useTransaction(trx)
      await delivery
        .merge({
          status: 'echec',
          lastError: 'queue unavailable',
          resentAt: null,
          resentBy: null,
        })
        .save()
      await showInActivite(trx, delivery, 'echec', delivery.attempts)
    })
    throw Refusal.because(REFUSALS.queueDown, { status: 503 })
  }
  return delivery
}

/** Abandonner: the mail leaves the list and is never sent. */
export async function abandon(id: number, admin: User, origin: Origin | null) {
  const now = DateTime.now()
  return change(id, 'abandon', admin, origin, async (trx) => {
    const query = whereListed(MailDelivery.query({ client: trx }), now)
    return changedRows(
      await query.where('id', id).update({ status: 'abandonne', updated_at: sqlStamp(now) })
    )
  })
}

/**
 * Runs the action's conditional UPDATE; when it changed the row, writes
 * the timeline and the security log in the same transaction. A missing
 * id is a 404, a row the UPDATE left alone the refusal that says why.
 */
async function change(
  id: number,
  action: FailedMailAction,
  admin: User,
  origin: Origin | null,
  update: (trx: TransactionClientContract) => Promise<number>
) {
  const changed = await db.transaction(async (trx) => {
    if ((await update(trx)) !== 1) return null
    const delivery = await MailDelivery.findOrFail(id, { client: trx })
    await showInActivite(trx, delivery, delivery.status, delivery.attempts)
    await SecurityLog.record(action === 'resend' ? 'mail_resent' : 'mail_abandoned', origin, {
      userId: delivery.userId,
      actorId: admin.id,
      details: `Envoi n° ${delivery.id} · ${MAIL_KIND_LABELS[delivery.kind] ?? delivery.kind}`,
      client: trx,
    })
    return delivery
  })
  if (changed) return changed
  const delivery = await MailDelivery.findOrFail(id)
  /* A Renvoyer or Abandonner the mail's state does not allow; nothing was changed. */
  throw Refusal.because(refusalOf(delivery, action), { status: 409 })
}
