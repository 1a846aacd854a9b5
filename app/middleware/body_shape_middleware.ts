import type { IncomingMessage } from 'node:http'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import string from '@adonisjs/core/helpers/string'
import bodyParserConfig from '#config/bodyparser'
import { TOO_LARGE, refuseBody } from '#middleware/request_limits_middleware'
import {
  FormShapeScanner,
  JsonShapeScanner,
  type BodyShapeScanner,
} from '#services/platform/body_shape'

/**
 * The body a route open to anybody may receive: its forms (sign-in,
 * registration, password reset, two-factor code, first installation,
 * withdrawal of an application) hold a few short fields, under 2 KB.
 */
export const ANONYMOUS_BODY_BYTES = 64 * 1024

export const TOO_COMPLEX =
  'Requête trop complexe : trop de champs, de valeurs ou de niveaux imbriqués.'

/** The named middleware (start/kernel.ts) that lets only signed-in people through. */
const SIGNED_IN_ONLY = 'auth'

type BodyKind = 'json' | 'form'

/** True when the route is behind the `auth` middleware; any other route is open to anybody. */
export function isSignedInRoute(route: HttpContext['route']) {
  for (const entry of route?.middleware.all() ?? []) {
    if (typeof entry !== 'function' && entry.name === SIGNED_IN_ONLY) return true
  }
  return false
}

function bytesOf(limit: string | number) {
  const bytes = string.bytes.parse(limit)
  if (bytes === null) throw new Error(`Unreadable bodyparser limit: ${limit}`)
  return bytes
}

/** Signed-in routes keep the bodyparser's own limits (config/bodyparser.ts). */
const SIGNED_IN_BODY_BYTES: Record<BodyKind, number> = {
  json: bytesOf(bodyParserConfig.json.limit),
  form: bytesOf(bodyParserConfig.form.limit),
}

/** The bytes a JSON or form body may have on this route. */
export function bodyBudget(route: HttpContext['route'], kind: BodyKind) {
  return isSignedInRoute(route) ? SIGNED_IN_BODY_BYTES[kind] : ANONYMOUS_BODY_BYTES
}

/** The bodies the bodyparser would parse (its own tests, in its order), or null. */
function kindOf(request: HttpContext['request']): BodyKind | null {
  if (!bodyParserConfig.allowedMethods.includes(request.method()) || !request.hasBody()) return null
  if (request.is(bodyParserConfig.multipart.types)) return null
  if (request.is(bodyParserConfig.form.types)) return 'form'
  if (request.is(bodyParserConfig.json.types)) return 'json'
  return null
}

/** 413: the exception handler answers it with refuseBody and keeps it out of the error log. */
class BodyRefused extends Error {
  status = 413
}

/**
 * Sees each chunk of the body before the bodyparser keeps it. The
 * bodyparser reads the request with raw-body, which starts by listening
 * to `data`: our listeners go in just ahead of it. Past a bound, an
 * `error` event ends raw-body's read, so the bodyparser throws instead of
 * parsing; the rest of the body is never read. Should the bodyparser read
 * some other way, tests/functional/security/body_shape.spec.ts fails.
 */
function watchBody(incoming: IncomingMessage, scanner: BodyShapeScanner, maxBytes: number) {
  let received = 0
  const watch: { refusal: string | null; stop: () => void } = { refusal: null, stop }
  const refuse = (message: string) => {
    stop()
    watch.refusal = message
    incoming.emit('error', new BodyRefused(message))
  }
  const onData = (chunk: Buffer) => {
    received += chunk.length
    if (received > maxBytes) refuse(TOO_LARGE)
    else if (scanner.push(chunk)) refuse(TOO_COMPLEX)
  }
  const onEnd = () => {
    if (scanner.end()) refuse(TOO_COMPLEX)
  }
  const onNewListener = (event: string | symbol) => {
    if (event !== 'data') return
    incoming.off('newListener', onNewListener)
    incoming.on('data', onData)
    incoming.on('end', onEnd)
  }
  function stop() {
    incoming.off('newListener', onNewListener)
    incoming.off('data', onData)
    incoming.off('end', onEnd)
  }
  incoming.on('newListener', onNewListener)
  return watch
}

/**
 * Bounds what a JSON or form body may cost before the bodyparser (the next
 * router middleware) parses it: its bytes by the route's audience, its
 * keys, array elements and depth by BODY_SHAPE_LIMITS, counted on the raw
 * bytes as they arrive. A refused body is answered 413 unread, connection
 * closed, like the other body limits.
 */
export default class BodyShapeMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const kind = kindOf(ctx.request)
    if (!kind) return next()
    const maxBytes = bodyBudget(ctx.route, kind)
    if (Number(ctx.request.header('content-length') ?? 0) > maxBytes) {
      return refuseBody(ctx, 413, TOO_LARGE)
    }
    const scanner = kind === 'json' ? new JsonShapeScanner() : new FormShapeScanner()
    const watch = watchBody(ctx.request.request, scanner, maxBytes)
    try {
      await next()
    } finally {
      watch.stop()
    }
    /*
    | The bodyparser's error was answered where it was thrown (the exception
    | handler's 413, "trop volumineuse"): a body refused for its shape says so.
    */
    if (watch.refusal) refuseBody(ctx, 413, watch.refusal)
  }
}
