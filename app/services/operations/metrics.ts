/*
| The series of GET /metrics (Prometheus text format 0.0.4, prom-client;
| docs/decisions.md says why not OpenTelemetry).
|
| Two registries:
| - this process' own series, in prom-client's global registry: requests
|   and their durations (counted once per request by the access log,
|   app/middleware/access_log_middleware.ts), event-loop delay, heap, GC
|   (prom-client's default metrics), the database pool. Under the cluster
|   they are summed over every worker by the primary (metrics_cluster.ts).
| - the shared stores' state (jobs, mails, sessions: metrics_state.ts), the
|   same whichever process reads it: read by the answering process only,
|   at scrape time, kept config/metrics.ts' stateCacheMs, never summed.
*/
import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  register as processRegistry,
} from 'prom-client'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import env from '#start/env'
import { metricsConfig } from '#config/metrics'
import { mayBePublicFile } from '#middleware/public_files_middleware'
import { askPrimary, inCluster } from '#services/operations/metrics_cluster'
import { type SharedState, type StateSources, readState } from '#services/operations/metrics_state'

/** One series per name, even if this module were evaluated twice (hot reload). */
function single<T>(name: string, make: () => T): T {
  return (processRegistry.getSingleMetric(name) as T | undefined) ?? make()
}

if (!processRegistry.getSingleMetric('nodejs_eventloop_lag_seconds')) {
  collectDefaultMetrics({ register: processRegistry })
}

const LABELS = ['route', 'method', 'status_class'] as const

const requests = single(
  'http_requests_total',
  () =>
    new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered (or aborted), by route name or pattern, method and status class.',
      labelNames: LABELS,
    })
)

const durations = single(
  'http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the first middleware to the last byte handed to the socket.',
      labelNames: LABELS,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    })
)

/** The knex (tarn) pools of the connections this process opened. */
function pools() {
  return [...db.manager.connections.values()].flatMap((entry) => {
    const pool = entry.connection?.pool
    return pool ? [{ name: entry.name, pool }] : []
  })
}

single(
  'esidoor_db_pool_connections',
  () =>
    new Gauge({
      name: 'esidoor_db_pool_connections',
      help: 'Database connections of the pool, in use or free.',
      labelNames: ['connection', 'state'],
      collect() {
        this.reset()
        for (const { name, pool } of pools()) {
          this.set({ connection: name, state: 'used' }, pool.numUsed())
          this.set({ connection: name, state: 'free' }, pool.numFree())
        }
      },
    })
)

single(
  'esidoor_db_pool_pending_acquires',
  () =>
    new Gauge({
      name: 'esidoor_db_pool_pending_acquires',
      help: 'Queries waiting for a connection of the pool.',
      labelNames: ['connection'],
      collect() {
        this.reset()
        for (const { name, pool } of pools()) {
          this.set({ connection: name }, pool.numPendingAcquires())
        }
      },
    })
)

/* The shared stores' state: a registry of its own, never summed over the cluster. */
const stateRegistry = new Registry()
const stateUp = new Gauge({
  name: 'esidoor_state_up',
  help: '1 when the jobs, mails and sessions gauges below could be read, else 0.',
  registers: [stateRegistry],
})
const jobs = new Gauge({
  name: 'esidoor_queue_jobs',
  help: 'Background jobs by queue and state (pending, delayed, active, failed).',
  labelNames: ['queue', 'state'],
  registers: [stateRegistry],
})
const mails = new Gauge({
  name: 'esidoor_mails',
  help: 'E-mails waiting to leave (queued or retried) and failed after every attempt.',
  labelNames: ['state'],
  registers: [stateRegistry],
})
const sessions = new Gauge({
  name: 'esidoor_sessions_active',
  help: 'Sessions not expired (database store), signed in or anonymous.',
  labelNames: ['kind'],
  registers: [stateRegistry],
})

export const stateSources: StateSources = {
  queue: env.get('QUEUE_DRIVER', 'database'),
  sessions: env.get('SESSION_DRIVER', 'database'),
}

let reading: { at: number; state: Promise<SharedState> } | null = null

/** The cached reading (or a new one once it is stateCacheMs old); null when it failed or is late. */
async function currentState(): Promise<SharedState | null> {
  const now = Date.now()
  if (!reading || now - reading.at >= metricsConfig.stateCacheMs) {
    const state = readState(stateSources)
    /* A failure is kept too: a scrape flood on a sick database costs one query set per period. */
    state.catch(() => {})
    reading = { at: now, state }
  }
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, metricsConfig.stateTimeoutMs, null)
  })
  try {
    return await Promise.race([reading.state, late])
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

/** Forgets the cached reading (tests). */
export function forgetState() {
  reading = null
}

async function stateText() {
  const state = await currentState()
  stateUp.set(state ? 1 : 0)
  jobs.reset()
  mails.reset()
  sessions.reset()
  if (state) {
    for (const job of state.jobs ?? []) jobs.set({ queue: job.queue, state: job.state }, job.count)
    mails.set({ state: 'waiting' }, state.mails.waiting)
    mails.set({ state: 'failed' }, state.mails.failed)
    if (state.sessions) {
      sessions.set({ kind: 'signed_in' }, state.sessions.signedIn)
      sessions.set({ kind: 'anonymous' }, state.sessions.anonymous)
    }
  }
  return stateRegistry.metrics()
}

export const contentType = processRegistry.contentType

/** The scrape's text: this process' series (or the cluster's sum), then the shared state. */
export async function scrape() {
  const [own, shared] = await Promise.all([
    inCluster() ? askPrimary(metricsConfig.clusterTimeoutMs) : processRegistry.metrics(),
    stateText(),
  ])
  return `${own}\n${shared}`
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * What names a request in the log and the series: the route's name, or its
 * pattern, never the URL (ids and tokens in paths, unbounded label values).
 * `not_found` (start/routes.ts's catch-all) is "unmatched"; what the server
 * middleware answer before the router are "health", "metrics", "static",
 * and a refusal before routing (413, 415) is named by the route it was for.
 */
export function routeLabel(ctx: HttpContext) {
  const path = ctx.request.url()
  let route = ctx.route
  if (!route) {
    const method = ctx.request.method()
    if (path === '/health/live' || path === '/health/ready') return 'health'
    if (path === '/metrics') return 'metrics'
    if (mayBePublicFile(method, path)) return 'static'
    route = router.match(path, method, false)?.route
  }
  if (!route || route.name === 'not_found') return 'unmatched'
  return route.name ?? route.pattern
}

export function methodLabel(method: string) {
  return METHODS.has(method) ? method : 'OTHER'
}

/** Counted once per request, where the access log writes its line. */
export function observeRequest(
  labels: { route: string; method: string; status_class: string },
  seconds: number
) {
  requests.inc(labels)
  durations.observe(labels, seconds)
}
