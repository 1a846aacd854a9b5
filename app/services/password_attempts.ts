import hash from '@adonisjs/core/services/hash'
import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import { fieldError } from '#services/field_error'
import type User from '#models/user'

const LIMIT = { requests: 5, duration: '1 min', blockDuration: '1 min' } as const

type Action = 'login' | 'confirm' | 'current'

const REFUSALS: Record<Action, string> = {
  login: 'Trop de tentatives de connexion.',
  confirm: 'Trop de tentatives.',
  current: 'Trop de tentatives.',
}

/**
 * Password checks (login, password confirmation, current password of the
 * profile forms): 5 tries per key per minute. Each try is counted *before*
 * the password is verified, with the limiter's atomic consume, so requests
 * sent in parallel can never get more than five passwords verified; a right
 * password then clears the count.
 */
export default class PasswordAttempts {
  #key: string
  #refusal: string

  private constructor(action: Action, key: string) {
    this.#key = key
    this.#refusal = REFUSALS[action]
  }

  /** The attempts of one action for one subject (e-mail or user id) from one IP. */
  static for(action: Action, subject: string | number, ip: string) {
    return new PasswordAttempts(action, `password_${action}_${subject}_${ip}`)
  }

  /** Counts this try, or refuses it on `field` with the time left to wait. */
  async take(field: string) {
    try {
      await limiter.use(LIMIT).consume(this.#key)
    } catch (error) {
      if (!(error instanceof errors.E_TOO_MANY_REQUESTS)) throw error
      const wait = Math.max(1, error.response.availableIn)
      fieldError(field, `${this.#refusal} Réessayez dans ${wait} seconde${wait > 1 ? 's' : ''}.`)
    }
  }

  /** A right password: the count starts again. */
  async clear() {
    await limiter.use(LIMIT).delete(this.#key)
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
    if (!(await hash.verify(user.password, password))) fieldError(field, wrong)
    await attempts.clear()
  }
}
