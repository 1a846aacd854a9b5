import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isJsonRequest } from '#controllers/support/request_kind'

/** Refuses guests: pages redirect to /login (and resume afterwards), JSON calls get 401. */
export default class AuthMiddleware {
  redirectTo = '/login'

  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.auth.isAuthenticated && !isJsonRequest(ctx)) {
      /* After signing in, a page visit (e.g. an e-mail verification link) resumes where it was. */
      if (ctx.request.method() === 'GET') ctx.session.setIntendedUrl(ctx.request.url(true))
      return ctx.response.redirect(this.redirectTo)
    }
    await ctx.auth.authenticateUsing(['web'], { loginRoute: this.redirectTo })
    return next()
  }
}
