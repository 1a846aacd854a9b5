import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Refuses guests: pages redirect to /login, JSON calls get 401. */
export default class AuthMiddleware {
  redirectTo = '/login'

  async handle(ctx: HttpContext, next: NextFn) {
    /* After signing in, a page visit (e.g. an e-mail verification link) resumes where it was. */
    if (
      !ctx.auth.isAuthenticated &&
      ctx.request.method() === 'GET' &&
      !ctx.request.url().startsWith('/api/')
    ) {
      ctx.session.setIntendedUrl(ctx.request.url(true))
    }
    await ctx.auth.authenticateUsing(['web'], { loginRoute: this.redirectTo })
    return next()
  }
}
