import type { Session } from '@adonisjs/session'
import type User from '#models/user'
import * as TwoFactor from '#services/accounts/two_factor'

/** Recovery codes just made, kept in the session until the next page shows them (once). */
const FRESH_CODES_KEY = 'two_factor.fresh_recovery_codes'

export function putFreshRecoveryCodes(session: Session, codes: string[]) {
  session.put(FRESH_CODES_KEY, codes)
}

/** The codes, taken out of the session: a reload no longer shows them. */
export function pullFreshRecoveryCodes(session: Session): string[] | null {
  const codes = session.pull(FRESH_CODES_KEY) as unknown
  return Array.isArray(codes) && codes.every((code) => typeof code === 'string') ? codes : null
}

/** What the profile's "Double authentification" and the enrolment page show. */
export type TwoFactorProps = {
  enabled: boolean
  /** Staff and esi admins cannot stay without it. */
  required: boolean
  /** A setup waiting for its first code: the QR code (SVG data URL) and the secret as text. */
  pending: { qrCode: string; secret: string } | null
  /** Recovery codes made by the last action, shown this once. */
  recoveryCodes: string[] | null
  recoveryCodesLeft: number
}

export async function twoFactorProps(session: Session, user: User): Promise<TwoFactorProps> {
  const pending = TwoFactor.isPending(user)
  return {
    enabled: TwoFactor.isEnabled(user),
    required: TwoFactor.isRequired(user),
    pending: pending
      ? { qrCode: (await TwoFactor.qrCodeDataUrl(user))!, secret: TwoFactor.secretOf(user)! }
      : null,
    recoveryCodes: pullFreshRecoveryCodes(session),
    recoveryCodesLeft: TwoFactor.recoveryCodesLeft(user),
  }
}
