import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Dynamic answers (pages, Inertia JSON, /api, redirects, errors) carry the
 * visitor's data or a CSRF token: no cache may keep them. Set before the
 * request goes on, so a route that may be cached (a CSV sets its own, a public
 * page later) simply overrides it. Files of public/ get their own policy in
 * config/static.ts, which overrides this header for them.
 */
export default class CacheControlMiddleware {
  async handle({ response }: HttpContext, next: NextFn) {
    response.header('Cache-Control', 'private, no-store')
    await next()
    /*
    | A page a shared cache may keep (PublicCacheMiddleware) goes out without
    | the cookies the session and CSRF protection set on the way: a cached
    | copy must not give one visitor's session to the next.
    */
    if (String(response.getHeader('cache-control') ?? '').startsWith('public')) {
      response.removeHeader('set-cookie')
    }
  }
}
