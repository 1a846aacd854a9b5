import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { connect, createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import redis from '@adonisjs/redis/services/main'
import { UserFactory } from '#database/factories/user_factory'
import { loginFailuresKey } from '#services/accounts/password_attempts'
import { CookieJar } from '#tests/helpers/app_process'
import { freePort } from '#tests/helpers/free_port'
import { waitUntil } from '#tests/helpers/poll'
import {
  type ClusterProcess,
  fresh,
  isRunning,
  spawnCluster,
  startCluster,
  workerOf,
} from '#tests/helpers/cluster_process'
import { PASSWORD } from '../auth/helpers.js'
import { VALID_FORM, proWithSociete, referenceOf, storedReferences } from '../offres/helpers.js'
import { route, routeOf } from '#tests/helpers/routes'

/*
| One worker per core (bin/cluster.ts, docs/deployment.md): real processes on
| the run's database (SQLite file or PostgreSQL database). Every request below
| opens a connection of its own, which the primary hands to the workers in
| turn; `x-test-worker-pid` (a test-only preload) names the worker that
| answered, so each test checks its requests really were spread.
| What must be shared is: sessions (database), the password limiter (Redis:
| the cluster refuses the per-process memory store) and the offer counter.
*/

/** What the workers need to agree: sessions in the database, the limiter in Redis. */
/* CLUSTER_RESTART_DELAY_MS: the back-off starts at 50 ms instead of 0.5 s, so no test waits it out. */
const SHARED = {
  WEB_CONCURRENCY: '2',
  SESSION_DRIVER: 'database',
  LIMITER_STORE: 'redis',
  CLUSTER_RESTART_DELAY_MS: '50',
}

const times = (n: number) => Array.from({ length: n }, (_, index) => index)

/** Headers of a signed-in browser; `xsrf` adds the token a form post needs. */
function headersOf(jar: CookieJar, xsrf = false): Record<string, string> {
  const headers: Record<string, string> = { cookie: jar.header(), accept: 'application/json' }
  if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '')
  return headers
}

function post(url: string, jar: CookieJar, fields: Record<string, string | number>) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]))
  return fresh(url, {
    method: 'POST',
    headers: { ...headersOf(jar, true), 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  })
}

/**
 * A first request (session and XSRF cookies), then a login post. The first
 * request asks for JSON: the workers run from source without a Vite dev
 * server or a build, so they cannot render an HTML page.
 */
async function logIn(base: string, email: string, password = PASSWORD) {
  const jar = new CookieJar()
  jar.store(await fresh(`${base}/api/user`, { headers: { accept: 'application/json' } }))
  const response = await post(`${base}/login`, jar, { email, password })
  jar.store(response)
  return { jar, response }
}

/** `/api/user` on `n` fresh connections: who answered, and as whom. */
async function whoAmI(base: string, jar: CookieJar, n: number) {
  const answers = []
  for (let i = 0; i < n; i++) {
    const response = await fresh(`${base}/api/user`, { headers: headersOf(jar) })
    const body = response.status === 200 ? ((await response.json()) as { email: string }) : null
    answers.push({ status: response.status, email: body?.email, worker: workerOf(response) })
  }
  return answers
}

/** The statuses of `/api/user` on `n` fresh connections. */
async function statusesOf(base: string, jar: CookieJar, n: number) {
  const answers = await whoAmI(base, jar, n)
  return answers.map((answer) => answer.status)
}

test.group('Cluster | start-up', () => {
  test('refuses WEB_CONCURRENCY that is not a number ≥ 1 or "auto"', async ({ assert }) => {
    const cluster = spawnCluster(await freePort(), { ...SHARED, WEB_CONCURRENCY: '0' })
    const { code } = await cluster.exitOf()
    assert.equal(code, 1)
    assert.include(cluster.output().stderr, 'WEB_CONCURRENCY must be a whole number ≥ 1 or "auto"')
  })

  test('refuses to fork workers that would keep the limiter or the sessions to themselves', async ({
    assert,
  }) => {
    const [memoryLimiter, memorySessions] = [
      spawnCluster(await freePort(), { ...SHARED, LIMITER_STORE: 'memory' }),
      spawnCluster(await freePort(), { ...SHARED, SESSION_DRIVER: 'memory' }),
    ]
    const exits = await Promise.all([memoryLimiter.exitOf(), memorySessions.exitOf()])
    assert.deepEqual(
      exits.map(({ code }) => code),
      [1, 1]
    )
    assert.include(memoryLimiter.output().stdout, 'LIMITER_STORE=memory')
    assert.include(memorySessions.output().stdout, 'SESSION_DRIVER=memory')
  })

  test('WEB_CONCURRENCY=1 is the usual single process (no fork, memory stores allowed)', async ({
    assert,
  }) => {
    const single = await startCluster(await freePort(), 1, {
      ...SHARED,
      WEB_CONCURRENCY: '1',
      LIMITER_STORE: 'memory',
    })
    try {
      const answers = await whoAmI(single.url, new CookieJar(), 4)
      assert.deepEqual([...new Set(answers.map((a) => a.worker))], [single.pid])
    } finally {
      const { code } = await single.stop()
      assert.equal(code, 0)
    }
  })

  test('a worker that keeps dying is restarted after the first delay, then twice it, then four times…', async ({
    assert,
  }) => {
    /* The port is taken: every worker fails to listen and exits. */
    const port = await freePort()
    const squatter = createServer().listen(port, '127.0.0.1')
    const cluster = spawnCluster(port, SHARED)
    try {
      const deaths = () => cluster.primaryLines().filter((line) => line.slot === 0 && line.code)
      await waitUntil(() => deaths().length >= 2, { timeout: 20_000, message: 'two deaths' })
      assert.deepEqual(
        deaths()
          .slice(0, 2)
          .map((line) => line.restartInMs),
        [50, 100]
      )
    } finally {
      await cluster.stop()
      squatter.close()
    }
  }).timeout(30_000)
})

test.group('Cluster | two workers share the state', (group) => {
  let cluster: ClusterProcess
  let workers: number[]

  group.setup(async () => {
    cluster = await startCluster(await freePort(), 2, SHARED)
    workers = await cluster.waitForWorkers(2)
    return () => cluster.stop().then(() => {})
  })
  group.each.timeout(30_000)

  test('a login through one worker is signed in on every worker', async ({ assert }) => {
    const user = await UserFactory.create()
    const { jar, response } = await logIn(cluster.url, user.email)
    assert.equal(response.status, 302)
    assert.equal(response.headers.get('location'), route('dashboard'))

    const answers = await whoAmI(cluster.url, jar, 6)
    assert.deepEqual(
      answers.map(({ status, email }) => ({ status, email })),
      times(6).map(() => ({ status: 200, email: user.email }))
    )
    assert.sameMembers([...new Set(answers.map((a) => a.worker))], workers)

    assert.deepEqual(await statusesOf(cluster.url, new CookieJar(), 2), [401, 401])
  })

  test('5 wrong passwords spread over the workers: the 6th try is refused, even right', async ({
    assert,
  }) => {
    /* The limiter lives in Redis, beyond this run's database: an address of its own… */
    const user = await UserFactory.merge({ email: `cluster-${randomUUID()}@example.fr` }).create()
    /* …and no failed sign-ins of this IP left by earlier runs (50 per 15 min). */
    await redis.del(`rlflx:${loginFailuresKey('127.0.0.1')}`)
    const jar = new CookieJar()
    jar.store(await fresh(`${cluster.url}/api/user`, { headers: { accept: 'application/json' } }))
    /* A JSON client gets the refusals as 422 answers (a browser, as a redirect and flash). */
    const tries = []
    for (const password of [...times(5).map(() => 'pas-le-bon'), PASSWORD]) {
      const response = await post(`${cluster.url}/login`, jar, { email: user.email, password })
      jar.store(response)
      tries.push({
        status: response.status,
        body: await response.text(),
        worker: workerOf(response),
      })
    }
    assert.deepEqual(
      tries.map(({ status }) => status),
      times(6).map(() => 422)
    )
    assert.isTrue(tries.slice(0, 5).every(({ body }) => body.includes('Ces identifiants')))
    assert.include(tries[5].body, 'Trop de tentatives de connexion')
    assert.sameMembers([...new Set(tries.map(({ worker }) => worker))], workers)
    assert.deepEqual(await statusesOf(cluster.url, jar, 2), [401, 401])
  })

  test('20 offers created at once through both workers get 20 consecutive references', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const { jar } = await logIn(cluster.url, user.email)
    const responses = await Promise.all(
      times(20).map((i) =>
        post(`${cluster.url}${route('offres.store')}`, jar, {
          ...VALID_FORM,
          titre: `Offre ${i}`,
          societeId: societe.id,
        })
      )
    )
    assert.deepEqual(
      responses.map((response) => response.status),
      times(20).map(() => 302)
    )
    assert.isTrue(
      responses.every((r) => routeOf(r.headers.get('location') ?? '') === 'offres.edit')
    )
    assert.sameMembers([...new Set(responses.map(workerOf))], workers)
    assert.sameMembers(
      await storedReferences(),
      times(20).map((i) => referenceOf(i + 1))
    )
  })

  test('a killed worker is replaced; sessions survive it', async ({ assert }) => {
    const user = await UserFactory.create()
    const { jar } = await logIn(cluster.url, user.email)
    const [killed, survivor] = workers
    process.kill(killed, 'SIGKILL')

    const deadline = Date.now() + 20_000
    let replacement: number | undefined
    while (!replacement && Date.now() < deadline) {
      const pids = await cluster.waitForWorkers(2)
      replacement = pids.find((pid) => pid !== killed && pid !== survivor)
    }
    assert.isDefined(replacement)
    workers = [survivor, replacement!]

    const death = cluster.primaryLines().find((line) => line.worker === killed && line.signal)
    assert.include(death, { signal: 'SIGKILL', restartInMs: 50 })
    const answers = await whoAmI(cluster.url, jar, 4)
    assert.isTrue(answers.every((a) => a.status === 200 && a.email === user.email))
    assert.sameMembers([...new Set(answers.map((a) => a.worker))], workers)
  })

  test('SIGTERM: the request in flight is answered, then workers and primary stop (code 0)', async ({
    assert,
  }) => {
    /* A login post whose body is still on its way when the stop begins. */
    const socket = connect(Number(new URL(cluster.url).port), '127.0.0.1')
    await once(socket, 'connect')
    const body = 'email=a%40b.fr&password=x'
    socket.write(
      'POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n' +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`
    )
    socket.write(body.slice(0, 5))
    /* The worker has the headers (one local write), then the primary has sent SIGTERM. */
    await sleep(100)
    const stopped = cluster.stop()
    await waitUntil(() => cluster.primaryLines().some((line) => /SIGTERM: stopping/.test(line.msg)))
    await sleep(100)
    assert.isTrue(isRunning(cluster.pid))
    const answered = new Promise<string>((resolve) => {
      let answer = ''
      socket.on('data', (chunk) => {
        answer += chunk
        if (answer.includes('\r\n\r\n')) resolve(answer)
      })
      socket.on('close', () => resolve(answer))
    })
    /* The rest of the body (no FIN: a half-closed socket is dropped by Node's HTTP server). */
    socket.write(body.slice(5))
    /* 419: the post has no CSRF token; what counts is that the app answered it. */
    assert.match(await answered, /^HTTP\/1\.1 419 /)
    socket.destroy()

    assert.deepEqual(await stopped, { code: 0, signal: null })
    assert.isFalse(workers.some(isRunning))
    assert.include(cluster.primaryLines().at(-1)?.msg ?? '', 'SIGTERM: stopping 2 workers')
  })
})
