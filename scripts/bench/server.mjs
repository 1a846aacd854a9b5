/*
| The production server `npm run bench` measures: `node bin/server.js` of a
| copy of build/ (so that a rebuild cannot pull files from under it), with
| BENCH_ROUTES=true, on its own port and the database the options name. The
| project's .env gives the rest (ENV_PATH); these variables override it.
| With `--profile`, node's --cpu-prof writes the server's CPU profile when
| it exits.
*/
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const PROJECT = resolve(import.meta.dirname, '../..')

/** A copy of the build (build/ unless named) with node_modules linked; removed by the returned function. */
export function copyBuild(from) {
  const build = resolve(PROJECT, from ?? 'build')
  if (!existsSync(join(build, 'bin/server.js')))
    throw new Error('Pas de build : lancez `npm run build` d’abord.')
  const dir = mkdtempSync(join(PROJECT, 'tmp', 'bench-app-'))
  const link = join(build, 'node_modules')
  cpSync(build, dir, { recursive: true, filter: (source) => source !== link })
  symlinkSync(join(PROJECT, 'node_modules'), join(dir, 'node_modules'))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address()
  server.close()
  return port
}

/**
| A process's CPU time so far (user + system, ms), from /proc: per request,
| it says what the server spends whatever else the machine runs.
*/
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

/** The database variables of `--db sqlite|pg` (an absolute SQLite path: the copy is elsewhere). */
export function databaseEnv(options) {
  if (options.db === 'pg') return { DB_CONNECTION: 'pg', PG_DB_NAME: options.pgDb ?? 'esidoor' }
  return { DB_CONNECTION: 'sqlite', SQLITE_PATH: resolve(PROJECT, options.sqlitePath) }
}

/**
 * Starts one server; resolves once /health/live answers. `env` adds to the
 * production settings (OWNER_CACHE=false…).
 */
export async function startServer(appDir, options, env = {}, name = 'server') {
  const port = await freePort()
  const log = join(PROJECT, 'tmp', `bench-${name}.log`)
  const fd = openSync(log, 'w')
  const args = options.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(PROJECT, 'tmp/bench-profiles')}`]
    : []
  const child = spawn(process.execPath, [...args, 'bin/server.js'], {
    cwd: appDir,
    stdio: ['ignore', fd, fd],
    env: {
      ...process.env,
      ENV_PATH: PROJECT,
      NODE_ENV: 'production',
      BENCH_ROUTES: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      /* Production refuses the log mailer; the mix sends no mail. */
      MAIL_MAILER: 'smtp',
      SMTP_HOST: '127.0.0.1',
      ...databaseEnv(options),
      ...env,
    },
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null)
      throw new Error(`${name} s’est arrêté :\n${readFileSync(log, 'utf8').slice(-2000)}`)
    const up = await fetch(`${url}/health/live`).then(
      (r) => r.ok,
      () => false
    )
    if (up) break
    await sleep(100)
  }
  return {
    url,
    name,
    pid: child.pid,
    cpuMs: () => cpuMs(child.pid),
    /** SIGTERM (a graceful stop, so --cpu-prof writes its file), SIGKILL after 20 s. */
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
      await once(child, 'exit')
      clearTimeout(timer)
    },
  }
}
