import zlib from 'node:zlib'
import { promisify } from 'node:util'
import type { HttpContext } from '@adonisjs/core/http'

/*
| The encodings of the compression middleware (app/middleware/compression_middleware.ts):
| what a client accepts, which types are worth it, and how each is made.
| Levels stay cheap for a 2-core server: brotli 5 takes about 0.1 ms for a
| 10 KB page (1 ms for 50 KB) and is 10 % smaller than gzip 6 (brotli 4 is
| barely smaller than gzip; from 9 on, brotli costs 10 to 50 times more for
| a few % less). gzip 6, zlib's default, is as small as gzip 9 here. The
| work runs on libuv's thread pool, off the event loop.
*/

export type Encoding = 'br' | 'gzip'

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

export function compressor(encoding: Encoding) {
  return encoding === 'br'
    ? zlib.createBrotliCompress(brotliOptions())
    : zlib.createGzip(GZIP_OPTIONS)
}
