/*
| GET /metrics under `npm run start:cluster` (bin/cluster.ts): a scrape lands
| on one worker, yet must report the whole process group. The worker that
| gets it asks the primary over the cluster's IPC channel; the primary asks
| every worker for its series (prom-client's AggregatorRegistry), sums them
| and answers the asking worker with the text.
|
| bin/cluster.ts imports this file before the app boots (the primary never
| boots it): only node:cluster and prom-client here, nothing of the app.
*/
import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'

const ASK = 'e-sidoor:metrics:ask'
const ANSWER = 'e-sidoor:metrics:answer'

type Ask = { type: typeof ASK; id: string }
type Answer = { type: typeof ANSWER; id: string; text?: string; error?: string }

function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as T).type === type
}

/** True in a worker forked by bin/cluster.ts (joinPrimary ran): scrapes go through the primary. */
let joined = false

/**
 * Primary: answers the workers' asks. Scrapes arriving while a sum is being
 * made share it (a flood of scrapes makes one round over the workers).
 */
export async function servePrimary() {
  const { AggregatorRegistry } = await import('prom-client')
  const aggregator = new AggregatorRegistry()
  let running: Promise<string> | null = null

  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<Ask>(message, ASK)) return
    running ??= aggregator.clusterMetrics().finally(() => (running = null))
    running.then(
      (text) => reply(worker, { type: ANSWER, id: message.id, text }),
      (error: Error) => reply(worker, { type: ANSWER, id: message.id, error: error.message })
    )
  })
}

function reply(worker: { isConnected(): boolean; send(message: Answer): boolean }, answer: Answer) {
  if (worker.isConnected()) worker.send(answer)
}

/**
 * Worker, before the app boots: answers the primary's requests for this
 * process' series from prom-client's global registry (which the app's
 * series join as it loads), and routes this worker's scrapes to the primary.
 */
export async function joinPrimary() {
  const { AggregatorRegistry } = await import('prom-client')
  /* Its constructor installs the worker's listener. */
  new AggregatorRegistry()
  joined = true
}

export function inCluster() {
  return joined && typeof process.send === 'function'
}

/** The whole group's series, summed by the primary; rejects after `timeoutMs`. */
export function askPrimary(timeoutMs: number) {
  return new Promise<string>((resolve, reject) => {
    const id = randomUUID()
    const timer = setTimeout(() => {
      process.off('message', onMessage)
      reject(new Error(`the cluster primary did not answer within ${timeoutMs} ms`))
    }, timeoutMs)
    function onMessage(message: unknown) {
      if (!isMessage<Answer>(message, ANSWER) || message.id !== id) return
      clearTimeout(timer)
      process.off('message', onMessage)
      if (message.error !== undefined) reject(new Error(message.error))
      else resolve(message.text ?? '')
    }
    process.on('message', onMessage)
    process.send!({ type: ASK, id } satisfies Ask)
  })
}
