import { DateTime } from 'luxon'
import User from '#models/user'
import * as SecurityLog from '#services/accounts/security_log'
import type { Origin } from '#services/accounts/security_log'
import { Refusal } from '#exceptions/refusal'

/**
 * The account of the sign-in form's address and password, or a refusal
 * on `email` that says no more than "no such pair" (the security log
 * tells which it was).
 */
export async function verifiedUser(email: string, password: string, origin: Origin) {
  const user = await User.verifyCredentials(email, password).catch(() => null)
  if (user) return user
  const known = await User.findBy('email', email)
  await SecurityLog.record('login_failed', origin, {
    userId: known?.id ?? null,
    email,
    details: known ? 'Mot de passe incorrect' : 'Aucun compte à cette adresse',
  })
  throw Refusal.field('email', 'Ces identifiants ne correspondent à aucun compte.')
}

/**
 * "Dernière connexion" (e-sidoor's professionals): written by every way in,
 * the sign-in form (password alone or then a code) and a session restored
 * by a remember-me token (app/middleware/silent_auth_middleware.ts). A
 * registration signs nobody in: a new account has none until its first
 * sign-in.
 */
export async function recordSignIn(user: User) {
  user.lastLoginAt = DateTime.now()
  await user.save()
}
