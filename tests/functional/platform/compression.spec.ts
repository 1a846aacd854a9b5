import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { IncomingMessage, ServerResponse } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import { Socket } from 'node:net'
import { Readable } from 'node:stream'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import CompressionMiddleware, {
  acceptedEncodings,
  brotliWindowBits,
} from '#middleware/compression_middleware'
import { as } from '../contacts/helpers.js'
import { route } from '#tests/helpers/routes'
import { type RawResponse, raw } from './helpers.js'
import { assertPage } from '#tests/helpers/answers'

/*
| Performance: HTML, Inertia JSON and other text answers go out compressed
| (brotli, else gzip) when the client accepts it, and the hashed assets are
| served from their pre-compressed .br/.gz files (scripts/precompress.mjs).
|
| superagent (the api client) and fetch decompress on their own, so the raw
| bytes are read with node:http, which never does.
*/

/** The body once its Content-Encoding is undone. */
function decoded({ headers, body }: RawResponse) {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body).toString()
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body).toString()
  return body.toString()
}

/** The page without what changes on every request (CSRF token, CSP nonce). */
function stable(html: string) {
  return html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/(name="csrf-token" content=)"[^"]*"/g, '$1""')
    .replace(/(name="_csrf" value=)"[^"]*"/g, '$1""')
    .replace(/(&quot;|")csrfToken\1:\1[^"&]*\1/g, 'csrfToken')
}

/** The Vary fields of an answer. */
function varyOf(headers: IncomingHttpHeaders | Record<string, unknown>) {
  return String(headers['vary'] ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase())
    .filter(Boolean)
}

test.group('Platform | compression of dynamic answers', () => {
  test('an HTML page goes out in brotli, gzip or plain, as the client accepts', async ({
    assert,
  }) => {
    const plain = await raw(route('login'))
    assert.equal(plain.status, 200)
    assert.isUndefined(plain.headers['content-encoding'])
    assert.include(String(plain.headers['content-type']), 'text/html')
    assert.isAbove(plain.body.length, 1024)
    assert.include(varyOf(plain.headers), 'accept-encoding')

    const br = await raw(route('login'), { 'accept-encoding': 'gzip, deflate, br, zstd' })
    assert.equal(br.status, 200)
    assert.equal(br.headers['content-encoding'], 'br')
    assert.include(String(br.headers['content-type']), 'text/html')
    assert.equal(Number(br.headers['content-length']), br.body.length)
    assert.isBelow(br.body.length, plain.body.length / 2)
    assert.include(varyOf(br.headers), 'accept-encoding')
    assert.equal(stable(decoded(br)), stable(plain.body.toString()))

    const gzip = await raw(route('login'), { 'accept-encoding': 'gzip' })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.equal(Number(gzip.headers['content-length']), gzip.body.length)
    assert.equal(stable(decoded(gzip)), stable(plain.body.toString()))

    const refused = await raw(route('login'), { 'accept-encoding': 'br;q=0, gzip;q=0' })
    assert.isUndefined(refused.headers['content-encoding'])
    assert.equal(stable(refused.body.toString()), stable(plain.body.toString()))

    const preferred = await raw(route('login'), { 'accept-encoding': 'br;q=0.5, gzip' })
    assert.equal(preferred.headers['content-encoding'], 'gzip')
  })

  test('an Inertia visit gets its JSON compressed, still varying on X-Inertia', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await ContactFactory.merge(
      Array.from({ length: 20 }, (_, i) => ({ userId: user.id, nom: `Compressé ${i}` }))
    ).createMany(20)
    const visit = (encoding: string) =>
      as(client.get(route('contacts.index')), user)
        .withInertia()
        .header('accept-encoding', encoding)

    const plain = await visit('identity')
    plain.assertStatus(200)
    assert.isUndefined(plain.header('content-encoding'))
    assert.isAbove(Number(plain.header('content-length')), 1024)

    for (const encoding of ['br', 'gzip']) {
      const response = await visit(encoding)
      assertPage(response, 'contacts/index')
      assert.equal(response.header('content-encoding'), encoding)
      assert.include(String(response.header('content-type')), 'application/json')
      assert.isBelow(
        Number(response.header('content-length')),
        Number(plain.header('content-length'))
      )
      assert.includeMembers(varyOf(response.headers()), ['x-inertia', 'accept-encoding'])
      /* superagent undid the encoding: the same page object as the plain answer. */
      assert.deepEqual(response.body(), plain.body())
    }
  })

  test('a small answer is sent as it is', async ({ assert }) => {
    const response = await raw(route('api.user'), {
      'accept': 'application/json',
      'accept-encoding': 'br, gzip',
    })
    assert.equal(response.status, 401)
    assert.isBelow(response.body.length, 1024)
    assert.isUndefined(response.headers['content-encoding'])
    assert.notInclude(varyOf(response.headers), 'accept-encoding')
    assert.equal(Number(response.headers['content-length']), response.body.length)
    assert.isObject(JSON.parse(response.body.toString()))

    /* The login page object is small too: plain, and Inertia's Vary left as it was. */
    const shell = await raw(route('login'))
    const page = shell.body.toString()
    const { version } = JSON.parse(page.match(/<script data-page="app"[^>]*>(.*?)<\/script>/s)![1])
    const inertia = await raw(route('login'), {
      'x-inertia': 'true',
      'x-inertia-version': version,
      'accept-encoding': 'br',
    })
    assert.equal(inertia.status, 200)
    assert.isBelow(inertia.body.length, 1024)
    assert.isUndefined(inertia.headers['content-encoding'])
    assert.deepEqual(varyOf(inertia.headers), ['x-inertia'])
    assert.equal(JSON.parse(inertia.body.toString()).component, 'auth/login')
  })

  test('HEAD is not compressed', async ({ assert }) => {
    const head = await raw(route('login'), { 'accept-encoding': 'br, gzip' }, 'HEAD')
    assert.equal(head.status, 200)
    assert.isUndefined(head.headers['content-encoding'])
    assert.lengthOf(head.body, 0)
    const plain = await raw(route('login'))
    assert.equal(Number(head.headers['content-length']), plain.body.length)
  })

  test('a CSV export streams compressed and reads the same', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await ContactFactory.merge(
      Array.from({ length: 30 }, (_, i) => ({ userId: user.id, nom: `Export ${i}` }))
    ).createMany(30)

    const plain = await as(client.get(route('contacts.export')), user).header(
      'accept-encoding',
      'identity'
    )
    plain.assertStatus(200)
    assert.isUndefined(plain.header('content-encoding'))

    for (const encoding of ['br', 'gzip']) {
      const response = await as(client.get(route('contacts.export')), user).header(
        'accept-encoding',
        encoding
      )
      response.assertStatus(200)
      assert.equal(response.header('content-encoding'), encoding)
      assert.isUndefined(response.header('content-length'))
      assert.match(String(response.header('content-type')), /^text\/csv; charset=utf-8/)
      assert.match(String(response.header('content-disposition')), /^attachment; filename=/)
      assert.equal(response.header('cache-control'), 'no-store')
      assert.include(varyOf(response.headers()), 'accept-encoding')
      assert.isTrue(response.text().startsWith('\uFEFF'))
      assert.equal(response.text(), plain.text())
      assert.lengthOf(response.text().split('\r\n').filter(Boolean), 31)
    }
  })

  test('Accept-Encoding: brotli first, gzip when weighed higher, none when refused', ({
    assert,
  }) => {
    assert.deepEqual(acceptedEncodings(undefined), [])
    assert.deepEqual(acceptedEncodings(''), [])
    assert.deepEqual(acceptedEncodings('gzip, deflate, br, zstd'), ['br', 'gzip'])
    assert.deepEqual(acceptedEncodings('gzip, deflate'), ['gzip'])
    assert.deepEqual(acceptedEncodings('br;q=0.5, gzip;q=0.8'), ['gzip', 'br'])
    assert.deepEqual(acceptedEncodings('br;q=0, *'), ['gzip'])
    assert.deepEqual(acceptedEncodings('*;q=0'), [])
    assert.deepEqual(acceptedEncodings('identity'), [])
  })
})

/** Runs the compression middleware around `handler` on a bare context; returns the response. */
async function throughMiddleware(
  handler: (response: Awaited<ReturnType<typeof testUtils.createHttpContext>>['response']) => void
) {
  const req = new IncomingMessage(new Socket())
  req.method = 'GET'
  req.url = '/anything'
  req.headers = { 'accept-encoding': 'br' }
  const ctx = await testUtils.createHttpContext({ req, res: new ServerResponse(req) })
  await new CompressionMiddleware().handle(ctx, async () => handler(ctx.response))
  return ctx.response
}

test.group('Platform | compression, what is left alone', () => {
  const BIG = '<p>' + 'Bonjour le monde. '.repeat(200) + '</p>'

  test('a large body is swapped for its brotli bytes', async ({ assert }) => {
    const response = await throughMiddleware((res) => res.header('Vary', 'X-Inertia').send(BIG))
    assert.equal(response.getHeader('content-encoding'), 'br')
    assert.equal(response.getHeader('vary'), 'X-Inertia, Accept-Encoding')
    assert.equal(brotliDecompressSync(response.getBody() as Buffer).toString(), BIG)
  })

  test('brotli’s window fits the body, and every size still reads back the same', async ({
    assert,
  }) => {
    assert.equal(brotliWindowBits(1024), 11)
    assert.equal(brotliWindowBits(12_452), 14)
    assert.equal(brotliWindowBits(65_520), 16)
    assert.equal(brotliWindowBits(65_521), 17)
    assert.equal(brotliWindowBits(50_000_000), 22)
    assert.equal(brotliWindowBits(0), 22)
    /* Text that repeats at distances both inside and beyond each window. */
    let seed = 7
    const word = () => {
      seed = (seed * 48_271) % 2_147_483_647
      return 'abcdefghijklmnopqrstuvwxyzéèàœ'.slice(seed % 20, (seed % 20) + 3 + (seed % 7))
    }
    for (const size of [1500, 12_000, 70_000, 300_000, 5_000_000]) {
      const unit = Array.from({ length: 400 }, word).join(' ')
      const body = unit.repeat(Math.ceil(size / unit.length)).slice(0, size)
      const response = await throughMiddleware((res) => res.type('text/plain').send(body))
      assert.equal(response.getHeader('content-encoding'), 'br', `${size}`)
      const sent = response.getBody() as Buffer
      assert.isBelow(sent.length, body.length / 2, `${size}`)
      assert.equal(brotliDecompressSync(sent).toString(), body, `${size}`)
    }
  })

  test('Cache-Control: no-transform is respected', async ({ assert }) => {
    const response = await throughMiddleware((res) =>
      res.header('Cache-Control', 'public, no-transform').send(BIG)
    )
    assert.isUndefined(response.getHeader('content-encoding'))
    assert.equal(response.getBody(), BIG)
  })

  test('a body already encoded is not encoded again', async ({ assert }) => {
    const encoded = gzipSync(BIG)
    const response = await throughMiddleware((res) =>
      res.header('Content-Type', 'text/html').header('Content-Encoding', 'gzip').send(encoded)
    )
    assert.equal(response.getHeader('content-encoding'), 'gzip')
    assert.strictEqual(response.getBody(), encoded)
  })

  test('images and other binary types are not compressed', async ({ assert }) => {
    const bytes = Buffer.alloc(4096, 1)
    const response = await throughMiddleware((res) => res.type('png').send(bytes))
    assert.isUndefined(response.getHeader('content-encoding'))
    assert.strictEqual(response.getBody(), bytes)
  })

  test('a stream failing half-way fails the compressed stream too', async ({ assert }) => {
    let sent = 0
    const failing = new Readable({
      read() {
        if (sent++ < 3) this.push('Nom;Ville\r\n'.repeat(100))
        else this.destroy(new Error('base indisponible'))
      },
    })
    const response = await throughMiddleware((res) => {
      res.header('Content-Type', 'text/csv; charset=utf-8')
      res.stream(failing)
    })
    assert.equal(response.getHeader('content-encoding'), 'br')
    await new Promise((resolve) => setImmediate(resolve))
    assert.equal(sent, 0, 'nothing is read before the response sends it')
    const compressed = response.outgoingStream as Readable
    const error = await new Promise<Error>((resolve) => {
      compressed.on('error', resolve)
      compressed.resume()
    })
    assert.equal(error.message, 'base indisponible')
  })

  test('server-sent events stream through untouched', async ({ assert }) => {
    const events = Readable.from(['data: 1\n\n'])
    const response = await throughMiddleware((res) => {
      res.header('Content-Type', 'text/event-stream')
      res.stream(events)
    })
    assert.isUndefined(response.getHeader('content-encoding'))
    assert.strictEqual(response.outgoingStream, events)
  })
})

test.group('Platform | pre-compressed static assets', (group) => {
  const folder = app.publicPath('assets')
  const name = `compression-test-${process.pid}-Zx98Yw76.js`
  const source = `export const greeting = ${JSON.stringify('Bonjour '.repeat(400))}\n`
  const files = [name, `${name}.br`, `${name}.gz`].map((file) => `${folder}/${file}`)
  /* Marked bytes, so the test can tell the served file from a compression made on the fly. */
  const brBytes = brotliCompressSync(source)
  const gzBytes = gzipSync(source, { level: 9 })
  let created: string | undefined

  group.setup(() => {
    /* Without a build the folder is absent: created for the test, then removed. */
    created = mkdirSync(folder, { recursive: true })
    writeFileSync(files[0], source)
    writeFileSync(files[1], brBytes)
    writeFileSync(files[2], gzBytes)
    return () => {
      if (created) rmSync(created, { recursive: true, force: true })
      else for (const file of files) rmSync(file, { force: true })
    }
  })

  test('brotli clients get the .br file, gzip clients the .gz, others the file', async ({
    assert,
  }) => {
    const plain = await raw(`/assets/${name}`)
    assert.equal(plain.status, 200)
    assert.isUndefined(plain.headers['content-encoding'])
    assert.equal(plain.body.toString(), source)
    const type = plain.headers['content-type']
    assert.match(String(type), /javascript/)

    const br = await raw(`/assets/${name}`, { 'accept-encoding': 'gzip, deflate, br' })
    assert.equal(br.status, 200)
    assert.equal(br.headers['content-encoding'], 'br')
    assert.isTrue(br.body.equals(brBytes))
    assert.equal(Number(br.headers['content-length']), brBytes.length)
    assert.equal(br.headers['content-type'], type)
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.include(varyOf(br.headers), 'accept-encoding')
    assert.equal(br.headers['x-content-type-options'], plain.headers['x-content-type-options'])
    assert.equal(decoded(br), source)

    const gzip = await raw(`/assets/${name}`, { 'accept-encoding': 'gzip' })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.isTrue(gzip.body.equals(gzBytes))
    assert.equal(gzip.headers['content-type'], type)
    assert.equal(gzip.headers['cache-control'], 'public, max-age=31536000, immutable')
  })

  test('revalidation answers 304; HEAD gets the headers alone', async ({ assert }) => {
    const first = await raw(`/assets/${name}`, { 'accept-encoding': 'br' })
    const etag = String(first.headers['etag'])
    assert.isNotEmpty(etag)
    const again = await raw(`/assets/${name}`, { 'accept-encoding': 'br', 'if-none-match': etag })
    assert.equal(again.status, 304)
    assert.lengthOf(again.body, 0)

    const head = await raw(`/assets/${name}`, { 'accept-encoding': 'br' }, 'HEAD')
    assert.equal(head.status, 200)
    assert.equal(head.headers['content-encoding'], 'br')
    assert.equal(Number(head.headers['content-length']), brBytes.length)
    assert.lengthOf(head.body, 0)
  })

  test('an asset without pre-compressed files is sent as it is', async ({ assert }) => {
    const response = await raw('/favicon.svg', { 'accept-encoding': 'br, gzip' })
    assert.equal(response.status, 200)
    assert.isUndefined(response.headers['content-encoding'])
    assert.equal(response.headers['cache-control'], 'public, max-age=3600')
  })

  test('a missing asset still gets the 404 page', async ({ assert }) => {
    const response = await raw(`/assets/absent-${process.pid}.js`, { 'accept-encoding': 'br' })
    assert.equal(response.status, 404)
  })
})
