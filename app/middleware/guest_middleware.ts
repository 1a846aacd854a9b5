import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Guest-only pages (login, register…) send a signed-in visitor to the dashboard. */
export default class GuestMiddleware {
  redirectTo = '/dashboard'

  async handle(ctx: HttpContext, next: NextFn) {
    if (await ctx.auth.use('web').check()) {
      return ctx.response.redirect(this.redirectTo, true)
    }
    return next()
  }
}
