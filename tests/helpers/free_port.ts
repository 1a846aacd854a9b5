import { createServer } from 'node:net'

/*
| Ports below Linux's ephemeral range (32768–60999): a port the kernel hands
| out for "any port" (listen(0)) is in that range, where every outgoing
| connection (Chromium, PostgreSQL, Redis clients) also takes its local port,
| so one could take it between this check and the server's listen: the run
| then failed at start with EADDRINUSE (seen under load). Here only another
| test run picking at random could, and the check below sees a port in use.
*/
const LOWEST = 20000
const HIGHEST = 32767

function tryPort(port: number) {
  return new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** A TCP port nobody listens on right now, outside the range of outgoing connections. */
export async function freePort() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1))
    if (await tryPort(port)) return port
  }
  throw new Error(`no free port between ${LOWEST} and ${HIGHEST}`)
}
