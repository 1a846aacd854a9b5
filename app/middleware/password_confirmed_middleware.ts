import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import PasswordConfirmation from '#services/password_confirmation'
import { isJsonRequest } from '#services/request_kind'

/** Sensitive actions need the password typed again within the last 3 hours. */
export default class PasswordConfirmedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (PasswordConfirmation.isRecent(ctx.session)) return next()

    if (isJsonRequest(ctx)) {
      return ctx.response.status(423).json({ message: 'Confirmation du mot de passe requise.' })
    }
    if (ctx.request.method() === 'GET') ctx.session.setIntendedUrl(ctx.request.url(true))
    return ctx.response.redirect('/confirm-password')
  }
}
