import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionEpoch from '#services/session_epoch'
import ActiveSessions from '#services/active_sessions'

/**
 * Resolves the signed-in user on every request (so pages know who is there)
 * and ends sessions opened before the user's last password reset; a live
 * session keeps its place in the user's "Sessions actives".
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    await SessionEpoch.enforce(ctx)
    if (ctx.auth.user) await ActiveSessions.keep(ctx, ctx.auth.user)
    return next()
  }
}
