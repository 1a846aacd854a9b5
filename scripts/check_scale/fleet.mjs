/*
| What `npm run check:scale` puts behind the proxy: the app instances and the
| queue worker, from a copy of the production build, and nginx in front of
| them with a generated configuration (the README's server block without
| TLS, plus two headers naming the instance that answered, for the figures).
*/
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { onCleanup, start, stop, tail, waitFor } from './procs.mjs'

export const NGINX = '/usr/sbin/nginx'

/**
 * nginx in front of `upstreams`, with passive health checks: an instance that
 * refuses a connection, times out or answers 502/503/504 is skipped for
 * `failTimeout` seconds (nginx OSS has no active checks), and idempotent
 * requests go on to the other instance. A POST that reached an instance is
 * never sent again (nginx's default): a write is never made twice.
 */
export function nginxConfig({ dir, listen, upstreams, failTimeout = 5 }) {
  const servers = upstreams
    .map((address) => `    server ${address} max_fails=1 fail_timeout=${failTimeout}s;`)
    .join('\n')
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type application/octet-stream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  gzip on;
  gzip_vary on;
  gzip_proxied any;
  gzip_min_length 1024;
  gzip_types text/plain text/css text/csv text/xml application/json application/javascript application/xml image/svg+xml;

  upstream esidoor {
${servers}
  }

  server {
    listen ${listen};
    client_max_body_size 11m;

    location / {
      proxy_pass http://esidoor;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $host;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      # For the check's figures only: which instance answered, and what each try got.
      add_header X-Upstream $upstream_addr always;
      add_header X-Upstream-Status $upstream_status always;
    }
  }
}
`
}

export async function nginxServer(root, port, upstreams) {
  const dir = join(root, 'nginx')
  mkdirSync(dir, { mode: 0o755 })
  const config = join(dir, 'nginx.conf')
  writeFileSync(config, nginxConfig({ dir, listen: `127.0.0.1:${port}`, upstreams }))
  const log = join(root, 'nginx.log')
  const args = ['-p', dir, '-c', config, '-e', join(dir, 'error.log')]
  const test = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`)
  const server = start(NGINX, args, { log })
  /* SIGQUIT: nginx finishes the requests in flight, then exits. */
  onCleanup(() => stop(server, 'SIGQUIT', 10_000))
  await waitFor(
    'nginx',
    async () => (await probe(`http://127.0.0.1:${port}/health/live`)).state !== 'refused',
    {
      failIf: () =>
        server.child.exitCode !== null && `nginx exited:\n${tail(join(dir, 'error.log'))}`,
    }
  )
  return { port, url: `http://127.0.0.1:${port}`, errorLog: join(dir, 'error.log') }
}

/** One GET with a short timeout: `ready` (200), `not ready` (503…), `refused` or `timeout`. */
export function probe(url, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const outgoing = request(url, { agent: false, timeout: timeoutMs }, (incoming) => {
      incoming.resume()
      incoming.on('end', () =>
        resolve({
          state: incoming.statusCode === 200 ? 'ready' : `not ready (${incoming.statusCode})`,
        })
      )
    })
    outgoing.on('timeout', () =>
      outgoing.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' }))
    )
    outgoing.on('error', (error) =>
      resolve({
        state:
          error.code === 'ECONNREFUSED'
            ? 'refused'
            : error.code === 'TIMEOUT'
              ? 'timeout'
              : 'error',
      })
    )
    outgoing.end()
  })
}

/**
 * Polls each instance's /health/ready every `everyMs`, as a load balancer
 * with active checks would, keeping each change of state with its time.
 */
export function watchHealth(instances, t0, everyMs = 150) {
  const changes = Object.fromEntries(instances.map(({ name }) => [name, []]))
  let watching = true
  const loops = instances.map(async ({ name, url }) => {
    let last
    while (watching) {
      const at = Date.now()
      const { state } = await probe(`${url}/health/ready`)
      if (state !== last) changes[name].push({ t: at - t0, state })
      last = state
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (Date.now() - at))))
    }
  })
  return {
    changes,
    async stop() {
      watching = false
      await Promise.all(loops)
    },
  }
}

/** An app instance: `node bin/server.js` of the build copy, on its own port. */
export function appInstance({ name, port, appDir, env, root }) {
  const log = join(root, `${name}.log`)
  const url = `http://127.0.0.1:${port}`
  let server = null
  const instance = {
    name,
    port,
    url,
    log,
    address: `127.0.0.1:${port}`,
    /** Starts it and resolves with the milliseconds until /health/ready answered 200. */
    start() {
      server = start(process.execPath, ['bin/server.js'], {
        cwd: appDir,
        env: { ...env, PORT: String(port) },
        log,
      })
      const current = server
      return waitFor(
        `instance ${name}`,
        async () => (await probe(`${url}/health/ready`)).state === 'ready',
        {
          timeoutMs: 40_000,
          failIf: () => current.child.exitCode !== null && `instance ${name} exited:\n${tail(log)}`,
        }
      )
    },
    /** SIGTERM, as systemd stops it: requests in flight are answered, then it exits. */
    async stop() {
      const current = server
      server = null
      return current ? stop(current, 'SIGTERM', 30_000) : { ms: 0 }
    },
  }
  onCleanup(() => instance.stop())
  return instance
}

/** Whether the build has the queue worker's command (`node ace queue:work`). */
export function hasQueueWorker(appDir, env) {
  const list = spawnSync(process.execPath, ['ace.js', 'list'], {
    cwd: appDir,
    env,
    encoding: 'utf8',
  })
  return /\bqueue:work\b/.test(list.stdout ?? '')
}

/**
 * The queue worker (`node ace.js queue:work`), restarted 2 s after it ends
 * as systemd's Restart=always would (README, the worker's unit); `restarts`
 * counts those, for the figures.
 */
export async function queueWorker({ appDir, env, root }) {
  const log = join(root, 'worker.log')
  const state = { log, restarts: 0, process: null, stopping: false }
  const launch = () => {
    state.process = start(process.execPath, ['ace.js', 'queue:work'], { cwd: appDir, env, log })
    state.process.exited.then(() => {
      if (state.stopping) return
      state.restarts++
      setTimeout(() => state.stopping || launch(), 2000)
    })
  }
  launch()
  onCleanup(() => {
    state.stopping = true
    return stop(state.process, 'SIGTERM', 30_000)
  })
  await new Promise((resolve) => setTimeout(resolve, 2000))
  if (state.restarts) throw new Error(`the queue worker exited at its start:\n${tail(log)}`)
  return state
}
