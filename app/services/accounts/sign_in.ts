import { DateTime } from 'luxon'
import type User from '#models/user'

/**
 * "Dernière connexion" (e-sidoor's professionals): written by every way in,
 * the sign-in form (password alone or then a code), a registration (the
 * new account is signed in) and a session restored by a remember-me token
 * (app/middleware/silent_auth_middleware.ts).
 */
export async function recordSignIn(user: User) {
  user.lastLoginAt = DateTime.now()
  await user.save()
}
