import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'
import User from '#models/user'
import { takeLimits, type Refusal } from '#services/platform/mail_limits'
import * as MailOutbox from '#services/platform/mail_outbox'

/* Signed, expiring verification links (Breeze's VerifyEmailController). */

export function linkFor(user: User) {
  return router.makeSignedUrl(
    'verification.verify',
    { id: user.id, hash: user.emailHash },
    { expiresIn: '24h', prefixUrl: appUrl, purpose: 'verify-email' }
  )
}

/**
 * Queues a mail with a fresh link to the user's address (the link is made
 * when it is sent), within the verification limits (per IP, then per
 * address, counted before sending): the refusal when a limit is hit
 * (nothing sent), else null.
 */
export async function send(user: User, ip: string): Promise<Refusal | null> {
  const refusal = await takeLimits(
    ['verificationPerIp', ip],
    ['verificationPerAddress', user.email]
  )
  if (refusal) return refusal
  await MailOutbox.send({ kind: 'verify_email', data: { userId: user.id } }, { userId: user.id })
  return null
}

/** True when the link's hash still matches the address (a changed address kills old links). */
export function matches(user: User, hash: string) {
  return user.emailHash === hash
}

/** True when this call verified the address (false: it already was, e.g. a second click). */
export async function markVerified(user: User) {
  if (user.emailVerifiedAt) return false
  const now = DateTime.now()
  /* Conditional, so two clicks at once verify (and log) once. */
  const updated = await User.query()
    .where('id', user.id)
    .whereNull('email_verified_at')
    .update({ email_verified_at: now.toFormat(db.connection().dialect.dateTimeFormat) })
  user.emailVerifiedAt = now
  return Number(Array.isArray(updated) ? updated[0] : updated) > 0
}
