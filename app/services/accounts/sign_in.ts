import { DateTime } from 'luxon'
import type User from '#models/user'

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
