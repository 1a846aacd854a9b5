import { createReadStream, type Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { Readable, pipeline } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn, ServerConfig } from '@adonisjs/core/types/http'
import staticConfig from '#config/static'

/*
| Compression of what the server sends, with node:zlib.
|
| 1. Files of public/ (Vite's hashed assets above all) are compressed once, at
|    build time, by scripts/precompress.mjs: `x.js.br` and `x.js.gz` sit next
|    to `x.js`. A GET/HEAD for /assets/x.js that accepts br (or gzip) gets the
|    bytes of that file, with the type and Cache-Control of x.js, before
|    @adonisjs/static answers. Without such a file, static sends x.js as is.
| 2. Dynamic answers (HTML pages, Inertia JSON, errors, CSV exports) are
|    compressed on the fly, after the route ran: Adonis keeps the body in
|    `response.lazyBody` until `response.finish()`, so it can be swapped here
|    for its compressed bytes. Levels stay cheap for a 2-core server: brotli
|    5 takes about 0.1 ms for a 10 KB page (1 ms for 50 KB) and is 10 % smaller
|    than gzip 6 (brotli 4 is barely smaller than gzip; from 9 on, brotli
|    costs 10 to 50 times more for a few % less). gzip 6, zlib's default, is
|    as small as gzip 9 here. The work runs on libuv's thread pool, off the
|    event loop.
|
| Left alone: bodies under MIN_SIZE, HEAD requests (no body), 1xx/204/304,
| answers already encoded or marked `Cache-Control: no-transform`, types that
| do not compress (images, fonts, archives), server-sent events, files sent
| with `response.download()`, and anything written straight to the socket
| (the static middleware and the Vite dev server). Streams (`response.stream`,
| the CSV exports) are compressed as they flow, without Content-Length.
*/

export type Encoding = 'br' | 'gzip'

/** Below this, the header and framing overhead outweighs the few bytes saved. */
export const MIN_SIZE = 1024

/** Extensions scripts/precompress.mjs writes `.br` and `.gz` files for. */
export const PRECOMPRESSED_EXTENSIONS = new Set(['.js', '.css', '.svg', '.json', '.html'])

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

const COMPRESSIBLE_TYPES = new Set([
  'application/json',
  'application/javascript',
  'application/xml',
  'image/svg+xml',
])

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Brotli's window (2^lgwin bytes, 4 MB by default) is allocated and cleared
 * for every encoder: for a 12 KB page that cost the event loop more than the
 * compression itself (0.14 → 0.05 ms per page once the window fits the
 * body, same output size). A body of known size gets the smallest window
 * that holds it; a stream keeps the default.
 */
export function brotliWindowBits(size: number) {
  if (size <= 0) return zlib.constants.BROTLI_DEFAULT_WINDOW
  return Math.min(
    zlib.constants.BROTLI_DEFAULT_WINDOW,
    Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16)))
  )
}

function brotliOptions(sizeHint = 0): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(sizeHint),
    },
  }
}

const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 }

/**
 * The encodings the client accepts, best first: brotli before gzip unless
 * the client weighs gzip higher (`q=`); "*" stands for any unnamed one. No
 * header means no compression (curl, bots, some proxies).
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return []
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!name) continue
    const q = params.find((param) => /^q\s*=/.test(param))
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''))
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0
  return (['br', 'gzip'] as const)
    .filter((name) => weightOf(name) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a))
}

/** Text types worth compressing (images other than SVG, fonts, archives are already compressed). */
export function isCompressible(contentType: string) {
  const type = contentType.split(';')[0].trim().toLowerCase()
  if (type === 'text/event-stream') return false
  return (
    type.startsWith('text/') ||
    COMPRESSIBLE_TYPES.has(type) ||
    type.endsWith('+json') ||
    type.endsWith('+xml')
  )
}

/** Adds `field` to Vary, keeping what is there (Inertia's X-Inertia). */
export function addVary(response: HttpContext['response'], field = 'Accept-Encoding') {
  const current = response.getHeader('vary')
  const fields = ([] as unknown[])
    .concat(current ?? [])
    .flatMap((value) => String(value).split(','))
    .map((value) => value.trim())
    .filter(Boolean)
  if (fields.some((value) => value === '*' || value.toLowerCase() === field.toLowerCase())) return
  response.header('Vary', [...fields, field].join(', '))
}

export function compressBuffer(bytes: Buffer, encoding: Encoding) {
  return encoding === 'br' ? brotli(bytes, brotliOptions(bytes.length)) : gzip(bytes, GZIP_OPTIONS)
}

function compressor(encoding: Encoding) {
  return encoding === 'br'
    ? zlib.createBrotliCompress(brotliOptions())
    : zlib.createGzip(GZIP_OPTIONS)
}

async function fileStats(path: string) {
  try {
    const stats = await stat(path)
    return stats.isFile() ? stats : null
  } catch {
    return null
  }
}

/** The file of public/ a URL path names, or null when it may not be served (dot files, "..", bad escapes). */
function publicFile(urlPath: string) {
  let path: string
  try {
    path = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (path.includes('\0') || path.includes('\\')) return null
  const segments = path.split('/').filter(Boolean)
  if (!segments.length || segments.some((segment) => segment.startsWith('.'))) return null
  return join(app.publicPath(), ...segments)
}

/** The body and its type as `response.writeBody()` would send them, or null for what is not text. */
function serialisedBody(response: HttpContext['response'], body: unknown) {
  const declared = response.getHeader('content-type')
  const type = declared === undefined ? undefined : String(declared)
  if (typeof body === 'string') {
    return {
      bytes: Buffer.from(body),
      type:
        type ?? (body.trimStart().startsWith('<') ? 'text/html' : 'text/plain') + '; charset=utf-8',
    }
  }
  /* Raw bytes are compressed only when a text type was declared for them. */
  if (body instanceof Uint8Array) {
    return type ? { bytes: Buffer.from(body.buffer, body.byteOffset, body.byteLength), type } : null
  }
  if (body === null || typeof body !== 'object' || body instanceof Date || body instanceof RegExp) {
    return null
  }
  const { serializeJSON } = app.config.get<ServerConfig>('app.http')
  try {
    return {
      bytes: Buffer.from(serializeJSON(body) ?? ''),
      type: type ?? 'application/json; charset=utf-8',
    }
  } catch {
    /* Left to response.finish(), which reports serialisation errors itself. */
    return null
  }
}

export default class CompressionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const encodings = acceptedEncodings(ctx.request.header('accept-encoding'))
    if (await this.#servePrecompressed(ctx, encodings)) return
    await next()
    await this.#compressBody(ctx, encodings[0])
  }

  /** Answers with `<file>.br` / `<file>.gz` of public/ when there is one; false otherwise. */
  async #servePrecompressed({ request, response }: HttpContext, encodings: Encoding[]) {
    const method = request.method()
    if (!staticConfig.enabled || (method !== 'GET' && method !== 'HEAD')) return false
    const urlPath = request.url()
    if (!PRECOMPRESSED_EXTENSIONS.has(extname(urlPath).toLowerCase())) return false
    /* Whichever body goes out (even static's plain file), it depends on Accept-Encoding. */
    addVary(response)
    if (!encodings.length) return false

    const file = publicFile(urlPath)
    if (!file) return false
    const original = await fileStats(file)
    if (!original) return false
    for (const encoding of encodings) {
      const variant = await fileStats(file + SUFFIX[encoding])
      /* Older than the file (edited since the build, with a 1 s margin for copies): not trusted. */
      if (!variant || variant.mtimeMs + 1000 < original.mtimeMs) continue
      this.#sendVariant(response, method, file, original, encoding, variant)
      return true
    }
    return false
  }

  #sendVariant(
    response: HttpContext['response'],
    method: string,
    file: string,
    original: Stats,
    encoding: Encoding,
    variant: Stats
  ) {
    for (const [name, value] of Object.entries(staticConfig.headers?.(file, original) ?? {})) {
      response.header(name, value)
    }
    response.type(extname(file))
    if (staticConfig.lastModified !== false) {
      response.header('Last-Modified', original.mtime.toUTCString())
    }
    /* The compressed file's own size and date: each encoding is a representation of its own. */
    if (staticConfig.etag !== false) response.setEtag(variant, true)
    if (response.fresh()) {
      response.status(304).send(null)
      return
    }
    response.header('Content-Encoding', encoding)
    response.header('Content-Length', variant.size)
    response.status(200)
    /* Byte ranges are not offered for these: a Range header is ignored (a full 200). */
    response.stream(
      method === 'HEAD' ? Readable.from([]) : createReadStream(file + SUFFIX[encoding])
    )
  }

  /** Swaps the body the route left in the response for its compressed bytes. */
  async #compressBody(ctx: HttpContext, encoding: Encoding | undefined) {
    const { request, response } = ctx
    /* Already written to the socket: a static file, the Vite dev server. */
    if (!response.isPending) return
    const status = response.getStatus()
    if (status < 200 || status === 204 || status === 304) return
    if (response.getHeader('content-encoding')) return
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(String(response.getHeader('cache-control') ?? ''))) {
      return
    }

    if (response.hasStream) return this.#compressStream(ctx, encoding)
    const content = response.content
    /* No body, a file download, or JSONP (its third item, the callback name). */
    if (!content || content[2] !== undefined) return

    const [body, generateEtag] = content
    const serialised = serialisedBody(response, body)
    if (!serialised || serialised.bytes.length < MIN_SIZE || !isCompressible(serialised.type)) {
      return
    }
    addVary(response)
    if (!encoding || request.method() === 'HEAD') return

    const compressed = await compressBuffer(serialised.bytes, encoding)
    if (compressed.length >= serialised.bytes.length) return
    response.header('Content-Type', serialised.type)
    response.header('Content-Encoding', encoding)
    /* writeBody() sets Content-Length (and the ETag, if enabled) from these bytes. */
    response.send(compressed, generateEtag)
  }

  /** Pipes a streamed body (a CSV export) through a compressor; its length is unknown anyway. */
  #compressStream({ request, response }: HttpContext, encoding: Encoding | undefined) {
    const type = response.getHeader('content-type')
    if (type === undefined || !isCompressible(String(type))) return
    addVary(response)
    if (!encoding || request.method() === 'HEAD') return

    const [body, errorCallback] = response.lazyBody.stream!
    const source =
      body instanceof ReadableStream ? Readable.fromWeb(body as WebReadableStream) : body
    const compressed = compressor(encoding)
    /*
     * Started when response.finish() pipes the compressor out, as the bare
     * stream would have been, so an early error cannot be missed. An error of
     * the source destroys the compressor with it, and the response reports it
     * as for an uncompressed stream; a client that goes away destroys the
     * compressor, and the pipeline then stops the source.
     */
    compressed.once('resume', () => pipeline(source, compressed, () => {}))
    response.removeHeader('Content-Length')
    response.header('Content-Encoding', encoding)
    response.stream(compressed, errorCallback)
  }
}
