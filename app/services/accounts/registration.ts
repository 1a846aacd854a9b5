import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import * as EmailVerification from '#services/accounts/email_verification'
import { isUniqueViolation } from '#services/platform/database_errors'
import { takeLimits } from '#services/platform/mail_limits'
import * as MailOutbox from '#services/platform/mail_outbox'
import * as SecurityLog from '#services/accounts/security_log'
import type { Origin } from '#services/accounts/security_log'
import type { Client } from '#services/accounts/device_label'
import { giveCandidatTextes } from '#services/textes/candidat_textes'

export type RegistrationFields = { fullName: string; email: string; password: string }

/*
| A sign-up on /register that tells nobody whether its address already has
| an account (docs/security.md, "Registration"). Both outcomes do the same
| visible work: a password hashed with the accounts' hasher, the
| verification limits counted for the address and the IP (so no other form
| sees one counter move and not the other), one mail queued, nothing put in
| the session. A new address gets an account and its verification link; a
| known one gets « Tentative d’inscription » and its account is untouched.
| The caller answers the same in both cases and never signs anybody in.
| The security log (never shown to the requester) keeps which it was: « Compte
| créé » for a new account, « Tentative d'inscription » on the known one's.
*/
export async function register(fields: RegistrationFields, client: Client) {
  const { ip } = client
  const origin = SecurityLog.originFrom(client)
  const owner = await User.findBy('email', fields.email)
  if (owner) return tellOwner(owner, fields.password, { ip, origin })
  let user: User
  try {
    user = await User.create({
      ...fields,
      role: 'pro',
      droit: null,
      isStaff: false,
      approvalStatus: 'en_attente',
    })
  } catch (error) {
    /* Two sign-ups of one new address at once: the second one met the first one's account. */
    if (!isUniqueViolation(error)) throw error
    const winner = await User.findByOrFail('email', fields.email)
    return tellOwner(winner, null, { ip, origin })
  }
  await SecurityLog.record('account_created', origin, { userId: user.id, email: user.email })
  /* Every account starts with its « Candidats » templates (the replies to applications). */
  await giveCandidatTextes(user.id)
  /* Within the verification limits; beyond, the user asks again from /verify-email once signed in. */
  await EmailVerification.send(user, ip)
}

/**
 * The owner of the address is told, within the verification limits and
 * at most `registrationNoticePerAddress` a day. `password` is hashed and
 * dropped, so this answer costs what creating an account costs (null when
 * the failed create has hashed it already).
 */
async function tellOwner(
  owner: User,
  password: string | null,
  { ip, origin }: { ip: string; origin: Origin }
) {
  if (password !== null) await hash.use('scrypt').make(password)
  /* Logged whatever the mail limits say: the owner sees every attempt in their journal. */
  await SecurityLog.record('registration_attempt', origin, {
    userId: owner.id,
    email: owner.email,
  })
  const refusal = await takeLimits(
    ['verificationPerIp', ip],
    ['verificationPerAddress', owner.email],
    ['registrationNoticePerAddress', owner.email]
  )
  if (refusal) return
  await MailOutbox.send(
    { kind: 'registration_attempt', data: { userId: owner.id, at: DateTime.now().toISO()! } },
    { userId: owner.id }
  )
}
