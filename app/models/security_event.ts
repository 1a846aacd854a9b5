import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/*
| What the security log records, with the French label people read (the
| profile's "Activité de sécurité" and e-sidoor's journal).
*/
export const SECURITY_EVENT_LABELS = {
  account_created: 'Compte créé (inscription)',
  registration_attempt: "Tentative d'inscription avec cette adresse",
  email_verified: 'Adresse e-mail vérifiée',
  login_succeeded: 'Connexion réussie',
  login_failed: 'Échec de connexion',
  login_locked: 'Connexion bloquée (trop de tentatives)',
  logout: 'Déconnexion',
  password_changed: 'Mot de passe modifié',
  password_reset: 'Mot de passe réinitialisé',
  email_changed: 'Adresse e-mail modifiée',
  two_factor_enabled: 'Double authentification activée',
  two_factor_disabled: 'Double authentification désactivée',
  two_factor_failed: 'Code de double authentification refusé',
  recovery_code_used: 'Code de secours utilisé',
  recovery_codes_regenerated: 'Codes de secours régénérés',
  sessions_revoked: 'Sessions déconnectées',
  access_changed: 'Accès modifié',
  account_approved: 'Compte validé',
  account_refused: 'Compte refusé',
  account_suspended: 'Compte suspendu',
  account_reinstated: 'Compte rétabli',
  account_deleted: 'Compte supprimé',
  /* e-sidoor's « Envois en échec » (app/services/platform/failed_mails.ts): about the mail's account, by an admin. */
  mail_resent: 'E-mail renvoyé',
  mail_abandoned: 'E-mail abandonné',
} as const

export type SecurityEventKind = keyof typeof SECURITY_EVENT_LABELS
export const SECURITY_EVENT_KINDS = Object.keys(SECURITY_EVENT_LABELS) as SecurityEventKind[]

/** One line of the security log (written by app/services/accounts/security_log.ts only). */
export default class SecurityEvent extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** Whose account it is about; null once that account is deleted. */
  @column()
  declare userId: number | null

  /** Who did it when it is not the user (an admin); null for the user, the system or a deleted admin. */
  @column()
  declare actorId: number | null

  @column()
  declare kind: SecurityEventKind

  @column()
  declare email: string | null

  @column()
  declare ip: string | null

  @column()
  declare device: string | null

  @column()
  declare details: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User, { foreignKey: 'actorId' })
  declare actor: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>
}
