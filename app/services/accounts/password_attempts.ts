import hash from '@adonisjs/core/services/hash'
import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import { Refusal } from '#exceptions/refusal'
import { waitInWords } from '#services/platform/mail_limits'
import { plural } from '#services/platform/plural'
import type User from '#models/user'
import { DEVICE_FAILURES, deviceFailuresKey } from '#services/accounts/trusted_devices'

/** Password tries per key (e-mail or user id, and IP) a minute. */
export const PASSWORD_TRIES = { requests: 5, duration: '1 min', blockDuration: '1 min' } as const

/**
 * Failed sign-ins from one IP, whatever the e-mails: stops a password spray
 * across accounts. A whole school may reach the app from one address, so
 * right passwords never count and the ceiling is far above a class's typos.
 */
export const LOGIN_FAILURES_PER_IP = { requests: 50, duration: '15 mins' } as const

/** The limiter key of one IP's failed sign-ins. */
export function loginFailuresKey(ip: string) {
  return `password_login_failures_ip_${ip}`
}

type Action = 'login' | 'confirm' | 'current'

const REFUSALS: Record<Action, string> = {
  login: 'Trop de tentatives de connexion.',
  confirm: 'Trop de tentatives.',
  current: 'Trop de tentatives.',
}

/** The limiter of `limit` (a fresh options object: the limiter rewrites the one it is given). */
function limiterOf(limit: { requests: number; duration: string; blockDuration?: string }) {
  return limiter.use({ ...limit })
}

/** Counts one try on `key`; beyond the limit, the seconds to wait. */
async function consume(limit: Parameters<typeof limiterOf>[0], key: string) {
  try {
    await limiterOf(limit).consume(key)
    return null
  } catch (error) {
    if (!(error instanceof errors.E_TOO_MANY_REQUESTS)) throw error
    return Math.max(1, error.response.availableIn)
  }
}

/**
 * Password checks (login, password confirmation, current password of the
 * profile forms): 5 tries per key per minute. Each try is counted *before*
 * the password is verified, with the limiter's atomic consume, so requests
 * sent in parallel can never get more than five passwords verified; a right
 * password then clears the count.
 *
 * Sign-ins are also counted per IP (LOGIN_FAILURES_PER_IP), the same way:
 * consumed before the check, so parallel wrong passwords cannot pass the
 * ceiling, and given back when the password is right, so only failures stay.
 *
 * A sign-in from a browser trusted for the account (a device cookie,
 * app/services/accounts/trusted_devices.ts) is counted on that browser's own
 * budget instead (DEVICE_FAILURES), so a neighbour on the same network who
 * spends the IP's ceiling or the account's tries from that IP locks out the
 * untrusted browsers only. Beyond its budget the browser is trusted no more
 * and counted as any other.
 */
export class PasswordAttempts {
  #key: string
  #refusal: string
  #ipKey: string | null
  #deviceKey: string | null

  private constructor(action: Action, key: string, ipKey: string | null, deviceKey: string | null) {
    this.#key = key
    this.#refusal = REFUSALS[action]
    this.#ipKey = ipKey
    this.#deviceKey = deviceKey
  }

  /** The attempts of one action for one subject (user id) from one IP. */
  static for(action: Exclude<Action, 'login'>, subject: number, ip: string) {
    return new PasswordAttempts(action, `password_${action}_${subject}_${ip}`, null, null)
  }

  /** The sign-ins to `email` from `ip`; `trustedDevice` is the nonce of a device cookie for it. */
  static forLogin(email: string, ip: string, trustedDevice: string | null) {
    const key = `password_login_${email}_${ip}`
    const deviceKey = trustedDevice ? deviceFailuresKey(trustedDevice) : null
    return new PasswordAttempts('login', key, loginFailuresKey(ip), deviceKey)
  }

  /**
   * Counts this try, or refuses it on `field` with the time left to wait;
   * `onRefused` runs first (the sign-in form's security log line).
   */
  async take(field: string, onRefused?: () => Promise<void>) {
    if (this.#deviceKey) {
      if ((await consume(DEVICE_FAILURES, this.#deviceKey)) === null) return
      this.#deviceKey = null
    }
    const wait = await consume(PASSWORD_TRIES, this.#key)
    if (wait !== null) {
      await onRefused?.()
      const seconds = plural(wait, { one: '# seconde', other: '# secondes' })
      throw Refusal.field(field, `${this.#refusal} Réessayez dans ${seconds}.`)
    }
    if (!this.#ipKey) return
    const networkWait = await consume(LOGIN_FAILURES_PER_IP, this.#ipKey)
    if (networkWait !== null) {
      await onRefused?.()
      throw Refusal.field(
        field,
        `Trop de tentatives de connexion échouées depuis votre réseau. Réessayez dans ${waitInWords(networkWait)}.`
      )
    }
  }

  /** A right password: the count starts again, and the try is not a failure of the IP. */
  async clear() {
    if (this.#deviceKey) {
      await limiterOf(DEVICE_FAILURES).delete(this.#deviceKey)
      return
    }
    await limiterOf(PASSWORD_TRIES).delete(this.#key)
    if (this.#ipKey) await limiterOf(LOGIN_FAILURES_PER_IP).decrement(this.#ipKey)
  }

  /** The signed-in user's password, checked as one counted try; a wrong one is refused on `field`. */
  static async verify(
    action: Exclude<Action, 'login'>,
    user: User,
    ip: string,
    password: string,
    field: string,
    wrong = 'Le mot de passe est incorrect.'
  ) {
    const attempts = PasswordAttempts.for(action, user.id, ip)
    await attempts.take(field)
    if (!(await hash.verify(user.password, password))) throw Refusal.field(field, wrong)
    await attempts.clear()
  }
}
