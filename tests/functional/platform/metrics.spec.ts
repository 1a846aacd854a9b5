import { request as httpRequest } from 'node:http'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { allowList, metricsAccess } from '#config/metrics'
import MailDelivery from '#models/mail_delivery'
import { forgetState } from '#services/operations/metrics'
import { readState } from '#services/operations/metrics_state'
import { UserFactory } from '#database/factories/user_factory'
import { freePort } from '#tests/helpers/free_port'
import { type ClusterProcess, fresh, startCluster, workerOf } from '#tests/helpers/cluster_process'
import { captureLogLines } from '#tests/helpers/log_lines'
import { route } from '#tests/helpers/routes'

/*
| GET /metrics (app/middleware/metrics_middleware.ts, app/services/operations/metrics.ts):
| the bearer of METRICS_TOKEN or an address of METRICS_ALLOW reads it; anyone
| else gets the ordinary 404 page. Requests are counted where the access log
| writes its line (app/middleware/access_log_middleware.ts).
*/

const TOKEN = 'a'.repeat(24) + '-metrics-token-for-tests'
const bearer = { authorization: `Bearer ${TOKEN}` }

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
}

/** GET on a connection of its own, from `localAddress` (a loopback alias) when given. */
function get(path: string, headers: Record<string, string> = {}, localAddress?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: process.env.HOST,
        port: process.env.PORT,
        path,
        headers,
        agent: false,
        ...(localAddress && { localAddress, family: 4 }),
      },
      (incoming) => {
        let text = ''
        incoming.setEncoding('utf8')
        incoming.on('data', (chunk: string) => (text += chunk))
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode!, headers: incoming.headers, text })
        )
      }
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** A sample's value in a scrape (0 when absent); labels in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const present = (match[2] ?? '').split(',').filter(Boolean)
    if (wanted.length === present.length && wanted.every((pair) => present.includes(pair))) {
      return Number(match[3])
    }
  }
  return 0
}

async function scrape() {
  const answer = await get('/metrics', bearer)
  if (answer.status !== 200) throw new Error(`scrape answered ${answer.status}`)
  return answer.text
}

test.group('Metrics | access', (group) => {
  group.each.setup(() => {
    const saved = { ...metricsAccess }
    metricsAccess.token = TOKEN
    metricsAccess.allow = null
    return () => {
      Object.assign(metricsAccess, saved)
    }
  })

  test('without the token, or with a wrong one: the ordinary 404 page', async ({ assert }) => {
    const unknown = await get('/nulle-part')
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      { authorization: TOKEN },
    ]
    for (const headers of attempts) {
      const answer = await get('/metrics', headers)
      assert.equal(answer.status, 404)
      assert.notInclude(answer.text, 'http_requests_total')
      assert.equal(answer.headers['content-type'], unknown.headers['content-type'])
    }
  })

  test('with the token: text format 0.0.4, never cached, no cookie', async ({ assert }) => {
    const answer = await get('/metrics', bearer)
    assert.equal(answer.status, 200)
    assert.equal(answer.headers['content-type'], 'text/plain; version=0.0.4; charset=utf-8')
    assert.equal(answer.headers['cache-control'], 'no-store')
    assert.isUndefined(answer.headers['set-cookie'])
    assert.match(answer.text, /^# HELP http_requests_total /m)
    assert.match(answer.text, /^# TYPE http_request_duration_seconds histogram$/m)
    assert.match(answer.text, /^nodejs_eventloop_lag_seconds \d/m)
    assert.match(answer.text, /^nodejs_heap_size_used_bytes \d/m)
    assert.match(answer.text, /^esidoor_db_pool_connections\{.*state="used"/m)
    assert.equal(sample(answer.text, 'esidoor_state_up'), 1)
  })

  test('from an address of METRICS_ALLOW without a token; from another, 404', async ({
    assert,
  }) => {
    metricsAccess.allow = allowList('127.0.9.2')
    const allowed = await get('/metrics', {}, '127.0.9.2')
    assert.equal(allowed.status, 200)
    assert.include(allowed.text, 'http_requests_total')
    const other = await get('/metrics', {}, '127.0.9.3')
    assert.equal(other.status, 404)
  })

  test('with neither a token nor an allowed address configured, 404 for everyone', async ({
    assert,
  }) => {
    metricsAccess.token = undefined
    const answers = await Promise.all([
      get('/metrics', bearer),
      get('/metrics', { authorization: 'Bearer ' }),
      get('/metrics', {}, '127.0.0.1'),
    ])
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [404, 404, 404]
    )
  })
})

test.group('Metrics | series', (group) => {
  group.each.setup(() => {
    forgetState()
    const saved = { ...metricsAccess }
    metricsAccess.token = TOKEN
    return () => {
      Object.assign(metricsAccess, saved)
    }
  })

  test('the request counter of a route moves by exactly the requests made; the histogram follows', async ({
    assert,
  }) => {
    const labels = { route: 'login', method: 'GET', status_class: '2xx' }
    const before = await scrape()
    const log = captureLogLines()
    try {
      const answers = []
      for (let i = 0; i < 3; i++) answers.push(await get(route('login', {}, { x: 1 })))
      answers.push(await get('/introuvable'))
      assert.deepEqual(
        answers.map((answer) => answer.status),
        [200, 200, 200, 404]
      )
      await log.waitForRequests(4)
    } finally {
      log.restore()
    }
    const after = await scrape()
    assert.equal(
      sample(after, 'http_requests_total', labels) - sample(before, 'http_requests_total', labels),
      3
    )
    const unmatched = { route: 'unmatched', method: 'GET', status_class: '4xx' }
    assert.equal(
      sample(after, 'http_requests_total', unmatched) -
        sample(before, 'http_requests_total', unmatched),
      1
    )
    assert.equal(
      sample(after, 'http_request_duration_seconds_count', labels) -
        sample(before, 'http_request_duration_seconds_count', labels),
      3
    )
    const buckets = after
      .split('\n')
      .filter(
        (line) =>
          line.startsWith('http_request_duration_seconds_bucket{') && line.includes('route="login"')
      )
    assert.includeMembers(
      buckets.map((line) => /le="([^"]+)"/.exec(line)![1]),
      ['0.005', '0.1', '1', '10', '+Inf']
    )
    /* Never a URL or a query string as a label. */
    assert.notMatch(after, /route="\/login/)
    assert.notInclude(after, 'x=1')
    assert.notInclude(after, 'introuvable')
  })

  test('the mails gauges follow the rows of mail_deliveries', async ({ assert }) => {
    const user = await UserFactory.create()
    const mail = (status: 'en_attente' | 'echec' | 'envoye') =>
      MailDelivery.create({
        kind: 'verify_email',
        userId: user.id,
        data: { userId: user.id },
        status,
      })
    await Promise.all([mail('en_attente'), mail('en_attente'), mail('echec'), mail('envoye')])
    const first = await scrape()
    assert.equal(sample(first, 'esidoor_mails', { state: 'waiting' }), 2)
    assert.equal(sample(first, 'esidoor_mails', { state: 'failed' }), 1)

    await mail('echec')
    /* Kept for stateCacheMs: a flood of scrapes reads the database once. */
    assert.equal(sample(await scrape(), 'esidoor_mails', { state: 'failed' }), 1)
    forgetState()
    assert.equal(sample(await scrape(), 'esidoor_mails', { state: 'failed' }), 2)
  })

  test('jobs and sessions as the database adapter and store keep them', async ({ assert }) => {
    const now = Date.now()
    const job = (id: string, status: string) => ({
      id,
      queue: 'default',
      status,
      data: '{}',
      score: now,
    })
    await db
      .table('queue_jobs')
      .multiInsert([
        job('a', 'pending'),
        job('b', 'pending'),
        job('c', 'failed'),
        job('d', 'completed'),
      ])
    const user = await UserFactory.create()
    const session = (id: string, userId: number | null, expiresIn: number) => ({
      id,
      data: '{}',
      user_id: userId === null ? null : String(userId),
      expires_at: new Date(now + expiresIn),
    })
    await db
      .table('sessions')
      .multiInsert([
        session('s1', user.id, 60_000),
        session('s2', null, 60_000),
        session('s3', null, 60_000),
        session('s4', user.id, -60_000),
      ])

    const state = await readState({ queue: 'database', sessions: 'database' })
    assert.sameDeepMembers(state.jobs!, [
      { queue: 'default', state: 'pending', count: 2 },
      { queue: 'default', state: 'failed', count: 1 },
    ])
    assert.deepEqual(state.sessions, { signedIn: 1, anonymous: 2 })
    /* The test run's sync queue and memory sessions keep nothing to count. */
    assert.deepEqual(await readState({ queue: 'sync', sessions: 'memory' }), {
      jobs: null,
      mails: { waiting: 0, failed: 0 },
      sessions: null,
    })
  })
})

test.group('Metrics | cluster', (group) => {
  let cluster: ClusterProcess

  group.setup(async () => {
    cluster = await startCluster(await freePort(), 2, {
      WEB_CONCURRENCY: '2',
      SESSION_DRIVER: 'database',
      LIMITER_STORE: 'redis',
      METRICS_TOKEN: TOKEN,
    })
    return () => cluster.stop().then(() => {})
  })

  test('one scrape, whichever worker gets it, sums the requests of both workers', async ({
    assert,
  }) => {
    const workers = new Set<number>()
    for (let i = 0; i < 6; i++) {
      const response = await fresh(`${cluster.url}/api/user`, {
        headers: { accept: 'application/json' },
      })
      assert.equal(response.status, 401)
      workers.add(workerOf(response))
    }
    assert.equal(workers.size, 2)

    const labels = { route: 'api.user', method: 'GET', status_class: '4xx' }
    const scrapedBy = new Set<number>()
    for (let i = 0; i < 6 && scrapedBy.size < 2; i++) {
      const response = await fresh(`${cluster.url}/metrics`, { headers: bearer })
      assert.equal(response.status, 200)
      scrapedBy.add(workerOf(response))
      const text = await response.text()
      assert.equal(sample(text, 'http_requests_total', labels), 6)
      /* The shared state once, not once per worker. */
      assert.equal(sample(text, 'esidoor_state_up'), 1)
      assert.equal(text.match(/^# TYPE esidoor_mails gauge$/gm)?.length, 1)
    }
    assert.equal(scrapedBy.size, 2)
  }).timeout(30_000)
})
