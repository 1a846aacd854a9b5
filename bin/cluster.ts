/*
| One worker per core (docs/deployment.md, `npm run start:cluster`).
|
| WEB_CONCURRENCY=N (or "auto": os.availableParallelism()) forks N workers with
| node:cluster; each one runs the usual server (bin/server.ts) on the same
| port, the primary handing the connections out in turn. Unset or 1: the
| usual single process, nothing forked.
|
| The primary never boots the app: it reads and checks the environment, forks,
| restarts a worker that dies (waiting longer after each quick death, so a
| crash loop does not spin), and turns SIGTERM/SIGINT into a graceful stop of
| every worker. Nobody here runs migrations: run them once before starting.
| It also sums the workers' series for GET /metrics, whichever worker a
| scrape lands on (app/services/operations/metrics_cluster.ts: prom-client only).
*/
import cluster, { type Worker } from 'node:cluster'
import { availableParallelism, hostname } from 'node:os'
import { fileURLToPath } from 'node:url'
import { prettyPrintError } from '@adonisjs/core'

/** A worker that lived this long was healthy: its death starts the back-off again. */
const STABLE_MS = 30_000
/**
 * Restart delays: 0.5 s, 1 s, 2 s … up to 30 s while workers keep dying young.
 * CLUSTER_RESTART_DELAY_MS sets the first (a whole number of ms; tests use 50).
 */
const FIRST_DELAY_MS = positiveInteger(process.env.CLUSTER_RESTART_DELAY_MS) ?? 500
const MAX_DELAY_MS = 30_000
/** A worker not listening after this long is stuck: it is killed and restarted. */
const BOOT_TIMEOUT_MS = 60_000
/** In-flight requests get this long on shutdown, then the workers left are killed. */
const SHUTDOWN_TIMEOUT_MS = 30_000

function positiveInteger(value: string | undefined) {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined
}

function restartDelay(quickDeaths: number) {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** quickDeaths)
}

if (cluster.isWorker) {
  /* Ctrl+C signals the terminal's whole process group: the primary turns it into one SIGTERM per worker. */
  process.on('SIGINT', () => {})
  /* On SIGTERM the server stops the app (bin/server.ts); the channel to the primary would keep the process alive. */
  process.on('SIGTERM', () => cluster.worker?.disconnect())
  /* A failed start sets the exit code (bin/server.ts): leave at once, the primary restarts the worker. */
  setInterval(() => {
    if (process.exitCode) process.exit()
  }, 250).unref()
  /* GET /metrics reports the whole group: this worker hands its series to the primary and asks it for the sum. */
  const { joinPrimary } = await import('../app/services/operations/metrics_cluster.js')
  await joinPrimary()
  await import('./server.js')
} else {
  await primary().catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
}

async function primary() {
  const { default: env } = await import('../start/env.js')
  const setting = env.get('WEB_CONCURRENCY')
  const count = setting === 'auto' ? availableParallelism() : (setting ?? 1)
  if (count === 1) return import('./server.js')

  const log = primaryLogger(env.get('APP_NAME') || 'e-sidoor', env.get('LOG_LEVEL'))
  const problems = unsharedState({
    session: env.get('SESSION_DRIVER', 'database'),
    limiter: env.get('LIMITER_STORE', 'memory'),
  })
  if (problems.length) {
    log('error', `Refusing to start ${count} workers:\n- ${problems.join('\n- ')}`)
    process.exitCode = 1
    return
  }
  await supervise(count, log)
}

/** State each worker would keep for itself, so that N workers would disagree. */
function unsharedState(stores: { session: string; limiter: string }) {
  const problems: string[] = []
  if (stores.session === 'memory') {
    problems.push(
      'SESSION_DRIVER=memory keeps sessions inside one worker: use "database" or "redis".'
    )
  }
  if (stores.limiter === 'memory') {
    problems.push(
      'LIMITER_STORE=memory (the default) counts password tries per worker, so N workers would allow N times 5 tries: set LIMITER_STORE=redis.'
    )
  }
  return problems
}

type Level = 'info' | 'warn' | 'error'
type Log = (level: Level, msg: string, fields?: Record<string, unknown>) => void

/** JSON lines shaped like the workers' pino lines (level, time, pid, hostname, name, msg). */
function primaryLogger(name: string, threshold: string): Log {
  const levels: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50 }
  const minimum = levels[threshold] ?? 30
  return (level, msg, fields = {}) => {
    if (levels[level] < minimum) return
    const line = { level: levels[level], time: Date.now(), pid: process.pid, hostname: hostname() }
    process.stdout.write(`${JSON.stringify({ ...line, name, role: 'primary', ...fields, msg })}\n`)
  }
}

async function supervise(count: number, log: Log) {
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) })

  /* One slot per worker: the worker running in it and how many died young there in a row. */
  type Slot = {
    index: number
    worker?: Worker
    startedAt: number
    quickDeaths: number
    timer?: NodeJS.Timeout
  }
  const slots: Slot[] = Array.from({ length: count }, (_, index) => ({
    index,
    startedAt: 0,
    quickDeaths: 0,
  }))
  let stopping = false

  function fork(slot: Slot) {
    slot.timer = undefined
    slot.startedAt = Date.now()
    const worker = cluster.fork()
    slot.worker = worker
    const boot = setTimeout(() => {
      log('error', `worker ${worker.process.pid} not listening after ${BOOT_TIMEOUT_MS / 1000} s`)
      worker.process.kill('SIGKILL')
    }, BOOT_TIMEOUT_MS)
    worker.once('listening', () => {
      clearTimeout(boot)
      log('info', `worker ${worker.process.pid} listening`, {
        slot: slot.index,
        worker: worker.process.pid,
      })
    })
    worker.once('exit', (code, signal) => {
      clearTimeout(boot)
      slot.worker = undefined
      if (stopping) return
      const lived = Date.now() - slot.startedAt
      if (lived >= STABLE_MS) slot.quickDeaths = 0
      const delay = restartDelay(slot.quickDeaths)
      slot.quickDeaths++
      log('warn', `worker ${worker.process.pid} died; restarting in ${delay} ms`, {
        slot: slot.index,
        worker: worker.process.pid,
        code,
        signal,
        livedMs: lived,
        restartInMs: delay,
      })
      slot.timer = setTimeout(() => fork(slot), delay)
    })
  }

  function stop(signal: NodeJS.Signals) {
    const running = slots.flatMap((slot) => (slot.worker ? [slot.worker] : []))
    if (stopping) {
      log('warn', `${signal} again: killing ${running.length} workers`)
      for (const worker of running) worker.process.kill('SIGKILL')
      return
    }
    stopping = true
    for (const slot of slots) clearTimeout(slot.timer)
    log('info', `${signal}: stopping ${running.length} workers`)
    for (const worker of running) worker.process.kill('SIGTERM')
    setTimeout(() => {
      log('warn', `workers still running after ${SHUTDOWN_TIMEOUT_MS / 1000} s: killed`)
      process.exitCode = 1
      for (const slot of slots) slot.worker?.process.kill('SIGKILL')
    }, SHUTDOWN_TIMEOUT_MS).unref()
  }

  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  log('info', `starting ${count} workers`, { workers: count })
  /* Sums the workers' metrics for the one a scrape landed on (prom-client only, no app). */
  const { servePrimary } = await import('../app/services/operations/metrics_cluster.js')
  await servePrimary()
  for (const slot of slots) fork(slot)
}
