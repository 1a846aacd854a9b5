import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import logger from '@adonisjs/core/services/logger'
import { http } from '#config/app'
import { methodLabel, observeRequest, routeLabel } from '#services/operations/metrics'

/** A request id worth keeping: a short token, nothing a log reader could mistake for more. */
const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/

/** The header as the client sent it (the framework may have added one since). */
function offeredId(incoming: IncomingMessage): string | undefined {
  const raw = incoming.rawHeaders
  let found: string | undefined
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i].toLowerCase() !== 'x-request-id') continue
    /* Sent twice: neither is believed. */
    if (found !== undefined) return ''
    found = raw[i + 1]
  }
  return found
}

/**
 * The request's id: the one a trusted proxy (TRUSTED_PROXIES, config/app.ts)
 * passed on when it is a sane token, else a new one. AdonisJS already takes
 * `X-Request-Id` (or makes one, `generateRequestId`) for `request.id()`,
 * the context's logger and the response header, but from anyone and
 * unchecked: an id it must not keep is replaced here, before anything logs.
 */
function settleRequestId(ctx: HttpContext) {
  const incoming = ctx.request.request
  const offered = offeredId(incoming)
  if (offered === undefined) return
  const peer = incoming.socket?.remoteAddress
  if (SANE_ID.test(offered) && peer && http.trustProxy(peer, 0)) return
  const id = randomUUID()
  incoming.headers['x-request-id'] = id
  ctx.logger = logger.child({ request_id: id })
}

function byteLength(chunk: unknown, encoding: unknown) {
  if (typeof chunk === 'string') {
    return Buffer.byteLength(
      chunk,
      typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'
    )
  }
  return chunk instanceof Uint8Array ? chunk.byteLength : 0
}

/** Counts the body bytes handed to Node (compressed ones, when compression_middleware sends them). */
function countBytes(res: ServerResponse) {
  const counter = { bytes: 0 }
  const write = res.write
  const end = res.end
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    counter.bytes += byteLength(chunk, rest[0])
    return (write as Function).call(this, chunk, ...rest)
  } as ServerResponse['write']
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'function') counter.bytes += byteLength(chunk, rest[0])
    return (end as Function).call(this, chunk, ...rest)
  } as ServerResponse['end']
  return counter
}

/** Polled by load balancers and Prometheus every few seconds: their lines are debug. */
const QUIET_ROUTES = new Set(['health', 'metrics'])

/**
 * The access log and the request series (app/services/operations/metrics.ts):
 * first server middleware, so a request refused by any later one (413, 415,
 * a crash) is logged and counted too. One line per request, written when the
 * response has gone (or the client went away first: `aborted`), with the
 * method, route name or pattern, status, duration, body bytes, request id
 * (the logger's binding) and the signed-in user's id; never the URL, its
 * query string, a header or the body. The same place counts the request, so
 * the series and the log agree.
 */
export default class AccessLogMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const started = process.hrtime.bigint()
    settleRequestId(ctx)
    const res = ctx.response.response
    const sent = countBytes(res)
    /* Also on the raw response: a file sent by @adonisjs/static bypasses response.finish(). */
    res.setHeader('X-Request-Id', ctx.request.id()!)

    let done = false
    const record = () => {
      if (done) return
      done = true
      res.off('finish', record)
      res.off('close', record)
      const aborted = !res.writableFinished
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const method = methodLabel(ctx.request.method())
      const route = routeLabel(ctx)
      const status = res.statusCode
      const noBody = method === 'HEAD' || status === 204 || status === 304
      observeRequest(
        { route, method, status_class: aborted ? 'aborted' : `${Math.floor(status / 100)}xx` },
        seconds
      )
      const line = {
        method,
        route,
        status: aborted && !res.headersSent ? null : status,
        durationMs: Math.round(seconds * 10_000) / 10,
        bytes: noBody ? 0 : sent.bytes,
        userId: userIdOf(ctx),
        ...(aborted && { aborted: true }),
      }
      if (QUIET_ROUTES.has(route)) ctx.logger.debug(line, 'request')
      else ctx.logger.info(line, 'request')
    }
    res.on('finish', record)
    res.on('close', record)
    return next()
  }
}

/** The signed-in user's id (never an e-mail); null for a guest or before auth ran. */
function userIdOf(ctx: HttpContext) {
  try {
    return (ctx.auth?.user?.id as number | undefined) ?? null
  } catch {
    return null
  }
}
