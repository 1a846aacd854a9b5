import type { Session } from '@adonisjs/session'
import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import { Refusal } from '#exceptions/refusal'
import { plural } from '#services/platform/plural'

/** Where the sign-in waits between the password and the code (not signed in). */
const PENDING_KEY = 'login.two_factor'

/** The code has to follow the password within five minutes. */
export const PENDING_LOGIN_MS = 5 * 60 * 1000

/** Codes typed at the challenge: 5 a minute per pending account and IP, as passwords are. */
export const CHALLENGE_LIMIT = { requests: 5, duration: '1 min', blockDuration: '1 min' } as const

/**
 * And per account across every IP: someone who has the password cannot try
 * 5 codes a minute from each of many addresses (the 1,000,000 codes would
 * otherwise fall in hours). A right code clears both counts.
 */
export const CHALLENGE_ACCOUNT_LIMIT = { requests: 20, duration: '15 mins' } as const

type Pending = { userId: number; remember: boolean; expiresAt: number }

/*
| The sign-in of an account with two-factor sign-in, between its two steps.
| The session holds who passed the password and whether "Se souvenir de moi"
| was ticked, nothing else: the session is not signed in until the code.
*/

/** The password was right: the sign-in now waits for the code. */
export function startPendingLogin(session: Session, userId: number, remember: boolean) {
  const pending: Pending = { userId, remember, expiresAt: Date.now() + PENDING_LOGIN_MS }
  session.put(PENDING_KEY, pending)
}

/** The pending sign-in, or null (none, or older than five minutes: then forgotten). */
export function pendingLogin(session: Session): Omit<Pending, 'expiresAt'> | null {
  const pending = session.get(PENDING_KEY) as Pending | undefined
  if (!pending || typeof pending.userId !== 'number') return null
  if (!(pending.expiresAt > Date.now())) {
    session.forget(PENDING_KEY)
    return null
  }
  return { userId: pending.userId, remember: pending.remember === true }
}

export function forgetPendingLogin(session: Session) {
  session.forget(PENDING_KEY)
}

function challengeKey(userId: number, ip: string) {
  return `two_factor_challenge_${userId}_${ip}`
}

function accountKey(userId: number) {
  return `two_factor_challenge_account_${userId}`
}

/**
 * Counts one code (authenticator or recovery) before it is checked, with the
 * limiter's atomic consume: parallel requests can never get more than five
 * codes checked a minute. Beyond, refused on `field` with the wait, and
 * `onRefused` runs (the security log).
 */
export async function takeChallengeAttempt(
  userId: number,
  ip: string,
  field: string,
  onRefused: () => Promise<void>
) {
  try {
    await limiter.use({ ...CHALLENGE_LIMIT }).consume(challengeKey(userId, ip))
    await limiter.use({ ...CHALLENGE_ACCOUNT_LIMIT }).consume(accountKey(userId))
  } catch (error) {
    if (!(error instanceof errors.E_TOO_MANY_REQUESTS)) throw error
    await onRefused()
    const wait = Math.max(1, error.response.availableIn)
    const seconds = plural(wait, { one: '# seconde', other: '# secondes' })
    throw Refusal.field(field, `Trop de tentatives. Réessayez dans ${seconds}.`)
  }
}

/** A right code: the count starts again. */
export async function clearChallengeAttempts(userId: number, ip: string) {
  await limiter.use({ ...CHALLENGE_LIMIT }).delete(challengeKey(userId, ip))
  await limiter.use({ ...CHALLENGE_ACCOUNT_LIMIT }).delete(accountKey(userId))
}

/**
 * True for the first refusal of `key` in a minute: a flood of refused tries
 * writes one "login_locked" line, not one per request.
 */
export async function firstRefusal(key: string) {
  try {
    await limiter.use({ requests: 1, duration: '1 min' }).consume(`security_log_locked_${key}`)
    return true
  } catch (error) {
    if (!(error instanceof errors.E_TOO_MANY_REQUESTS)) throw error
    return false
  }
}
