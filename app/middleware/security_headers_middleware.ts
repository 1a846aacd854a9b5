import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Headers shield does not cover. HSTS only makes sense (and is only honoured)
 * over https, so it is sent only when the request arrived that way.
 */
export default class SecurityHeadersMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    response.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
    if (request.secure()) {
      response.header('Strict-Transport-Security', 'max-age=15552000; includeSubDomains')
    }
    return next()
  }
}
