import { createReadStream, type Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { Readable, pipeline } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn, ServerConfig } from '@adonisjs/core/types/http'
import staticConfig from '#config/static'
import env from '#start/env'
import {
  type Encoding,
  acceptedEncodings,
  addVary,
  compressBuffer,
  compressor,
  isCompressible,
} from '#middleware/compression/encodings'

/* Also what the job board's page cache (public_cache_middleware.ts) and the tests use. */
export {
  type Encoding,
  acceptedEncodings,
  addVary,
  brotliWindowBits,
  compressBuffer,
  isCompressible,
} from '#middleware/compression/encodings'

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
|    for its compressed bytes (levels and encodings: compression/encodings.ts).
|
| APP_COMPRESSION=false turns 2 off, for a reverse proxy that compresses
| (README, "Production"). 1 stays, and so do the job board's kept pages
| (compressed once, public_cache_middleware.ts): no work per request, and a
| proxy passes an answer that has its Content-Encoding as it is.
|
| Left alone: bodies under MIN_SIZE, HEAD requests (no body), 1xx/204/304,
| answers already encoded or marked `Cache-Control: no-transform`, types that
| do not compress (images, fonts, archives), server-sent events, files sent
| with `response.download()`, and anything written straight to the socket
| (the static middleware and the Vite dev server). Streams (`response.stream`,
| the CSV exports) are compressed as they flow, without Content-Length.
*/

/** Below this, the header and framing overhead outweighs the few bytes saved. */
export const MIN_SIZE = 1024

/** Extensions scripts/precompress.mjs writes `.br` and `.gz` files for. */
export const PRECOMPRESSED_EXTENSIONS = new Set(['.js', '.css', '.svg', '.json', '.html'])

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

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
    if (env.get('APP_COMPRESSION', true)) await this.#compressBody(ctx, encodings[0])
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
