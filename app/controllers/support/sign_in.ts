import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type User from '#models/user'
import * as ActiveSessions from '#services/accounts/active_sessions'
import { recordSignIn } from '#services/accounts/sign_in'
import * as TrustedDevices from '#services/accounts/trusted_devices'
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE } from '#services/accounts/trusted_devices'
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
 * password then code): the login, the last login date, the log line, and
 * this browser trusted for the account from now on (a fresh device cookie
 * entry: past the per-IP ceiling of failed sign-ins it still gets in).
 */
export async function completeSignIn(ctx: HttpContext, user: User, remember: boolean) {
  await logIn(ctx, user, remember)
  const devices = await TrustedDevices.read(ctx.request.encryptedCookie(DEVICE_COOKIE))
  /* Secure in production comes from config/app.ts (`http.cookie`). */
  ctx.response.encryptedCookie(DEVICE_COOKIE, TrustedDevices.trust(devices, user), {
    maxAge: DEVICE_COOKIE_MAX_AGE,
    httpOnly: true,
    sameSite: 'lax',
  })
  await recordSignIn(user)
  await logSecurityEvent(ctx, 'login_succeeded', user)
}

/**
 * Where a sign-in lands when no page was asked for first: the school's staff
 * (role esi) on their own area, e-sidoor; everyone else on the dashboard.
 */
export function homeUrlOf(user: User) {
  return urlFor(user.role === 'esi' ? 'esidoor.dashboard' : 'dashboard')
}
