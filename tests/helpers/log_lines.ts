import { setTimeout as sleep } from 'node:timers/promises'
import logger from '@adonisjs/core/services/logger'

/*
| The app's log lines, as the test process writes them (config/logger.ts:
| JSON to stdout in tests). Every logger of a request is a pino child of the
| app's logger and shares its destination stream: its `write` is swapped for
| one that keeps the lines (and prints nothing) until `restore()`. The lines
| are exactly what production writes: pino has serialised and redacted them.
*/

export type LogLine = { level: number; msg: string; [field: string]: unknown }

export function captureLogLines(level: 'debug' | 'info' = 'debug') {
  /* The manager's own pino (the server's; `logger.use()` would be another instance). */
  const root = logger.pino as unknown as Record<symbol, unknown> & { level: string }
  const streamKey = Object.getOwnPropertySymbols(root).find(
    (key) => key.description === 'pino.stream'
  )
  if (!streamKey) throw new Error('no pino stream on the app logger')
  const stream = root[streamKey] as { write: (chunk: string) => boolean }
  const write = stream.write
  const previousLevel = root.level
  const lines: LogLine[] = []

  /* A request's logger is a child made when the request arrives: it starts at this level. */
  root.level = level
  stream.write = (chunk: string) => {
    for (const text of String(chunk).split('\n')) {
      if (text.trim()) lines.push(JSON.parse(text))
    }
    return true
  }

  return {
    lines,
    /** The access log's lines (msg "request"). */
    requests: () => lines.filter((line) => line.msg === 'request'),
    /** Until `count` access-log lines were written (a line follows the response's last byte). */
    async waitForRequests(count: number, timeout = 5000) {
      const deadline = Date.now() + timeout
      while (lines.filter((line) => line.msg === 'request').length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${count} request lines expected, got ${this.requests().length}`)
        }
        await sleep(10)
      }
      return this.requests()
    },
    restore() {
      stream.write = write
      root.level = previousLevel
    },
  }
}
