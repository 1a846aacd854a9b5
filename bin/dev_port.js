/*
| The port `npm run dev` gives both of its processes (bin/dev.js). `ace serve`
| alone would take another port when the asked one is busy, and the worker,
| a process of its own, would not know it: its e-mail links (APP_URL unset,
| config/app.ts) would point at a port nobody listens on. Deciding here, once,
| gives the web server and the worker the same PORT.
*/
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

/** PORT of the environment, else of `envText` (the .env file), else 3333. */
export function askedPort(environment, envText) {
  const fromFile = /^PORT=[ \t]*(\d+)[ \t]*$/m.exec(envText)?.[1]
  return Number(environment.PORT || fromFile || 3333)
}

/** Resolves with the port a listener got (0: one the system picks), or null when it is taken. */
function tryListen(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(null))
    server.listen(port, () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null))
    })
  })
}

/** `port` when nobody listens on it, else a free one. */
export async function freePortFrom(port) {
  return (await tryListen(port)) ?? (await tryListen(0))
}

/** The port for this `npm run dev`, read from the environment and the .env file of `root`. */
export async function devPort(root) {
  let envText = ''
  try {
    envText = readFileSync(new URL('.env', root), 'utf8')
  } catch {
    /* No .env yet: the environment or the default. */
  }
  const asked = askedPort(process.env, envText)
  const port = await freePortFrom(asked)
  if (port !== asked) console.log(`[dev] port ${asked} is busy: using ${port}`)
  return port
}
