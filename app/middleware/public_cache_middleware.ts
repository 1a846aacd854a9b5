import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** What a shared cache may keep of a public page, and for how long (seconds). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60'

/**
 * Sets a weak ETag computed from what a page shows (its props, the assets
 * version, HTML or Inertia JSON) and tells whether the browser's copy is
 * still good, before anything is rendered. The HTML itself cannot be hashed:
 * it carries a new CSP nonce on every answer.
 */
export function isFresh(ctx: HttpContext, shown: unknown) {
  const format = ctx.request.header('x-inertia') ? 'json' : 'html'
  const version = ctx.inertia?.getVersion?.() ?? ''
  const hash = createHash('sha1')
    .update(JSON.stringify([format, version, shown]))
    .digest('base64url')
  ctx.response.header('ETag', `W/"${hash}"`)
  return ctx.response.fresh()
}

/**
 * The public job board's pages, for anonymous visitors: any cache may keep
 * them for a minute, and they carry an ETag: the page's own (isFresh, then a
 * 304 from the controller) or one computed from the body (XML, text). A
 * request whose If-None-Match matches gets a 304 without the body.
 * CacheControlMiddleware then takes the session and CSRF cookies off these
 * answers, so a cached copy never hands one visitor's cookies to another.
 *
 * A signed-in visitor (their name is in the page) or a page carrying a flash
 * message stays private; so does anything but a 200 or 304 to GET or HEAD.
 */
export default class PublicCacheMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    const { request, response } = ctx
    const status = response.getStatus()
    if (!['GET', 'HEAD'].includes(request.method()) || (status !== 200 && status !== 304)) return
    if (response.hasStream || response.hasFileToStream) return

    const flash = ctx.session?.flashMessages
    const personal = !!ctx.auth?.user || (flash !== undefined && !flash.isEmpty)
    response.header('Cache-Control', personal ? 'private, no-cache' : PUBLIC_CACHE_CONTROL)
    const content = response.content
    if (status === 200 && content && content[2] === undefined && !response.getHeader('etag')) {
      response.send(content[0], true)
    }
  }
}
