import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import ActiveSessions from '#services/accounts/active_sessions'
import { recordSignIn } from '#services/accounts/sign_in'
import { clientOf, logSecurityEvent } from '#controllers/support/request_origin'

/**
 * Signs `user` in on this request (sign-in form, registration, installation):
 * a fresh session id (defeats session fixation), the guard's login with the
 * "Se souvenir de moi" choice, and the session's place among the user's
 * active sessions.
 */
export async function logIn(ctx: HttpContext, user: User, remember = false) {
  ctx.session.regenerate()
  await ctx.auth.use('web').login(user, remember)
  await ActiveSessions.open(ctx.session, user, clientOf(ctx))
}

/**
 * The last step of every sign-in through the form (password alone, or
 * password then code): the login, the last login date and the log line.
 */
export async function completeSignIn(ctx: HttpContext, user: User, remember: boolean) {
  await logIn(ctx, user, remember)
  await recordSignIn(user)
  await logSecurityEvent(ctx, 'login_succeeded', user)
}
