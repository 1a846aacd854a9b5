import { request as httpRequest } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import { test } from '@japa/runner'
import HttpExceptionHandler from '#exceptions/handler'
import { MAX_FILE_BYTES } from '#services/data_tools/import_file'
import { route } from '#tests/helpers/routes'
import { rejectUnlessHungUp, textOf } from '#tests/helpers/raw_upload'
import { callsOf } from './call_counts.js'

/*
| Finding 4 (attack round 3): a body declared `Content-Encoding: gzip` or `br`
| but not compressed answered 500 with a stack trace in the log, anonymously.
| Such bodies, and bodies declared larger than any route takes, are refused
| by a server middleware before anything reads them, on every URL.
*/

type RawResponse = { status: number; headers: IncomingHttpHeaders; body: string }

/**
 * One request as sent on the wire: `declaredLength` may claim more bytes than
 * `body` holds (the server must answer without waiting for them); without it
 * the body goes chunked, with no length at all.
 */
function raw(
  path: string,
  options: { headers?: Record<string, string>; body?: Buffer | string; declaredLength?: number }
) {
  const body = Buffer.from(options.body ?? '')
  const headers: Record<string, string> = { ...options.headers }
  if (options.declaredLength !== undefined) headers['content-length'] = `${options.declaredLength}`
  return new Promise<RawResponse>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer from ${path} in 5 s`)), 5000)
    const outgoing = httpRequest(
      { host: process.env.HOST, port: process.env.PORT, path, method: 'POST', headers },
      (incoming) => {
        textOf(incoming).then((text) => {
          clearTimeout(timer)
          resolve({ status: incoming.statusCode!, headers: incoming.headers, body: text })
        }, reject)
      }
    )
    rejectUnlessHungUp(outgoing, reject)
    if (options.declaredLength !== undefined && options.declaredLength > body.length) {
      outgoing.write(body)
    } else {
      outgoing.end(body)
    }
  })
}

/** How many errors the exception handler reports (logs) while `run` goes on. */
function reportsDuring(run: () => Promise<unknown>) {
  return callsOf(HttpExceptionHandler.prototype, 'report', run)
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const JSON_CALL = { 'content-type': 'application/json', 'accept': 'application/json' }
const ENCODING_REFUSED =
  'Les envois compressés ne sont pas acceptés : renvoyez la requête sans Content-Encoding.'
const TOO_LARGE = 'Requête trop volumineuse.'

test.group('Security: compressed request bodies', () => {
  test('a body declared {$self} but sent plain answers 415 in French, nothing logged')
    .with(['gzip', 'br', 'deflate', 'GZIP', 'gzip, identity'])
    .run(async ({ assert }, encoding) => {
      let response: RawResponse | undefined
      const reports = await reportsDuring(async () => {
        response = await raw(route('login'), {
          headers: { ...FORM, 'content-encoding': encoding },
          body: 'email=pro%40example.fr&password=x',
        })
      })
      assert.equal(response!.status, 415)
      assert.equal(response!.headers['content-type'], 'text/plain; charset=utf-8')
      assert.equal(response!.headers['connection'], 'close')
      assert.equal(response!.body, ENCODING_REFUSED)
      assert.equal(reports, 0)
    })

  test('an unknown URL and a JSON call are refused the same way (JSON gets { message })', async ({
    assert,
  }) => {
    const unknown = await raw('/nulle-part', {
      headers: { ...FORM, 'content-encoding': 'gzip' },
      body: 'a=1',
    })
    assert.equal(unknown.status, 415)
    assert.equal(unknown.body, ENCODING_REFUSED)

    const json = await raw(route('api.user'), {
      headers: { ...JSON_CALL, 'content-encoding': 'br' },
      body: '{"a":1}',
    })
    assert.equal(json.status, 415)
    assert.equal(json.headers['connection'], 'close')
    assert.deepEqual(JSON.parse(json.body), { message: ENCODING_REFUSED })
  })

  test('Content-Encoding: identity is an ordinary request', async ({ assert }) => {
    const response = await raw(route('login'), {
      headers: { ...JSON_CALL, 'content-encoding': 'identity' },
      body: '{"email":"pas-une-adresse"}',
    })
    /* No CSRF token: the ordinary refusal of the app, not the middleware's. */
    assert.equal(response.status, 419)
  })
})

test.group('Security: request body sizes', () => {
  test('a form declared at 2 MB answers 413 before its body is sent', async ({ assert }) => {
    const response = await raw(route('login'), {
      headers: FORM,
      body: 'email=a',
      declaredLength: 2 * 1024 * 1024,
    })
    assert.equal(response.status, 413)
    assert.equal(response.headers['connection'], 'close')
    assert.equal(response.headers['content-type'], 'text/plain; charset=utf-8')
    assert.equal(response.body, TOO_LARGE)
  })

  test('a JSON call declared over 1 MB gets a JSON 413', async ({ assert }) => {
    const response = await raw(route('api.user'), {
      headers: JSON_CALL,
      body: '{',
      declaredLength: 1024 * 1024 + 1,
    })
    assert.equal(response.status, 413)
    assert.deepEqual(JSON.parse(response.body), { message: TOO_LARGE })
  })

  test('a JSON body of exactly 1 MB is still read (the bodyparser limit)', async ({ assert }) => {
    const body = `{"email":"${'a'.repeat(1024 * 1024 - 12)}"}`
    assert.equal(Buffer.byteLength(body), 1024 * 1024)
    /* A signed-in route: anonymous ones take 64 KB (body_shape.spec.ts). */
    const response = await raw(route('logout'), {
      headers: JSON_CALL,
      body,
      declaredLength: body.length,
    })
    assert.equal(response.status, 419)
  })

  test('an import declared over the largest file plus slack answers 413 at once', async ({
    assert,
  }) => {
    const response = await raw(route('contacts.import.create'), {
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'accept': 'application/json' },
      body: '--x\r\n',
      declaredLength: MAX_FILE_BYTES + 2 * 1024 * 1024,
    })
    assert.equal(response.status, 413)
    assert.deepEqual(JSON.parse(response.body), { message: TOO_LARGE })
  })

  test('an import of a 5 MB body is not refused for its size', async ({ assert }) => {
    const body = Buffer.alloc(5 * 1024 * 1024, 'a')
    const response = await raw(route('contacts.import.create'), {
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'accept': 'application/json' },
      body,
      declaredLength: body.length,
    })
    /* Past the size check: the ordinary CSRF refusal of a script. */
    assert.equal(response.status, 419)
  })

  test('a chunked {$self} body over 1 MB answers a French 413, nothing logged')
    .with(['json', 'form'] as const)
    .run(async ({ assert }, kind) => {
      const headers = kind === 'json' ? JSON_CALL : FORM
      const body =
        kind === 'json' ? `{"email":"${'a'.repeat(1_100_000)}"}` : `email=${'a'.repeat(1_100_000)}`
      let response: RawResponse | undefined
      const reports = await reportsDuring(async () => {
        response = await raw(route('login'), { headers, body })
      })
      assert.equal(response!.status, 413)
      if (kind === 'json') {
        assert.deepEqual(JSON.parse(response!.body), { message: TOO_LARGE })
      } else {
        assert.include(response!.body, 'trop volumineu')
      }
      assert.equal(reports, 0)
    })
})
