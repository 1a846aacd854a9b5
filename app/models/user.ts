import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, beforeCreate, beforeSave, column } from '@adonisjs/lucid/orm'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbRememberMeTokensProvider } from '@adonisjs/auth/session'

export const ROLES = ['pro', 'esi'] as const
export const DROITS = ['lecteur', 'admin'] as const
export type Role = (typeof ROLES)[number]
export type Droit = (typeof DROITS)[number]

/**
 * Employer approval (app/services/accounts/pro_approval.ts): only a
 * "validee" account may publish, and only its offers are public.
 */
export const APPROVAL_STATUSES = ['en_attente', 'validee', 'refusee', 'suspendue'] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export default class User extends compose(BaseModel, AuthFinder) {
  static rememberMeTokens = DbRememberMeTokensProvider.forModel(User)

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare fullName: string

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string

  @column()
  declare role: Role | null

  @column()
  declare droit: Droit | null

  @column({
    consume: (value) => Boolean(value),
  })
  declare isStaff: boolean

  @column.dateTime()
  declare emailVerifiedAt: DateTime | null

  @column.dateTime()
  declare lastLoginAt: DateTime | null

  /** Set by ProApproval only (new registrations wait; the migration validated older accounts). */
  @column()
  declare approvalStatus: ApprovalStatus

  /** The reason of the last refusal or suspension, as sent to the account. */
  @column()
  declare approvalReason: string | null

  @column.dateTime()
  declare approvalChangedAt: DateTime | null

  /** The esi admin who made the last approval change (null once their account is gone). */
  @column()
  declare approvalChangedBy: number | null

  /** Two-factor sign-in (app/services/accounts/two_factor.ts): the TOTP secret, encrypted. */
  @column({ serializeAs: null })
  declare twoFactorSecret: string | null

  /** JSON list of the SHA-256 of the unused recovery codes (each shown once). */
  @column({ serializeAs: null })
  declare twoFactorRecoveryCodes: string | null

  /** When a first code confirmed the setup; null while it is only pending (or off). */
  @column.dateTime({ serializeAs: null })
  declare twoFactorConfirmedAt: DateTime | null

  /** The last 30-second time step whose code was accepted: codes of it and before are refused. */
  @column({ serializeAs: null })
  declare twoFactorLastStep: number | null

  /** Changes on password reset; sessions opened under an older one are ended. */
  @column({ serializeAs: null })
  declare sessionEpoch: string

  /**
   * Moves whenever one of the user's sociétés, contacts, offres or
   * interactions changes (database triggers, app/models/owner_version.ts);
   * never written by the app.
   */
  @column({ serializeAs: null })
  declare dataVersion: number

  /** When the dashboard's "Premiers pas" checklist was hidden ("Masquer"); null while shown. */
  @column.dateTime({ serializeAs: null })
  declare onboardingDismissedAt: DateTime | null

  /** Receives the morning digest (app/services/activite/digest.ts); on by default. */
  @column({ consume: (value) => Boolean(value) })
  declare digestEnabled: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  get gravatar() {
    const digest = createHash('md5').update(this.email.trim().toLowerCase()).digest('hex')
    return `https://www.gravatar.com/avatar/${digest}?d=mp&s=80`
  }

  /** Hash used in the e-mail verification link: it dies when the address changes. */
  get emailHash() {
    return createHash('sha1').update(this.email).digest('hex')
  }

  @beforeCreate()
  static assignEpoch(user: User) {
    user.sessionEpoch ??= randomBytes(12).toString('hex')
    user.isStaff ??= false
    user.digestEnabled ??= true
    user.approvalStatus ??= 'en_attente'
  }

  @beforeSave()
  static normaliseEmail(user: User) {
    if (user.$dirty.email) user.email = user.email.trim().toLowerCase()
  }

  rotateSessionEpoch() {
    this.sessionEpoch = randomBytes(12).toString('hex')
  }
}
