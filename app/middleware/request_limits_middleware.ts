import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import string from '@adonisjs/core/helpers/string'
import bodyParserConfig from '#config/bodyparser'
import { isJsonRequest } from '#controllers/support/request_kind'
import { multipartBudget } from '#middleware/refuse_multipart_middleware'

export const ENCODING_REFUSED =
  'Les envois compressés ne sont pas acceptés : renvoyez la requête sans Content-Encoding.'
export const TOO_LARGE = 'Requête trop volumineuse.'

function bytesOf(limit: string | number) {
  const bytes = string.bytes.parse(limit)
  if (bytes === null) throw new Error(`Unreadable bodyparser limit: ${limit}`)
  return bytes
}

/** The largest form or JSON body the bodyparser reads (config/bodyparser.ts). */
const BODY_BYTES = Math.max(
  bytesOf(bodyParserConfig.form.limit),
  bytesOf(bodyParserConfig.json.limit)
)

/** The largest body a path may declare: the upload routes take a file, the others a form. */
export function maxBodyBytes(path: string) {
  return multipartBudget(path) ?? BODY_BYTES
}

/** True for an absent, empty or `identity` Content-Encoding (a list of `identity` included). */
function isIdentity(encoding: string | undefined) {
  return (encoding ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .every((token) => token === '' || token === 'identity')
}

function isMultipart(type: string | undefined) {
  return /^\s*multipart\//i.test(type ?? '')
}

/** How long a refused connection may keep sending (read and dropped) after its answer. */
export const LINGER_MS = 2000

/**
 * `Connection: close` after the answer, closed the way nginx's "lingering
 * close" does: Node destroys the socket as soon as the answer is written,
 * and a socket closed with the client's bytes still unread is reset (RST),
 * which can throw away the answer before the client has read it (seen: a
 * refused 48 MB chunked upload waiting for an answer that never came). So
 * the answer is followed by a FIN, whatever the client still sends is read
 * and dropped (nothing is kept: memory stays flat), and the socket is
 * destroyed when the client closes or after LINGER_MS, whichever comes first.
 */
export function closeAfterAnswer(ctx: HttpContext) {
  ctx.response.header('Connection', 'close')
  const incoming = ctx.request.request
  const socket = incoming.socket
  if (!socket) return
  socket.destroySoon = function lingeringClose(this: typeof socket) {
    this.end()
    incoming.unpipe()
    incoming.removeAllListeners('data')
    incoming.resume()
    this.resume()
    const timer = setTimeout(() => this.destroy(), LINGER_MS)
    timer.unref()
    this.once('close', () => clearTimeout(timer))
  }
}

/**
 * A refusal answered without reading the body: a short French text (JSON
 * `{ message }` for JSON and Inertia calls), and the connection is closed
 * rather than drained. Also used by the exception handler for a body found
 * too large while it was read (chunked, no declared length).
 */
export function refuseBody(ctx: HttpContext, status: 413 | 415, message: string) {
  closeAfterAnswer(ctx)
  ctx.response.header('Cache-Control', 'private, no-store')
  if (isJsonRequest(ctx) || ctx.request.header('x-inertia')) {
    return ctx.response.status(status).json({ message })
  }
  return ctx.response.status(status).type('text/plain; charset=utf-8').send(message)
}

/**
 * Request hygiene before anything reads a body, on every URL (server
 * middleware): no route accepts a compressed body (a `gzip`/`br` body that
 * was not compressed made the bodyparser's inflater throw a 500 with a
 * stack trace), and a declared length beyond what the path can take is
 * refused at once instead of being read up to the bodyparser's limit.
 */
export default class RequestLimitsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    if (!isIdentity(request.header('content-encoding'))) {
      return refuseBody(ctx, 415, ENCODING_REFUSED)
    }
    /* A multipart body where no file is expected: the next middleware's 415 says more. */
    const path = request.url()
    if (isMultipart(request.header('content-type')) && multipartBudget(path) === null) return next()
    const declared = Number(request.header('content-length') ?? 0)
    if (declared > maxBodyBytes(path)) return refuseBody(ctx, 413, TOO_LARGE)
    return next()
  }
}
