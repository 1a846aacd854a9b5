import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import * as TwoFactor from '#services/accounts/two_factor'
import { isJsonRequest } from '#controllers/support/request_kind'

/** What an account that must set up two-factor sign-in may still reach. */
const OPEN_ROUTES = new Set([
  'two_factor.enrol',
  'two_factor.enable',
  'two_factor.confirm',
  'two_factor.disable',
  'two_factor.qr_code',
  'two_factor.secret_key',
  'password.confirm',
  'password.confirm.store',
  'logout',
  'api.user',
])

/**
 * Staff and esi admins without two-factor sign-in reach nothing but its
 * enrolment (and password confirmation, logout, GET /api/user): pages
 * redirect to the enrolment page, JSON calls get a French 403. Runs on every
 * matched route, after the signed-in user is known (silent auth).
 */
export default class TwoFactorEnrolmentMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.user
    if (!user || !TwoFactor.mustEnrol(user) || OPEN_ROUTES.has(ctx.route?.name ?? '')) {
      return next()
    }
    if (isJsonRequest(ctx)) {
      return ctx.response.status(403).json({
        message:
          'Activez la double authentification pour continuer : elle est obligatoire pour votre compte.',
      })
    }
    return ctx.response.redirect().toRoute('two_factor.enrol')
  }
}
