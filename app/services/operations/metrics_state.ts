/*
| What /metrics reads from the shared stores (app/services/operations/metrics.ts):
| jobs waiting or failed, mails waiting or failed, active sessions. One
| reading serves every scrape for a short while (config/metrics.ts), and it
| is the same for every process: under the cluster, only the worker that
| answers the scrape reads it (the per-process series are summed instead).
*/
import db from '@adonisjs/lucid/services/db'

export type StateSources = {
  queue: 'database' | 'redis' | 'sync'
  sessions: 'database' | 'redis' | 'memory'
}

export type JobCount = { queue: string; state: string; count: number }

export type SharedState = {
  /** null: the queue keeps no jobs (sync). */
  jobs: JobCount[] | null
  mails: { waiting: number; failed: number }
  /** null: not counted (memory store; Redis keeps bare session ids, countable only by a SCAN of every key). */
  sessions: { signedIn: number; anonymous: number } | null
}

/** The jobs' states worth watching: waiting (pending, delayed), running, failed for good. */
const JOB_STATES = ['pending', 'delayed', 'active', 'failed'] as const

/**
 * The queues of the Redis adapter have no index: each is read by name. Every
 * job of the app runs on "default" (app/jobs/*.ts).
 */
const REDIS_QUEUES = ['default']

const count = (value: unknown) => Number(value ?? 0)

/** @boringnode/queue's knex adapter: one row per job in `queue_jobs` (indexed by queue and status). */
async function databaseJobs(): Promise<JobCount[]> {
  const rows = await db
    .from('queue_jobs')
    .select('queue', 'status')
    .count('* as total')
    .whereIn('status', [...JOB_STATES])
    .groupBy('queue', 'status')
  return rows.map((row) => ({ queue: row.queue, state: row.status, count: count(row.total) }))
}

/**
 * @boringnode/queue's Redis adapter (src/drivers/redis_adapter.ts):
 * `jobs::<queue>::pending` and `::delayed` are sorted sets, `::active` a
 * hash, `::failed::index` the sorted set of the failed jobs it keeps.
 */
async function redisJobs(): Promise<JobCount[]> {
  const { default: redis } = await import('@adonisjs/redis/services/main')
  const pipeline = redis.connection('main').pipeline()
  for (const queue of REDIS_QUEUES) {
    pipeline
      .zcard(`jobs::${queue}::pending`)
      .zcard(`jobs::${queue}::delayed`)
      .hlen(`jobs::${queue}::active`)
      .zcard(`jobs::${queue}::failed::index`)
  }
  const replies = (await pipeline.exec()) ?? []
  return REDIS_QUEUES.flatMap((queue, q) =>
    JOB_STATES.map((state, s) => {
      const [error, value] = replies[q * JOB_STATES.length + s] ?? [null, 0]
      if (error) throw error
      return { queue, state, count: count(value) }
    })
  )
}

/** `mail_deliveries` (app/services/platform/mail_outbox.ts): en_attente (queued or retried), echec (every attempt failed). */
async function mails() {
  const rows = await db
    .from('mail_deliveries')
    .select('status')
    .count('* as total')
    .whereIn('status', ['en_attente', 'echec'])
    .groupBy('status')
  const by = new Map(rows.map((row) => [row.status as string, count(row.total)]))
  return { waiting: by.get('en_attente') ?? 0, failed: by.get('echec') ?? 0 }
}

/** Rows of the database session store not yet expired (indexed by expires_at); `user_id` marks a signed-in one. */
async function databaseSessions() {
  const row = await db
    .from('sessions')
    .where('expires_at', '>', new Date())
    .count('* as total')
    .count('user_id as signed_in')
    .first()
  const signedIn = count(row?.signed_in)
  return { signedIn, anonymous: count(row?.total) - signedIn }
}

export async function readState(sources: StateSources): Promise<SharedState> {
  const [jobs, mailCounts, sessions] = await Promise.all([
    sources.queue === 'database' ? databaseJobs() : sources.queue === 'redis' ? redisJobs() : null,
    mails(),
    sources.sessions === 'database' ? databaseSessions() : null,
  ])
  return { jobs, mails: mailCounts, sessions }
}
