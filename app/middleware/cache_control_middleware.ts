import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { addVary } from '#middleware/compression/encodings'

/** What a public page's Inertia JSON and its refusals become: the browser asks again every time. */
export const INERTIA_JSON_CACHE_CONTROL = 'private, no-cache'
export const NEVER_CACHED = 'private, no-store'

/**
 * Dynamic answers (pages, Inertia JSON, /api, redirects, errors) carry the
 * visitor's data or a CSRF token: no cache may keep them. Set before the
 * request goes on, so a route that may be cached (a CSV sets its own, a public
 * page later) simply overrides it. Files of public/ get their own policy in
 * config/static.ts, which overrides this header for them.
 *
 * On the way out, whatever an inner layer decided, a public answer is kept
 * public only when every cache that keeps it keeps the right variant
 * (docs/security.md, "Cache headers"):
 * - only a 200 or 304: a refusal (Inertia's 409 for another build, set after
 *   the board's middleware ran, a 404, a 5xx) is never kept;
 * - only the HTML: an Inertia visit's JSON carries the outcome of the form
 *   posted just before it (its errors or its success), so it is asked of the
 *   server each time (`private, no-cache`; its ETag still gives a 304);
 * - with `Vary: X-Inertia`, so a cache never answers an Inertia visit with
 *   the HTML it kept, nor a page load with JSON.
 */
export default class CacheControlMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    response.header('Cache-Control', NEVER_CACHED)
    await next()
    /*
    | A 304 updates the headers the browser kept with the page: a policy
    | naming this answer's fresh nonce would block the scripts of the kept
    | HTML, which carry the nonce of the answer that brought it (a reload
    | of a public page never hydrated). The kept page's own policy stays.
    */
    if (response.getStatus() === 304 && !response.headersSent) {
      response.removeHeader('content-security-policy')
    }
    if (!String(response.getHeader('cache-control') ?? '').startsWith('public')) return
    /*
    | A page a shared cache may keep (PublicCacheMiddleware) goes out without
    | the cookies the session and CSRF protection set on the way: a cached
    | copy must not give one visitor's session to the next.
    */
    response.removeHeader('set-cookie')
    const status = response.getStatus()
    if (status !== 200 && status !== 304) {
      response.header('Cache-Control', NEVER_CACHED)
    } else if (request.header('x-inertia')) {
      response.header('Cache-Control', INERTIA_JSON_CACHE_CONTROL)
    }
    addVary(response, 'X-Inertia')
  }
}
