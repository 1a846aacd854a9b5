import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** An address as a mail names it. */
export type MailAddress = { address: string; name: string }

/** The decisions about an account that are mailed to it (app/services/accounts/pro_approval.ts). */
export type AccountDecisionKind =
  'account_approved' | 'account_refused' | 'account_suspended' | 'account_reinstated'

/**
 * What an e-mail needs to be written when its job runs (app/mails/compose.ts):
 * ids and the few words the mail shows, never a secret (a reset link's token
 * is made by the job itself).
 */
export type MailSpec =
  | { kind: 'verify_email' | 'reset_password'; data: { userId: number } }
  | { kind: AccountDecisionKind; data: { userId: number; reason: string | null } }
  | { kind: 'digest'; data: { userId: number; day: string } }
  /* A sign-up with the address of an existing account: told to that account, with the moment (ISO) and nothing of the requester. */
  | { kind: 'registration_attempt'; data: { userId: number; at: string } }
  /* To a candidate (docs/product.md, "Candidatures"): the acknowledgement with its withdrawal link (made by the job), and the recruiter's reply written from a text template. */
  | { kind: 'application_received'; data: { candidatureId: number } }
  | {
      kind: 'application_reply'
      data: { candidatureId: number; sujet: string; html: string; replyTo: MailAddress }
    }
  | {
      kind: 'template'
      data: { interactionId: number; to: MailAddress; replyTo: MailAddress }
    }

export type MailKind = MailSpec['kind']

/**
 * Mails a user sends to an address they chose (a contact, a candidate), from
 * the school's address: they leave only while the school vouches for that
 * user (app/services/accounts/account_standing.ts), checked again by the job.
 */
export const OUTSIDE_MAIL_KINDS: readonly MailKind[] = ['template', 'application_reply']

/** What each kind of mail is, as e-sidoor's « Envois en échec » names it. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  verify_email: "Vérification d'adresse",
  reset_password: 'Réinitialisation du mot de passe',
  account_approved: 'Compte validé',
  account_refused: 'Compte refusé',
  account_suspended: 'Compte suspendu',
  account_reinstated: 'Compte rétabli',
  digest: 'Résumé du matin',
  registration_attempt: "Tentative d'inscription",
  application_received: 'Accusé de réception de candidature',
  application_reply: 'Réponse à un candidat',
  template: 'Modèle envoyé à un contact',
}

export const MAIL_KINDS = Object.keys(MAIL_KIND_LABELS) as MailKind[]

/**
 * en_attente: queued or being retried; envoye: handed to the SMTP server;
 * echec: every attempt failed; annule: nothing was left to send (the account
 * or the interaction is gone, the address already verified); abandonne: an
 * esi admin gave it up in « Envois en échec » (app/services/platform/failed_mail_actions.ts).
 */
export type MailStatus = 'en_attente' | 'envoye' | 'echec' | 'annule' | 'abandonne'

/** One e-mail the app was asked to send, and what became of it (app/services/platform/mail_outbox.ts). */
export default class MailDelivery extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare kind: MailKind

  @column()
  declare userId: number | null

  @column()
  declare interactionId: number | null

  @column({
    prepare: (value: MailSpec['data']) => JSON.stringify(value),
    consume: (value: string) => JSON.parse(value),
  })
  declare data: MailSpec['data']

  @column()
  declare status: MailStatus

  @column()
  declare attempts: number

  @column()
  declare lastError: string | null

  @column.dateTime()
  declare sentAt: DateTime | null

  /** Whom it was for and its subject, written by the job when it composes the mail (null: not yet). */
  @column()
  declare recipient: string | null

  @column()
  declare subject: string | null

  /** An esi admin put it back into the outbox (once: app/services/platform/failed_mail_actions.ts). */
  @column.dateTime()
  declare resentAt: DateTime | null

  @column()
  declare resentBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /** The kind and its data, as one typed value. */
  get spec() {
    return { kind: this.kind, data: this.data } as MailSpec
  }
}
