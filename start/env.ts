/*
| Environment variables are validated at boot: a missing or malformed value
| stops the process with a clear message instead of failing later.
*/
import { fileURLToPath } from 'node:url'
import { Env } from '@adonisjs/core/env'

/* A count that may be 0 (BACKUP_KEEP_*). */
function wholeNumber(key: string, value?: string): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text)
  throw new Error(`${key} must be a whole number ≥ 0 (got "${value}")`)
}

const env = await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  HOST: Env.schema.string({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_NAME: Env.schema.string.optional(),
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  LOG_LEVEL: Env.schema.string(),
  TRUSTED_PROXIES: Env.schema.string.optional(),
  /* Server-side rendering of the guest pages (config/inertia.ts); on unless false. */
  INERTIA_SSR: Env.schema.boolean.optional(),
  /* false: no compression on the fly (a reverse proxy compresses); pre-compressed assets still served (compression_middleware.ts). */
  APP_COMPRESSION: Env.schema.boolean.optional(),
  /* Workers of `npm run start:cluster` (bin/cluster.ts): a whole number ≥ 1, or "auto" (one per core). */
  WEB_CONCURRENCY: (key: string, value?: string): number | 'auto' | undefined => {
    const text = value?.trim()
    if (!text) return undefined
    if (text === 'auto') return 'auto'
    if (/^\d+$/.test(text) && Number(text) >= 1) return Number(text)
    throw new Error(`${key} must be a whole number ≥ 1 or "auto" (got "${value}")`)
  },

  /* GET /metrics (config/metrics.ts): the scraper's bearer token (32 characters or more), and/or the addresses allowed without it. */
  METRICS_TOKEN: (key: string, value?: string): string | undefined => {
    const text = value?.trim()
    if (!text) return undefined
    if (text.length >= 32) return text
    throw new Error(`${key} must be at least 32 characters long (e.g. openssl rand -hex 32)`)
  },
  METRICS_ALLOW: Env.schema.string.optional(),

  /* Longest a request may take to arrive, headers and body (bin/server.ts; docs/security.md). */
  HTTP_REQUEST_TIMEOUT_SECONDS: Env.schema.number.optional(),

  SESSION_DRIVER: Env.schema.enum.optional(['database', 'redis', 'memory'] as const),

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
  SQLITE_PATH: Env.schema.string.optional(),
  DATA_DIR: Env.schema.string.optional(),
  PG_HOST: Env.schema.string.optional({ format: 'host' }),
  PG_PORT: Env.schema.number.optional(),
  PG_USER: Env.schema.string.optional(),
  PG_PASSWORD: Env.schema.string.optional(),
  PG_DB_NAME: Env.schema.string.optional(),

  REDIS_HOST: Env.schema.string.optional({ format: 'host' }),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),

  LIMITER_STORE: Env.schema.enum.optional(['memory', 'redis'] as const),

  /* Seconds the job board's anonymous pages are kept in each process (app/services/emplois/public_page_cache.ts). */
  PUBLIC_PAGE_CACHE_SECONDS: Env.schema.number.optional(),

  /* false: the bell's and new applications' counts are computed on every request (app/services/platform/owner_cache.ts). */
  OWNER_CACHE: Env.schema.boolean.optional(),

  /* Adds the empty routes `npm run bench` compares pages with (start/routes/bench.ts). */
  BENCH_ROUTES: Env.schema.boolean.optional(),

  /* Background jobs (config/queue.ts): database (default), redis (several instances), sync (tests: a job runs inside the caller). */
  QUEUE_DRIVER: Env.schema.enum.optional(['database', 'redis', 'sync'] as const),
  /* Jobs one worker runs at once. */
  QUEUE_CONCURRENCY: Env.schema.number.optional(),

  /* Uploaded files (config/drive.ts): fs (default, DATA_DIR/files or DRIVE_ROOT) or s3 (any S3-compatible bucket). */
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  DRIVE_ROOT: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_BUCKET: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
  /* Months an application is kept after its offer closed (candidatures:purge). */
  CANDIDATURES_RETENTION_MONTHS: Env.schema.number.optional(),

  /* Backups (app/services/operations/backups/): where the sets go (default <data dir>/backups), how many the rotation keeps, when the worker runs one. */
  BACKUP_DIR: Env.schema.string.optional(),
  BACKUP_KEEP_DAILY: wholeNumber,
  BACKUP_KEEP_WEEKLY: wholeNumber,
  BACKUP_KEEP_MONTHLY: wholeNumber,
  /* A cron expression (5 fields, Europe/Paris; default "0 2 * * *"), or "off": no backup job (a systemd timer runs backup:run instead). */
  BACKUP_SCHEDULE: (key: string, value?: string): string | undefined => {
    const text = value?.trim()
    if (!text) return undefined
    if (text === 'off' || /^[\d*,/A-Za-z-]+(\s+[\d*,/A-Za-z-]+){4}$/.test(text)) return text
    throw new Error(`${key} must be a 5-field cron expression or "off" (got "${value}")`)
  },
  /* A second drive disk (config/drive.ts) each good set is copied to. */
  BACKUP_OFFSITE_DISK: Env.schema.enum.optional(['backups_s3'] as const),
  BACKUP_S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  BACKUP_S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  BACKUP_S3_REGION: Env.schema.string.optional(),
  BACKUP_S3_BUCKET: Env.schema.string.optional(),
  BACKUP_S3_ENDPOINT: Env.schema.string.optional(),
  BACKUP_S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),

  MAIL_MAILER: Env.schema.enum.optional(['smtp', 'log'] as const),
  /* First wait before an e-mail is tried again ("90s", "1m", "500ms"); each next one is 3 times longer. */
  MAIL_RETRY_DELAY: (key: string, value?: string): string | undefined => {
    const text = value?.trim()
    if (!text) return undefined
    if (/^\d+(ms|s|m|h)$/.test(text)) return text
    throw new Error(`${key} must be a duration such as "90s", "1m" or "500ms" (got "${value}")`)
  },
  MAIL_FROM_ADDRESS: Env.schema.string.optional(),
  MAIL_FROM_NAME: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
})

/* A production boot refuses settings that leak secrets or lose data (app/services/platform/production_config.ts). */
if (env.get('NODE_ENV') === 'production') {
  const { assertProductionConfig } = await import('#services/platform/production_config')
  assertProductionConfig(fileURLToPath(new URL('../', import.meta.url)), process.env)
}

export default env
