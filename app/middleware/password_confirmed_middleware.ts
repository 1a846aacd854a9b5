import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import * as PasswordConfirmation from '#services/accounts/password_confirmation'
import { isJsonRequest } from '#controllers/support/request_kind'

/**
 * Where to come back after confirming: the page itself for a visit, the
 * page the form was on for a submission (the form is then sent again by
 * hand). Only the Referer's path is kept, so it always stays on this site.
 */
function returnUrl({ request }: HttpContext) {
  if (request.method() === 'GET') return request.url(true)
  const referrer = URL.parse(request.header('referer') ?? '')
  return referrer ? `${referrer.pathname}${referrer.search}` : '/dashboard'
}

/** Sensitive actions need the password typed again within the last 3 hours. */
export default class PasswordConfirmedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (PasswordConfirmation.isRecent(ctx.session)) return next()

    if (isJsonRequest(ctx)) {
      return ctx.response.status(423).json({ message: 'Confirmation du mot de passe requise.' })
    }
    ctx.session.setIntendedUrl(returnUrl(ctx))
    return ctx.response.redirect().toRoute('password.confirm')
  }
}
