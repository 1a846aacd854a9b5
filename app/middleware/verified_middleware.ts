import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isJsonRequest } from '#controllers/support/request_kind'

/** Unverified users only reach /verify-email, /profile and logout. */
export default class VerifiedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.getUserOrFail()
    if (!user.emailVerifiedAt) {
      if (isJsonRequest(ctx)) {
        return ctx.response.status(403).json({ message: 'Adresse e-mail non vérifiée.' })
      }
      return ctx.response.redirect().toRoute('verification.notice')
    }
    return next()
  }
}
