import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionEpoch from '#services/session_epoch'

/**
 * Resolves the signed-in user on every request (so pages know who is there)
 * and ends sessions opened before the user's last password reset.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    await SessionEpoch.enforce(ctx)
    return next()
  }
}
