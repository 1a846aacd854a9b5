import { hostname } from 'node:os'
import { join } from 'node:path'
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import env from '#start/env'
import server from '@adonisjs/core/services/server'
import { runDirectory } from '#services/operations/backups/settings'
import { alive } from '#services/operations/backups/lock'

/*
| Is the app running? A restore must not replace the database under a
| process that keeps using it (SQLite: a server holding the old file open
| would keep writing to a deleted file; PostgreSQL: a worker would send
| mails of rows that are being replaced). Two honest signs:
|
| - a queue worker (`node ace queue:work`, start/queue_worker.ts) writes a
|   heartbeat file `<data dir>/run/worker-<host>-<pid>.json` and touches it
|   every HEARTBEAT_EVERY_MS; a file touched within HEARTBEAT_FRESH_MS
|   (and, on this machine, whose process exists) is a running worker. A
|   worker on another machine that does not share the data folder is not
|   seen: stop it before restoring (docs/deployment.md).
| - the web server answers GET /health/live on the configured PORT (HOST,
|   or 127.0.0.1 when it listens on every address) within a second. The
|   probe is skipped when this very process serves that port (the test
|   suite restores from inside the app).
*/
export const HEARTBEAT_EVERY_MS = 30_000
export const HEARTBEAT_FRESH_MS = 90_000

/** Starts this worker's heartbeat; returns its stop (which removes the file). */
export function startWorkerHeartbeat() {
  const directory = runDirectory()
  const file = join(directory, `worker-${hostname()}-${process.pid}.json`)
  mkdirSync(directory, { recursive: true })
  writeFileSync(
    file,
    JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() })
  )
  const beat = setInterval(() => {
    try {
      const now = new Date()
      utimesSync(file, now, now)
    } catch {
      /* The folder was cleaned: the next start writes it again; a missed beat only makes a restore easier. */
    }
  }, HEARTBEAT_EVERY_MS)
  beat.unref()
  return () => {
    clearInterval(beat)
    rmSync(file, { force: true })
  }
}

/** The queue workers seen running, as `host:pid`. */
export async function runningWorkers() {
  const directory = runDirectory()
  let names: string[]
  try {
    names = await readdir(directory)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const running: string[] = []
  for (const name of names.filter((entry) => /^worker-.+\.json$/.test(entry))) {
    try {
      const path = join(directory, name)
      const { mtimeMs } = await stat(path)
      if (Date.now() - mtimeMs > HEARTBEAT_FRESH_MS) continue
      const { pid, host } = JSON.parse(await readFile(path, 'utf8')) as {
        pid: number
        host: string
      }
      if (host === hostname() && !alive(pid)) continue
      running.push(`${host}:${pid}`)
    } catch {
      /* Removed meanwhile, or half written: not a running worker. */
    }
  }
  return running
}

/** The URL of the web server's liveness check when it answers, else null. */
export async function runningWebServer() {
  const port = Number(env.get('PORT'))
  const own = server.getNodeServer()?.address() as AddressInfo | null | undefined
  if (own && own.port === port) return null
  const configured = env.get('HOST')
  const host =
    !configured || configured === '0.0.0.0' || configured === '::' ? '127.0.0.1' : configured
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/health/live`
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) })
    await response.body?.cancel()
    return response.ok ? url : null
  } catch {
    return null
  }
}

/** What runs of the app, in French, or an empty list. */
export async function runningApp() {
  const workers = await runningWorkers()
  const found = workers.map((worker) => `worker ${worker}`)
  const web = await runningWebServer()
  if (web) found.push(`serveur web (${web})`)
  return found
}
