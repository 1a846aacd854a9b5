import 'reflect-metadata'
import { createServer } from 'node:http'
import { Ignitor, prettyPrintError } from '@adonisjs/core'

const APP_ROOT = new URL('../', import.meta.url)

/*
| What a slow client may hold (docs/security.md): the whole request (headers
| and body, a 10 MB import included) must arrive within
| HTTP_REQUEST_TIMEOUT_SECONDS (120 by default: a 10 MB file at 700 kbit/s), its headers within 15 s;
| past that Node answers 408 and closes the connection. Connections are
| checked every second (Node's default is every 30 s).
*/
function boundedServer(handler: Parameters<typeof createServer>[1]) {
  const seconds = Number(process.env.HTTP_REQUEST_TIMEOUT_SECONDS) || 120
  return createServer(
    {
      requestTimeout: seconds * 1000,
      headersTimeout: Math.min(15, seconds) * 1000,
      connectionsCheckingInterval: 1000,
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
