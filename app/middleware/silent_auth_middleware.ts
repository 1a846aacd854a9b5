import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionEpoch from '#services/accounts/session_epoch'
import ActiveSessions from '#services/accounts/active_sessions'
import { recordSignIn } from '#services/accounts/sign_in'

/**
 * Resolves the signed-in user on every request (so pages know who is there)
 * and ends sessions opened before the user's last password reset; a live
 * session keeps its place in the user's "Sessions actives".
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    await SessionEpoch.enforce(ctx)
    /* A session restored by a remember-me token is a sign-in ("Dernière connexion"). */
    if (ctx.auth.user && ctx.auth.use('web').viaRemember) await recordSignIn(ctx.auth.user)
    if (ctx.auth.user) await ActiveSessions.keep(ctx, ctx.auth.user)
    return next()
  }
}
