import 'reflect-metadata'
import { createServer } from 'node:http'
import { Ignitor, prettyPrintError } from '@adonisjs/core'

const APP_ROOT = new URL('../', import.meta.url)

/*
| What a slow client may hold (docs/security.md): the whole request (headers
| and body, a 10 MB import included) must arrive within
| HTTP_REQUEST_TIMEOUT_SECONDS (120 by default: a 10 MB file at 700 kbit/s), its headers within 15 s;
| past that Node answers 408 and closes the connection. Connections are
| checked every second (Node's default is every 30 s), or four times per
| budget when it is shorter (a test's 0.1 s budget: no test waits seconds).
*/
function boundedServer(handler: Parameters<typeof createServer>[1]) {
  const requestMs = (Number(process.env.HTTP_REQUEST_TIMEOUT_SECONDS) || 120) * 1000
  return createServer(
    {
      requestTimeout: requestMs,
      headersTimeout: Math.min(15_000, requestMs),
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.round(requestMs / 4))),
    },
    handler
  )
}

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('../start/env.js')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .httpServer()
  .start(boundedServer)
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
