#!/usr/bin/env node
/*
| `npm run check:scale` (docs/deployment.md, "Plusieurs instances, prouvé"):
| nginx in front of two app instances of the production build, and the
| queue worker when the build has one, on a PostgreSQL and a Redis of the
| check's own, all on loopback. People sign in through the proxy and drive
| a mixed load of reads and writes while instance A is stopped and started
| again, PostgreSQL restarts and Redis restarts; then the check verifies
| the writes, the sessions, the limiter, the kept pages, the health routes
| and the mails, and prints the figures. Everything it started or made is
| undone on every way out.
|
|   CHECK_SCALE_SECONDS=75   length of the load
|   CHECK_SCALE_PEOPLE=8     people signed in
|   CHECK_SCALE_PORT=4710    first of the six ports (others are picked when one is taken)
|   CHECK_SCALE_OUTAGE_MS=0  how long PostgreSQL and Redis stay stopped when they restart
|   CHECK_SCALE_BUILD=skip   reuse build/ instead of `npm run build`
|   CHECK_SCALE_KEEP=1       keep the temp folder (logs, configuration) for a look
*/
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, cpSync, existsSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { cleanup, installExitHandlers, pickPorts, removeOnExit, tail } from './procs.mjs'
import { postgresServer, redisServer, smtpPeer } from './services.mjs'
import {
  NGINX,
  probe,
  appInstance,
  hasQueueWorker,
  nginxServer,
  queueWorker,
  watchHealth,
} from './fleet.mjs'
import { DATABASE, PASSWORD, prepareDatabase, storedMarkers } from './data.mjs'
import { askResetLink, runLoad, signIn } from './load.mjs'
import {
  keptPagesAcrossInstances,
  limiterAcrossInstances,
  mailsDelivered,
  sessionsOnEvery,
} from './checks.mjs'
import { report } from './report.mjs'
import { disrupt } from './disruptions.mjs'

const PROJECT = fileURLToPath(new URL('../../', import.meta.url))
const SECONDS = Number(process.env.CHECK_SCALE_SECONDS ?? 75)
const PEOPLE = Number(process.env.CHECK_SCALE_PEOPLE ?? 8)
const FIRST_PORT = Number(process.env.CHECK_SCALE_PORT ?? 4710)
/** How long PostgreSQL and Redis stay stopped on their restart (0: a plain restart). */
const OUTAGE_MS = Number(process.env.CHECK_SCALE_OUTAGE_MS ?? 0)

const started = Date.now()
const say = (text) => console.log(`== ${text} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
const logs = []

function preflight() {
  const missing = []
  if (!existsSync(NGINX)) missing.push('nginx (apt-get install nginx)')
  if (spawnSync('redis-server', ['--version']).status !== 0)
    missing.push('redis-server (apt-get install redis-server)')
  if (missing.length) throw new Error(`check:scale needs ${missing.join(' and ')}`)
}

function build(root) {
  if (process.env.CHECK_SCALE_BUILD !== 'skip') {
    say('npm run build')
    const run = spawnSync('npm', ['run', 'build'], {
      cwd: PROJECT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (run.status !== 0)
      throw new Error(
        `npm run build failed:\n${run.stdout.slice(-3000)}\n${run.stderr.slice(-3000)}`
      )
  }
  /* A copy, so that a rebuild elsewhere cannot pull files from under the instances. */
  const appDir = join(root, 'app')
  /* Without a link to node_modules the build may hold (scripts/check_redeploy.sh makes one). */
  const link = join(PROJECT, 'build', 'node_modules')
  cpSync(join(PROJECT, 'build'), appDir, { recursive: true, filter: (source) => source !== link })
  symlinkSync(join(PROJECT, 'node_modules'), join(appDir, 'node_modules'))
  return appDir
}

/** The production settings of every process (also written to the .env that ENV_PATH names). */
function settings(ports) {
  return {
    NODE_ENV: 'production',
    APP_KEY: randomBytes(32).toString('base64url'),
    APP_URL: `http://127.0.0.1:${ports.proxy}`,
    HOST: '127.0.0.1',
    /* Each instance gets its own PORT; this one is for the ace commands. */
    PORT: String(ports.a),
    LOG_LEVEL: 'warn',
    DB_CONNECTION: 'pg',
    PG_HOST: '127.0.0.1',
    PG_PORT: String(ports.postgres),
    PG_USER: 'postgres',
    PG_DB_NAME: DATABASE,
    SESSION_DRIVER: 'redis',
    LIMITER_STORE: 'redis',
    QUEUE_DRIVER: 'redis',
    REDIS_HOST: '127.0.0.1',
    REDIS_PORT: String(ports.redis),
    MAIL_MAILER: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
    SMTP_SECURE: 'false',
    TRUSTED_PROXIES: 'loopback',
    /* The proxy compresses (gzip on in its configuration). */
    APP_COMPRESSION: 'false',
  }
}

const sleepUntil = (at) => sleep(Math.max(0, at - Date.now()))

async function main() {
  installExitHandlers(6 * 60_000)
  preflight()
  const root = mkdtempSync(join(tmpdir(), 'esidoor-scale-'))
  /* Traversable by the postgres user (its cluster) and nginx's workers; nothing in it is secret. */
  chmodSync(root, 0o711)
  if (!process.env.CHECK_SCALE_KEEP) removeOnExit(root)
  else console.log(`temp folder kept: ${root}`)
  const appDir = build(root)

  say('services: SMTP peer, PostgreSQL, Redis (the check’s own)')
  const ports = await pickPorts(['proxy', 'a', 'b', 'redis', 'postgres', 'smtp'], FIRST_PORT)
  const smtp = await smtpPeer(ports.smtp)
  const [postgres, redis] = await Promise.all([
    postgresServer(root, ports.postgres),
    redisServer(root, ports.redis),
  ])
  logs.push(postgres.log, redis.log)
  const values = settings(ports)
  writeFileSync(
    join(root, '.env'),
    Object.entries(values)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n') + '\n'
  )
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? root,
    LANG: 'C.UTF-8',
    ENV_PATH: root,
    ...values,
  }

  say('migrations and demo data (from the build)')
  const emails = await prepareDatabase({ port: ports.postgres, appDir, env, people: PEOPLE })

  say('two instances, nginx, the worker')
  const a = appInstance({ name: 'A', port: ports.a, appDir, env, root })
  const b = appInstance({ name: 'B', port: ports.b, appDir, env, root })
  logs.push(a.log, b.log)
  await Promise.all([a.start(), b.start()])
  const proxy = await nginxServer(root, ports.proxy, [a.address, b.address])
  logs.push(proxy.errorLog)
  const workerAvailable = hasQueueWorker(appDir, env)
  const worker = workerAvailable ? await queueWorker({ appDir, env, root }) : null
  if (worker) logs.push(worker.log)
  console.log(
    workerAvailable
      ? 'worker: node ace queue:work running'
      : 'worker: not available (no queue:work command in the build)'
  )

  say(`${PEOPLE} people sign in through the proxy`)
  const people = await Promise.all(
    emails.map(async (email, index) => {
      const address = `127.0.0.${11 + index}`
      return { index, email, address, browser: await signIn(proxy.url, email, PASSWORD, address) }
    })
  )

  say(`${SECONDS} s of load; A stops and starts, PostgreSQL restarts, Redis restarts`)
  const t0 = Date.now()
  const tag = `scale-${randomBytes(3).toString('hex')}`
  const events = []
  const writes = []
  const health = watchHealth([a, b], t0)
  const load = runLoad({
    people,
    t0,
    deadline: t0 + SECONDS * 1000,
    tag,
    password: PASSWORD,
    events,
    writes,
  })
  const resets = Promise.all(
    people.map(async (person, index) => {
      await sleepUntil(t0 + (0.05 + (0.85 * index) / PEOPLE) * SECONDS * 1000)
      return {
        email: person.email,
        ...(await askResetLink(proxy.url, person.email, person.address)),
      }
    })
  )
  const windows = await disrupt({ t0, seconds: SECONDS, outageMs: OUTAGE_MS, a, postgres, redis })
  await load
  const requests = await resets
  const endT = Date.now() - t0

  say('checks')
  const checks = []
  const notes = []
  const sessions = await sessionsOnEvery(people, [a, b])
  checks.push([
    `every person still signed in on A and on B (${sessions.filter((r) => r.ok).length}/${sessions.length})`,
    { ok: sessions.every((r) => r.ok) },
  ])
  const limiter = await limiterAcrossInstances(proxy.url, [a, b])
  notes.push(
    `limiter: ${limiter.tries.map((t) => `${t.status}${t.refused ? ' refused' : ''} by ${t.instance}`).join(', ')}`
  )
  checks.push([
    'the sign-in limiter counts across instances (6th try refused, answered by A and B)',
    limiter,
  ])
  const kept = await keptPagesAcrossInstances(people, [a, b], tag, writes)
  checks.push([
    `a contact created on A shows at once in the list kept on B (${kept.filter((r) => r.ok).length}/${kept.length})`,
    { ok: kept.every((r) => r.ok) },
  ])
  await health.stop()
  const finalHealth = await Promise.all([a, b].map((i) => probe(`${i.url}/health/ready`, 5000)))
  checks.push([
    `/health/ready answers 200 on both instances at the end (${finalHealth.map((h) => h.state).join(', ')})`,
    { ok: finalHealth.every(({ state }) => state === 'ready') },
  ])
  const mails = await mailsDelivered(requests, smtp, workerAvailable ? 30_000 : 3000)
  const mailFigures =
    `${requests.length} reset links asked, ${mails.sent} sent, ${mails.unknown} unknown, ` +
    `${mails.delivered} delivered${worker ? `; worker restarts: ${worker.restarts}` : ''}`
  if (workerAvailable)
    checks.push([`every queued mail delivered exactly once (${mailFigures})`, mails])
  else
    notes.push(
      `mails: worker not available, mail checks skipped (${mailFigures}, sent inline by the app)`
    )
  if (!mails.ok) notes.push(`  mails not delivered exactly once: ${mails.wrong.join(', ')}`)

  const stored = await storedMarkers(ports.postgres, tag)
  const result = report({
    seconds: SECONDS,
    people: PEOPLE,
    events,
    writes,
    stored,
    windows,
    health: health.changes,
    instances: [a, b],
    endT,
    checks,
    notes,
  })
  console.log(result.lines.join('\n'))
  return result
}

main().then(
  async ({ passed, failed }) => {
    if (failed) for (const log of logs) console.error(`--- ${log}\n${tail(log, 20)}`)
    await cleanup()
    console.log(
      `check:scale ${failed ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`
    )
    console.log(`scale: ${passed} passed, ${failed} failed`)
    process.exit(failed ? 1 : 0)
  },
  async (error) => {
    console.error(`check:scale FAILED: ${error.stack ?? error}`)
    for (const log of logs) console.error(`--- ${log}\n${tail(log, 20)}`)
    await cleanup()
    process.exit(1)
  }
)
