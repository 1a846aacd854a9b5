import { spawn } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { pathToFileURL } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import app from '@adonisjs/core/services/app'

/*
| bin/cluster.ts run as production runs it, with the test preload that names
| the serving process in `x-test-worker-pid` (tests/helpers/worker_pid_header.ts).
| Every request of `fresh` opens a connection of its own: the primary hands
| connections to the workers in turn, so consecutive requests land on
| different workers.
*/

/** One line the primary logged (pino-shaped JSON). */
export type PrimaryLine = { msg: string; slot?: number; worker?: number; [key: string]: unknown }

/** Starts the cluster command; no waiting (see `waitForWorkers`). */
export function spawnCluster(port: number, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [
      '--import=@poppinss/ts-exec',
      `--import=${pathToFileURL(app.makePath('tests/helpers/worker_pid_header.ts')).href}`,
      'bin/cluster.ts',
    ],
    {
      cwd: app.makePath(),
      env: { ...process.env, LOG_LEVEL: 'info', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal }))
  )

  const cluster = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    exited,
    output: () => ({ stdout, stderr }),
    /** The lines the primary logged so far. */
    primaryLines(): PrimaryLine[] {
      return stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line))
        .filter((line) => line.role === 'primary')
    },
    /** Until `count` different processes have answered (or the command stopped). */
    async waitForWorkers(count: number, timeout = 30_000) {
      const pids = new Set<number>()
      const deadline = Date.now() + timeout
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`cluster exited: ${stdout}\n${stderr}`)
        try {
          /* A connection handed to a worker just killed is never answered: give up quickly. */
          pids.add(workerOf(await fresh(`${cluster.url}/health/live`, { timeout: 2000 })))
          if (pids.size >= count) return [...pids]
          await sleep(50)
        } catch {
          await sleep(50)
        }
      }
      throw new Error(`${count} workers did not answer on port ${port}: ${stdout}\n${stderr}`)
    },
    /** The exit of a command expected to stop by itself; stopped (code null) after `timeout`. */
    async exitOf(timeout = 10_000) {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, timeout, null)))
      const result = await Promise.race([exited, late])
      clearTimeout(timer)
      return result ?? { ...(await cluster.stop()), code: null }
    },
    /** SIGTERM, then the exit; SIGKILL (and an error) when it takes longer than `timeout`. */
    async stop(timeout = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), timeout)
      const result = await exited
      clearTimeout(timer)
      return result
    },
  }
  return cluster
}

export type ClusterProcess = ReturnType<typeof spawnCluster>

/** Starts the cluster and waits until `workers` processes answer. */
export async function startCluster(port: number, workers: number, env: Record<string, string>) {
  const cluster = spawnCluster(port, env)
  try {
    await cluster.waitForWorkers(workers)
  } catch (error) {
    await cluster.stop()
    throw error
  }
  return cluster
}

/** The process that served a response (header of the test preload). */
export function workerOf(response: Response) {
  const pid = Number(response.headers.get('x-test-worker-pid'))
  if (!pid) throw new Error('the response names no worker (x-test-worker-pid)')
  return pid
}

/** A request on a connection of its own (no keep-alive pool), answered as a fetch Response. */
export function fresh(
  url: string,
  options: {
    method?: string
    headers?: Record<string, string>
    body?: string
    timeout?: number
  } = {}
) {
  return new Promise<Response>((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const headers = new Headers()
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            headers.append(res.rawHeaders[i], res.rawHeaders[i + 1])
          }
          const status = res.statusCode ?? 500
          const body = [204, 304].includes(status) ? null : Buffer.concat(chunks)
          resolve(new Response(body, { status, headers }))
        })
      }
    )
    req.on('error', reject)
    const timeout = options.timeout ?? 10_000
    req.setTimeout(timeout, () => req.destroy(new Error(`no answer from ${url} in ${timeout} ms`)))
    req.end(options.body)
  })
}

/** True while a process with this pid exists. */
export function isRunning(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
