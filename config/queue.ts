import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, drivers } from '@adonisjs/queue'
import { trackRun } from '#services/platform/job_runs'

/*
| Background jobs (@adonisjs/queue, pinned: it is experimental; see
| docs/decisions.md). `database` (the default) keeps the jobs in the app's
| own database (SQLite or PostgreSQL, tables `queue_jobs` and
| `queue_schedules`), so `npm run dev` needs nothing more; `redis` when
| several instances run; `sync` runs each job at once, inside the caller
| (the test suite). A worker (`node ace queue:work`) runs the jobs.
*/
export default defineConfig({
  default: env.get('QUEUE_DRIVER', 'database'),
  adapters: {
    database: drivers.database(),
    redis: drivers.redis({ connectionName: 'main' }),
    sync: drivers.sync(),
  },
  worker: {
    concurrency: env.get('QUEUE_CONCURRENCY', 5),
    /* How often an idle worker looks for jobs. Keep it above a job's usual run time (docs/decisions.md). */
    idleDelay: '2s',
  },
  /* Each run is tracked so a stopping worker lets it finish (start/queue_worker.ts). */
  executionWrapper: (run) => trackRun(run),
  /* Absolute, so a worker started from another folder still finds its jobs (build/app/jobs in production). */
  locations: [app.makePath('app/jobs/**/*.{ts,js}')],
})

/*
| Every e-mail is one job (app/jobs/send_mail_job.ts): 5 attempts, the
| retries after about 1, 3, 9 and 27 minutes (each delay × 3, with jitter),
| so an SMTP server down for half an hour loses nothing. MAIL_RETRY_DELAY
| sets the first delay (the test suite shortens it). Read at each failure.
*/
export const mailRetry = {
  attempts: 5,
  firstDelay: env.get('MAIL_RETRY_DELAY', '1m'),
}
