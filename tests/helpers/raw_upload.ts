import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import v8 from 'node:v8'
import vm from 'node:vm'
import { CookieJar } from '#tests/helpers/app_process'
import { UPLOAD_LIMITS } from '#services/platform/upload_limits'
import { rateClock } from '#services/platform/upload_memory'
import { systemClock } from '#services/platform/clock'
import { route } from '#tests/helpers/routes'

/*
| Uploads sent on the wire to the in-process server, signed in through the
| real login form: a body may be declared longer than what is sent, or go
| chunked without any length, trickle a byte at a time, come from another
| loopback address, and the answer is timed. For the import's budget tests
| (tests/functional/contacts/import_bounds.spec.ts) and the uploads' shares
| (tests/functional/platform/upload_shares.spec.ts).
*/

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

export type Session = { cookie: () => string; xsrf: () => string }

const UPLOAD_DEFAULTS = structuredClone(UPLOAD_LIMITS)

/** Puts back the uploads' pools and minimum rate a test made smaller (upload_limits.ts). */
export function resetUploadLimits() {
  Object.assign(UPLOAD_LIMITS, structuredClone(UPLOAD_DEFAULTS))
  rateClock.current = systemClock
}

/**
 * Signs `email` in through POST /login (CSRF token from the XSRF-TOKEN cookie),
 * on this run's server or on the app process at `at`.
 */
export async function signIn(
  email: string,
  password = 'motdepasse',
  at = base()
): Promise<Session> {
  const jar = new CookieJar()
  jar.store(await fetch(`${at}/api/user`, { headers: { accept: 'application/json' } }))
  const login = await fetch(`${at}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'cookie': jar.header(),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ email, password }),
  })
  if (login.status !== 302 || login.headers.get('location') !== route('dashboard')) {
    throw new Error(`login failed: ${login.status} ${login.headers.get('location')}`)
  }
  jar.store(login)
  return {
    cookie: () => jar.header(),
    xsrf: () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
  }
}

/** A GET as the session, for "the server still answers". */
export function visit(session: Session, path: string) {
  return fetch(`${base()}${path}`, { redirect: 'manual', headers: { cookie: session.cookie() } })
}

/** A multipart body carrying `bytes` as the form's "fichier". */
export function multipartBody(filename: string, bytes: Buffer) {
  const boundary = `----esidoor${randomBytes(8).toString('hex')}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="fichier"; filename="${filename}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    body: Buffer.concat([head, bytes, tail]),
    type: `multipart/form-data; boundary=${boundary}`,
  }
}

export type RawAnswer = {
  status: number
  headers: IncomingHttpHeaders
  text: string
  /** From the first byte sent to the end of the answer. */
  ms: number
  /** Bytes of the body written before the answer came. */
  sentBeforeAnswer: number
}

export type SendOptions = {
  /** Accept JSON (field errors as a 422, a body too large as a 413) rather than a page. */
  json?: boolean
  /** Declare this length but send only `sendOnly` bytes of the body (the rest never comes). */
  declaredLength?: number
  sendOnly?: number
  /** No length at all: the body goes chunked, 256 KB at a time, until the answer comes. */
  chunked?: boolean
  /** How long to wait for an answer before failing (ms). */
  timeout?: number
  /** After `sendOnly`, `bytes` more every `everyMs` until the answer or the body's end (a slow sender). */
  trickle?: { bytes: number; everyMs: number }
  /**
   * After `sendOnly`, `bytes` more each time `next(sent)` resolves, until the answer or the
   * body's end: a sender paced by the test (its fake clock moved on between two pieces).
   */
  paced?: { bytes: number; next: (sent: number) => Promise<void> }
  /** The client's address (a loopback alias such as 127.0.9.1: another IP for the server). */
  localAddress?: string
  /** Called once the request's headers and first bytes are on their way (the request, to end it). */
  started?: (request: ClientRequest) => void
}

/** The whole body of an answer, as text, once it has all come. */
export function textOf(incoming: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    let text = ''
    incoming.setEncoding('utf8')
    incoming.on('data', (chunk: string) => (text += chunk))
    incoming.on('error', reject)
    incoming.on('end', () => resolve(text))
  })
}

/** Fails with the request's errors, but for the server closing the connection while the body still goes out. */
export function rejectUnlessHungUp(outgoing: ClientRequest, reject: (error: Error) => void) {
  outgoing.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
  })
}

/** POSTs the import form's multipart body carrying `bytes`; the answer and its timing. */
export function send(
  session: Session,
  path: string,
  filename: string,
  bytes: Buffer,
  options: SendOptions = {}
) {
  return sendBody(session, path, multipartBody(filename, bytes), options)
}

/** POSTs a multipart `body` of `type`; the answer and its timing. */
export function sendBody(
  session: Session,
  path: string,
  { body, type }: { body: Buffer; type: string },
  options: SendOptions = {}
) {
  const headers: Record<string, string> = {
    'content-type': type,
    'cookie': session.cookie(),
    'x-xsrf-token': session.xsrf(),
    'accept': options.json ? 'application/json' : 'text/html',
  }
  if (!options.chunked) headers['content-length'] = String(options.declaredLength ?? body.length)
  const started = performance.now()
  let sent = 0
  let answered = false
  return new Promise<RawAnswer>((resolve, reject) => {
    const timeout = options.timeout ?? 15_000
    const timer = setTimeout(() => {
      outgoing.destroy()
      reject(new Error(`no answer from ${path} in ${timeout} ms`))
    }, timeout)
    const outgoing = httpRequest(
      {
        host: process.env.HOST,
        port: process.env.PORT,
        path,
        method: 'POST',
        headers,
        /* A connection of its own: never a kept-alive one the server may be closing meanwhile. */
        agent: false,
        ...(options.localAddress && { localAddress: options.localAddress, family: 4 }),
      },
      (incoming) => {
        answered = true
        const sentBeforeAnswer = sent
        textOf(incoming).then((text) => {
          clearTimeout(timer)
          const ms = performance.now() - started
          resolve({
            status: incoming.statusCode!,
            headers: incoming.headers,
            text,
            ms,
            sentBeforeAnswer,
          })
        }, reject)
      }
    )
    rejectUnlessHungUp(outgoing, reject)
    /* Hung up on (or lost) before any answer: no need to wait for the timeout. */
    outgoing.on('close', () => {
      if (answered) return
      clearTimeout(timer)
      reject(new Error(`no answer from ${path}: connection closed`))
    })
    const last = options.sendOnly ?? body.length
    const step = options.chunked ? 256 * 1024 : body.length
    const pump = () => {
      while (sent < last && !answered && !outgoing.destroyed) {
        const piece = body.subarray(sent, Math.min(sent + step, last))
        sent += piece.length
        if (!outgoing.write(piece)) return outgoing.once('drain', pump)
        if (options.chunked) return setTimeout(pump, 2)
      }
      if (sent >= body.length && !outgoing.destroyed) outgoing.end()
    }
    const trickle = (bytes: number, everyMs: number) => {
      if (answered || outgoing.destroyed) return
      const piece = body.subarray(sent, sent + bytes)
      sent += piece.length
      outgoing.write(piece)
      if (sent < body.length) setTimeout(trickle, everyMs, bytes, everyMs)
      else outgoing.end()
    }
    const paced = async ({ bytes, next }: NonNullable<SendOptions['paced']>) => {
      while (sent < body.length) {
        await next(sent)
        if (answered || outgoing.destroyed) return
        const piece = body.subarray(sent, sent + bytes)
        sent += piece.length
        outgoing.write(piece)
      }
      outgoing.end()
    }
    pump()
    const slow = options.trickle
    if (slow) setTimeout(trickle, slow.everyMs, slow.bytes, slow.everyMs)
    if (options.paced) paced(options.paced).catch(reject)
    options.started?.(outgoing)
  })
}

/** The names in the OS temp folder now (what a parser spilling to disk would add to). */
export const tmpListing = () => new Set(readdirSync(tmpdir()))

/** V8's collector, exposed for this process if it was not at start-up. */
function collector() {
  const exposed = (globalThis as { gc?: () => void }).gc
  if (exposed) return exposed
  v8.setFlagsFromString('--expose-gc')
  return vm.runInNewContext('gc') as () => void
}

/**
 * Runs `work` while sampling the process's RSS every 5 ms: how far above the
 * starting point it went (the HTTP server runs in this process). A full
 * collection first, so the baseline is not the garbage of earlier tests.
 */
export async function peakRss<T>(work: () => Promise<T>) {
  collector()()
  const start = process.memoryUsage.rss()
  let peak = start
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5)
  try {
    const result = await work()
    peak = Math.max(peak, process.memoryUsage.rss())
    return { result, growth: peak - start }
  } finally {
    clearInterval(timer)
  }
}
