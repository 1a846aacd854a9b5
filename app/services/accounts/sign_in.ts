import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import ActiveSessions from '#services/accounts/active_sessions'
import SecurityLog from '#services/accounts/security_log'

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

/**
 * The last step of every sign-in through the form (password alone, or
 * password then code): a fresh session id (defeats session fixation), the
 * guard's login with the "Se souvenir de moi" choice, the session's place
 * among the user's active sessions, the last login date and the log line.
 */
export async function completeSignIn(ctx: HttpContext, user: User, remember: boolean) {
  ctx.session.regenerate()
  await ctx.auth.use('web').login(user, remember)
  await ActiveSessions.open(ctx, user)
  await recordSignIn(user)
  await SecurityLog.record('login_succeeded', SecurityLog.originOf(ctx), {
    userId: user.id,
    email: user.email,
  })
}
