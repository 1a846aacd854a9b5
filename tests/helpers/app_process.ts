import { spawn, type ChildProcess } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import app from '@adonisjs/core/services/app'
import { route } from '#tests/helpers/routes'

/**
 * Starts the app as a separate server process (like a second instance
 * behind a load balancer) on the given port, and waits until it answers
 * `probe` (any status).
 */
export async function startAppProcess(
  port: number,
  env: Record<string, string>,
  probe = route('api.user')
) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import=@poppinss/ts-exec', 'bin/server.ts'],
    {
      cwd: app.makePath(),
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'pipe'],
    }
  )
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr += chunk))

  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app process exited: ${stderr}`)
    try {
      await fetch(`http://127.0.0.1:${port}${probe}`, { headers: { accept: 'application/json' } })
      return {
        url: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise<void>((resolve) => {
            child.once('exit', () => resolve())
            child.kill('SIGTERM')
          }),
      }
    } catch {
      /* Not listening yet: try again soon (the start is what is waited for, not a time). */
      await sleep(50)
    }
  }
  child.kill('SIGKILL')
  throw new Error(`app process did not start on port ${port}: ${stderr}`)
}

/** A minimal cookie jar for fetch: keeps name=value pairs from set-cookie headers. */
export class CookieJar {
  #cookies = new Map<string, string>()

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      this.#cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
  }

  get(name: string) {
    return this.#cookies.get(name)
  }

  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** A copy of the cookies as they are now (what an attacker would copy). */
  clone() {
    const copy = new CookieJar()
    for (const [name, value] of this.#cookies) copy.#cookies.set(name, value)
    return copy
  }
}
