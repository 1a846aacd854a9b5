import { randomBytes } from 'node:crypto'
import User from '#models/user'
import { DEVICES_PER_BROWSER, trustedDeviceCookieValidator } from '#validators/trusted_device'

/**
 * OWASP's "device cookies": a browser an account signed in from (password,
 * and then the code when two-factor sign-in is on) is trusted for that
 * account. Past the per-IP ceiling of failed sign-ins (a classmate spraying
 * passwords from the school's network), a trusted browser is still judged
 * on its password, while the others wait.
 *
 * The cookie is encrypted with the app key (the cookie's name is the
 * purpose), so it can be neither read, forged nor moved to another cookie.
 * Each entry binds the browser to one account and that account's session
 * epoch: a password change or reset, "Se déconnecter des autres appareils",
 * a suspension or a deleted account (a new one never has its epoch) leave
 * the entry worthless. The nonce names the entry's own failure budget.
 */
export const DEVICE_COOKIE = 'trusted_device'

/** How long a browser stays trusted without signing in again. */
export const DEVICE_COOKIE_MAX_AGE = '180d'

/**
 * Wrong passwords one trusted browser may send for its account before it is
 * trusted no more (OWASP's lockout per device): a stolen cookie buys a few
 * guesses, not a way round the limits. A right password starts it again.
 */
export const DEVICE_FAILURES = { requests: 10, duration: '1 hour' } as const

export type TrustedDevice = { userId: number; epoch: string; nonce: string }

/** The limiter key of one trusted browser's wrong passwords. */
export function deviceFailuresKey(nonce: string) {
  return `password_login_device_${nonce}`
}

/** The entries of a decrypted cookie; none when absent, tampered (null) or malformed. */
export async function read(cookie: unknown): Promise<TrustedDevice[]> {
  if (!cookie) return []
  const [error, value] = await trustedDeviceCookieValidator.tryValidate(cookie)
  return error ? [] : value.devices
}

/**
 * The nonce of the entry that trusts this browser for the account of
 * `email` as it is now, or null. No query without an entry.
 */
export async function nonceFor(devices: TrustedDevice[], email: string) {
  if (devices.length === 0) return null
  const user = await User.query()
    .where('email', email)
    .whereIn(
      'id',
      devices.map((device) => device.userId)
    )
    .first()
  if (!user) return null
  const entry = devices.find(
    (device) => device.userId === user.id && device.epoch === user.sessionEpoch
  )
  return entry?.nonce ?? null
}

/**
 * The cookie's entries once `user` has signed in: a fresh entry first, the
 * user's older one dropped, the oldest others dropped beyond the cap.
 */
export function trust(devices: TrustedDevice[], user: User) {
  const entry = {
    userId: user.id,
    epoch: user.sessionEpoch,
    nonce: randomBytes(16).toString('base64url'),
  }
  const others = devices.filter((device) => device.userId !== user.id)
  return { devices: [entry, ...others].slice(0, DEVICES_PER_BROWSER) }
}
