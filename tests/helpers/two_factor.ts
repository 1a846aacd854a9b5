/*
| Codes of the authenticator app, as a phone would show them, for tests that
| sign in accounts with two-factor sign-in (every staff or esi admin made by
| UserFactory has TEST_TOTP_SECRET).
*/
import { createGuardrails, generateSync } from 'otplib'
import User from '#models/user'
import TwoFactor from '#services/accounts/two_factor'
import { TEST_TOTP_SECRET } from '#database/factories/user_factory'

export { TEST_TOTP_SECRET }

const STEP_SECONDS = 30
/* The demo secret is 10 bytes (app/services/accounts/two_factor.ts accepts it too). */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 })

export const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS)

/** The code of `step` (the current one by default). */
export function totpCode(secret = TEST_TOTP_SECRET, step = currentStep()) {
  return generateSync({ secret, epoch: step * STEP_SECONDS, guardrails })
}

/**
 * A code the server will accept now for `user`: the current step's, or the
 * next one's when the current step was already spent (the server takes one
 * step ahead); waits for the clock when even that one is spent.
 */
export async function nextCodeOf(user: User) {
  const fresh = await User.findOrFail(user.id)
  const secret = TwoFactor.secretOf(fresh)
  if (!secret) throw new Error(`${user.email} has no two-factor secret`)
  let step = Math.max(currentStep(), (fresh.twoFactorLastStep ?? 0) + 1)
  while (step > currentStep() + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  step = Math.max(step, currentStep())
  return totpCode(secret, step)
}
