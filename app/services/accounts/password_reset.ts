import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/app'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { takeLimits, type Refusal } from '#services/platform/mail_limits'
import * as MailOutbox from '#services/platform/mail_outbox'
import * as SecurityLog from '#services/accounts/security_log'
import type { Origin } from '#services/accounts/security_log'

const VALIDITY_MINUTES = 60
const digest = (token: string) => createHash('sha256').update(token).digest('hex')

/*
| Single-use reset links valid 60 minutes. Only the token's hash is stored;
| a successful reset revokes every session and remember-me token.
*/

/**
 * Sends a link when the address is known; says nothing either way (no
 * account probing). The request is counted per IP, then per address,
 * before the address is even looked up, known or not. The IP's refusal is
 * returned (it says nothing about the address); the address's is silent:
 * nothing is sent and the caller answers as if it were. The mail is
 * queued; its link is made when it is sent (`issueLink`).
 */
export async function request(email: string, ip: string): Promise<Refusal | null> {
  const refusal = await takeLimits(['resetPerIp', ip], ['resetPerAddress', email])
  if (refusal?.limit === 'resetPerIp') return refusal
  if (refusal) return null
  const user = await User.findBy('email', email)
  if (!user) return null
  await MailOutbox.send({ kind: 'reset_password', data: { userId: user.id } }, { userId: user.id })
  return null
}

/**
 * A new link for `user`, the previous one revoked: called by the mail's
 * job (app/mails/compose.ts), so the token exists in clear only in the
 * mail itself.
 */
export async function issueLink(user: User) {
  const token = randomBytes(32).toString('hex')
  await PasswordResetToken.query().where('userId', user.id).delete()
  await PasswordResetToken.create({
    userId: user.id,
    tokenHash: digest(token),
    expiresAt: DateTime.now().plus({ minutes: VALIDITY_MINUTES }),
  })
  return `${appUrl}/reset-password/${token}?email=${encodeURIComponent(user.email)}`
}

/**
 * Returns the user whose password changed, or null when the link is
 * unknown, used or expired. The security log's line is written in the
 * same transaction (a refused link writes none).
 */
export async function reset(token: string, email: string, password: string, origin: Origin | null) {
  return db.transaction(async (trx) => {
    const record = await PasswordResetToken.query({ client: trx })
      .where('tokenHash', digest(token))
      .forUpdate()
      .first()
    if (!record || record.expiresAt < DateTime.now()) return null

    const user = await User.find(record.userId, { client: trx })
    if (!user || user.email !== email) return null

    user.password = password
    user.rotateSessionEpoch()
    await user.save()
    await PasswordResetToken.query({ client: trx }).where('userId', user.id).delete()
    await trx.from('remember_me_tokens').where('tokenable_id', user.id).delete()
    await SecurityLog.record('password_reset', origin, {
      userId: user.id,
      email: user.email,
      client: trx,
    })
    return user
  })
}
