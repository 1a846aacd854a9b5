import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { emploisVersion } from '#models/emplois_version'
import publicPages, { type CachedPage } from '#services/emplois/public_page_cache'
import { emploisQueryEntries, readEmploisQuery } from '#services/emplois/public_offres'
import {
  MIN_SIZE,
  acceptedEncodings,
  addVary,
  compressBuffer,
} from '#middleware/compression_middleware'

/** What a shared cache may keep of a public page, and for how long (seconds). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60'

/**
 * Sets a weak ETag computed from what a page shows (its props, the flash
 * messages and form errors shared with them, the assets version, HTML or
 * Inertia JSON) and tells whether the browser's copy is still good, before
 * anything is rendered. The HTML itself cannot be hashed: it carries a new
 * CSP nonce on every answer. Without the flash, an offer's page that came
 * back with a form's errors would be "fresh" again after the candidate's
 * next try succeeded, and the browser would show the old errors.
 */
export function isFresh(ctx: HttpContext, shown: unknown) {
  const format = ctx.request.header('x-inertia') ? 'json' : 'html'
  const version = ctx.inertia?.getVersion?.() ?? ''
  const flash = ctx.session?.flashMessages.all() ?? {}
  const hash = createHash('sha1')
    .update(JSON.stringify([format, version, shown, flash]))
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
 *
 * Anonymous answers are also kept in this process for a few seconds
 * (app/services/emplois/public_page_cache.ts): a repeat visit is answered from there,
 * its HTML given this answer's CSP nonce. Pages are kept under the board's
 * version, read (one primary-key query) before the page is built: a write
 * made anywhere moves it when it commits, and no page built before is
 * handed out after.
 *
 * A page only ever sees the query parameters it reads (PAGE_QUERIES), as
 * validated: utm_*, fbclid or a bad filter value are taken off the request
 * before the controller, so they change neither the page (nor the address
 * Inertia writes in it) nor the key it is kept under.
 */
export default class PublicCacheMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    const address = await readOnlyWhatThePageReads(ctx)
    const key = address ? keptPageKey(ctx, address) : null
    /* The database down: the page is answered (or fails) as if nothing were kept. */
    const version = key ? await emploisVersion().catch(() => null) : null
    const kept = key && version !== null ? publicPages.get(version, key) : undefined
    if (key && kept) return replay(ctx, key, kept)

    const before = new Set(Object.keys(response.getHeaders()))
    await next()
    const status = response.getStatus()
    if (!['GET', 'HEAD'].includes(request.method()) || (status !== 200 && status !== 304)) return
    if (response.hasStream || response.hasFileToStream) return

    const personal = !!ctx.auth?.user || hasFlash(ctx)
    response.header('Cache-Control', personal ? 'private, no-cache' : PUBLIC_CACHE_CONTROL)
    const content = response.content
    if (status === 200 && content && content[2] === undefined && !response.getHeader('etag')) {
      response.send(content[0], true)
    }
    if (key && version !== null && !personal && status === 200 && content) {
      keep(ctx, version, key, content[0], before)
    }
  }
}

function hasFlash(ctx: HttpContext) {
  const flash = ctx.session?.flashMessages
  return flash !== undefined && !flash.isEmpty
}

type QueryEntries = [string, string][]

/**
 * The query parameters each public page reads, by route name, validated and
 * in a fixed order (a bad value dropped, as the page drops it). A route of
 * the group missing here is never kept.
 */
const PAGE_QUERIES: Record<string, (qs: Record<string, unknown>) => Promise<QueryEntries>> = {
  'emplois.index': async (qs) => emploisQueryEntries(await readEmploisQuery(qs)),
  'emplois.show': async () => [],
  'emplois.feed': async () => [],
  'sitemap': async () => [],
  'sitemaps.file': async () => [],
  'robots': async () => [],
}

/**
 * Leaves on the request only the parameters its page reads, and answers its
 * canonical address (path and that query), or null when the page is not one
 * of PAGE_QUERIES or its path is spelled another way (a trailing slash,
 * percent-encoded letters): such a request is answered, never kept, so the
 * spellings of one path cannot fill the cache.
 */
async function readOnlyWhatThePageReads(ctx: HttpContext) {
  const { request, route, params } = ctx
  const read = route?.name ? PAGE_QUERIES[route.name] : undefined
  if (!route || !read) return null
  const entries = await read(request.qs())
  const query = new URLSearchParams(entries).toString()
  request.updateQs(Object.fromEntries(entries))
  request.parsedUrl.query = query
  const path = route.pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name]))
  )
  if (request.url() !== path) return null
  return query ? `${path}?${query}` : path
}

/**
 * Where an anonymous GET of a public page is kept: its canonical address,
 * HTML or Inertia JSON. Partial reloads, signed-in visitors, pages with a
 * flash message and Inertia visits from another build (Inertia answers them
 * 409 after this middleware) are never kept.
 */
function keptPageKey(ctx: HttpContext, address: string) {
  const { request } = ctx
  if (publicPages.ttlMs <= 0 || request.method() !== 'GET') return null
  if (ctx.auth?.user || hasFlash(ctx)) return null
  const headers = request.headers()
  if (
    Object.keys(headers).some(
      (name) => name.startsWith('x-inertia-') && name !== 'x-inertia-version'
    )
  ) {
    return null
  }
  if (!headers['x-inertia']) return `html ${address}`
  return headers['x-inertia-version'] === ctx.inertia.getVersion() ? `json ${address}` : null
}

function keep(ctx: HttpContext, version: number, key: string, body: unknown, before: Set<string>) {
  const { response } = ctx
  const headers: [string, string][] = []
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (['set-cookie', 'content-type', 'content-length'].includes(name) || value === undefined) {
      continue
    }
    if (before.has(name) && name !== 'cache-control') continue
    headers.push([name, String(value)])
  }
  const json = typeof body !== 'string'
  const type = response.getHeader('content-type')
  publicPages.set(version, key, {
    body: json ? JSON.stringify(body) : body,
    nonce: json ? null : (response.nonce ?? null),
    type: type
      ? String(type)
      : json
        ? 'application/json; charset=utf-8'
        : 'text/html; charset=utf-8',
    headers,
  })
}

/**
 * A kept page as it was first sent: its headers, its CSP nonce (the policy
 * header follows), its compressed bytes; 304 when the browser has it.
 */
async function replay(ctx: HttpContext, key: string, kept: CachedPage) {
  const { request, response } = ctx
  for (const [name, value] of kept.headers) response.header(name, value)
  const policy = response.getHeader('content-security-policy')
  if (kept.nonce && response.nonce && policy) {
    response.header(
      'Content-Security-Policy',
      String(policy).replaceAll(`'nonce-${response.nonce}'`, `'nonce-${kept.nonce}'`)
    )
  }
  if (response.fresh()) return response.status(304).send(null)

  /* XML and text pages get their ETag from the body, as on the first answer. */
  const etagFromBody = !kept.headers.some(([name]) => name === 'etag')
  response.header('Content-Type', kept.type)
  const [encoding] = acceptedEncodings(request.header('accept-encoding'))
  if (!encoding || request.method() === 'HEAD' || kept.body.length < MIN_SIZE) {
    return response.status(200).send(kept.body, etagFromBody)
  }
  let bytes = kept.compressed[encoding]
  if (!bytes) {
    bytes = await compressBuffer(Buffer.from(kept.body), encoding)
    publicPages.addCompressed(key, kept, encoding, bytes)
  }
  response.header('Content-Encoding', encoding)
  addVary(response)
  return response.status(200).send(bytes, etagFromBody)
}
