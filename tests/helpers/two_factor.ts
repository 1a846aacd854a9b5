/*
| Codes of the authenticator app, as a phone would show them, for tests that
| sign in accounts with two-factor sign-in (every staff or esi admin made by
| UserFactory has TEST_TOTP_SECRET).
*/
import { createGuardrails, generateSync } from 'otplib'
import User from '#models/user'
import * as TwoFactor from '#services/accounts/two_factor'
import { twoFactorClock } from '#services/accounts/two_factor'
import { systemClock } from '#services/platform/clock'
import { TEST_TOTP_SECRET } from '#database/factories/user_factory'

export { TEST_TOTP_SECRET }

const STEP_SECONDS = 30
/* The demo secret is 10 bytes (app/services/accounts/two_factor.ts accepts it too). */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 })

/** The step of the server's two-factor clock (the phone's and the server's agree). */
export const currentStep = () => Math.floor(twoFactorClock.current.now() / 1000 / STEP_SECONDS)

/** Puts the server's two-factor clock back on the real time (tests/bootstrap.ts, before each test). */
export function resetTwoFactorClock() {
  twoFactorClock.current = systemClock
}

/** Moves the server's two-factor clock on to the start of `step`, at once (it keeps running). */
function moveOnTo(step: number) {
  const ahead = step * STEP_SECONDS * 1000 - systemClock.now()
  twoFactorClock.current = { now: () => systemClock.now() + ahead, every: systemClock.every }
}

/** The code of `step` (the current one by default). */
export function totpCode(secret = TEST_TOTP_SECRET, step = currentStep()) {
  return generateSync({ secret, epoch: step * STEP_SECONDS, guardrails })
}

/**
 * A code the server will accept now for `user`: the current step's, or the
 * next one's when the current step was already spent (the server takes one
 * step ahead); when even that one is spent, the server's clock is moved on
 * to the step after the last one spent instead of waiting up to 30 s for it.
 */
export async function nextCodeOf(user: User) {
  const fresh = await User.findOrFail(user.id)
  const secret = TwoFactor.secretOf(fresh)
  if (!secret) throw new Error(`${user.email} has no two-factor secret`)
  const step = Math.max(currentStep(), (fresh.twoFactorLastStep ?? 0) + 1)
  if (step > currentStep() + 1) moveOnTo(step)
  return totpCode(secret, step)
}
