import { connect } from 'node:net'
import { once } from 'node:events'
import { request as httpRequest } from 'node:http'
import { setImmediate } from 'node:timers/promises'
import { test } from '@japa/runner'
import proxyAddr from 'proxy-addr'
import server from '@adonisjs/core/services/server'
import { http } from '#config/app'
import ApiUserController from '#controllers/api/user_controller'
import { UserFactory } from '#database/factories/user_factory'
import { type LogLine, captureLogLines } from '#tests/helpers/log_lines'
import { PASSWORD } from '../auth/helpers.js'
import { route } from '#tests/helpers/routes'

/*
| The access log (app/middleware/access_log_middleware.ts): one line per
| request, written once its response has gone, naming the route (never the
| URL), with the status, duration, bytes, the request id the response carries
| and the user's id; `X-Request-Id` believed from a trusted proxy only.
*/

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const PROXY = '127.0.9.1'
const OTHER = '127.0.9.4'

type Answer = { status: number; headers: Record<string, string | string[] | undefined> }

/** A request on a connection of its own, from a loopback alias, with raw header pairs. */
function raw(
  path: string,
  options: { method?: string; headers?: string[]; from?: string; body?: string } = {}
) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: process.env.HOST,
        port: process.env.PORT,
        path,
        method: options.method ?? 'GET',
        /* Raw pairs (a header twice, as sent): Node then adds no Host of its own. */
        headers: ['Host', 'localhost', ...(options.headers ?? [])],
        agent: false,
        localAddress: options.from ?? '127.0.0.1',
        family: 4,
      },
      (incoming) => {
        incoming.resume()
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode!, headers: incoming.headers })
        )
      }
    )
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

const idOf = (line: LogLine) => line.request_id as string

test.group('Access log', (group) => {
  let log: ReturnType<typeof captureLogLines>
  group.each.setup(() => {
    log = captureLogLines()
    return () => log.restore()
  })

  test('N requests, N lines: route name, status, bytes, user id and the id the response carries', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const responses = [
      await client.get(route('login')),
      await client.get(`${route('login')}?email=secret-query%40example.fr&token=abc`),
      await client.get('/introuvable'),
      await client.get(route('api.user')).loginAs(user),
      await client
        .post(route('login.store'))
        .form({ email: user.email, password: 'pas-le-bon' })
        .withCsrfToken()
        .redirects(0),
      await client.get('/favicon.svg'),
      await client.get('/health/live'),
    ]
    const lines = await log.waitForRequests(responses.length)
    /* One more request, and its line is the next one: nothing was written twice in between. */
    const last = await client.get(route('login'))
    const all = await log.waitForRequests(responses.length + 1)
    assert.equal(idOf(all.at(-1)!), last.header('x-request-id'))

    assert.deepEqual(
      lines.map((line) => [line.method, line.route, line.status]),
      [
        ['GET', 'login', 200],
        ['GET', 'login', 200],
        ['GET', 'unmatched', 404],
        ['GET', 'api.user', 200],
        ['POST', 'login.store', 302],
        ['GET', 'static', 200],
        ['GET', 'health', 200],
      ]
    )
    assert.deepEqual(
      lines.map(idOf),
      responses.map((response) => response.header('x-request-id'))
    )
    assert.isTrue(lines.every((line) => UUID.test(idOf(line))))
    assert.equal(new Set(lines.map(idOf)).size, lines.length)
    assert.deepEqual(
      lines.map((line) => line.userId),
      [null, null, null, user.id, null, null, null]
    )
    /* info, but a health probe (polled every few seconds) is debug. */
    assert.deepEqual(
      lines.map((line) => line.level),
      [30, 30, 30, 30, 30, 30, 20]
    )
    for (const [index, line] of lines.entries()) {
      assert.isAbove(line.durationMs as number, 0)
      const length = Number(responses[index].header('content-length'))
      if (length) assert.equal(line.bytes, length)
    }
    assert.isAbove(lines[0].bytes as number, 1000)

    const text = JSON.stringify(lines)
    for (const secret of [user.email, 'secret-query', 'token=abc', '?', 'pas-le-bon', PASSWORD]) {
      assert.notInclude(text, secret)
    }
    assert.notMatch(text, /cookie|esidoor-session|XSRF/i)
    assert.sameMembers(Object.keys(lines[3]), [
      'level',
      'time',
      'pid',
      'hostname',
      'name',
      'request_id',
      'method',
      'route',
      'status',
      'durationMs',
      'bytes',
      'userId',
      'msg',
    ])
  })

  test("X-Request-Id: a trusted proxy's sane id is kept; from anyone else, or hostile, replaced", async ({
    assert,
  }) => {
    const trusted = http.trustProxy
    http.trustProxy = proxyAddr.compile([PROXY])
    try {
      const kept = await raw(route('login'), {
        headers: ['X-Request-Id', 'lb-42.abc_DEF-9'],
        from: PROXY,
      })
      const hostile = ['x'.repeat(10_000), 'a b', '{"level":60,"msg":"forged"}', 'x'.repeat(129)]
      const refused = [
        await raw(route('login'), { headers: ['X-Request-Id', 'lb-42.abc_DEF-9'], from: OTHER }),
        ...(await Promise.all(
          hostile.map((id) => raw(route('login'), { headers: ['X-Request-Id', id], from: PROXY }))
        )),
        /* Sent twice: neither is believed. */
        await raw(route('login'), {
          headers: ['X-Request-Id', 'one', 'X-Request-Id', 'two'],
          from: PROXY,
        }),
      ]
      const lines = await log.waitForRequests(1 + refused.length)

      assert.equal(kept.headers['x-request-id'], 'lb-42.abc_DEF-9')
      for (const answer of refused) assert.match(String(answer.headers['x-request-id']), UUID)
      assert.sameMembers(
        lines.map(idOf),
        [kept, ...refused].map((answer) => String(answer.headers['x-request-id']))
      )
      const text = JSON.stringify(lines)
      assert.notInclude(text, 'forged')
      assert.notInclude(text, 'xxxxxxxx')
    } finally {
      http.trustProxy = trusted
    }
  })

  test('a 413 refused before routing, a 500 and an aborted request are logged once each', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const tooLarge = await raw(route('login'), {
      method: 'POST',
      headers: ['Content-Type', 'application/x-www-form-urlencoded', 'Content-Length', '10000000'],
    })
    assert.equal(tooLarge.status, 413)

    const show = ApiUserController.prototype.show
    ApiUserController.prototype.show = () => Promise.reject(new Error('panne simulée'))
    let crashed
    try {
      crashed = await client.get(route('api.user')).loginAs(user)
    } finally {
      ApiUserController.prototype.show = show
    }
    crashed.assertStatus(500)

    /* Half a body, then the client leaves before any answer. */
    const socket = connect(Number(process.env.PORT), '127.0.0.1')
    await once(socket, 'connect')
    const arrived = once(server.getNodeServer()!, 'request')
    socket.write(
      'POST /login HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nemail='
    )
    await arrived
    await setImmediate()
    socket.destroy()

    const lines = await log.waitForRequests(3)
    assert.deepInclude(lines[0], { method: 'POST', route: 'login.store', status: 413 })
    assert.equal(idOf(lines[0]), tooLarge.headers['x-request-id'])
    assert.deepInclude(lines[1], { method: 'GET', route: 'api.user', status: 500, userId: user.id })
    assert.deepInclude(lines[2], {
      method: 'POST',
      route: 'login.store',
      status: null,
      aborted: true,
    })

    /* The request's other lines carry its id too: the error report of the 500. */
    const report = log.lines.find((line) => line.level >= 50 && line.msg !== 'request')
    assert.equal(report?.request_id, crashed.header('x-request-id'))
    assert.lengthOf(log.requests(), 3)
  })
})
