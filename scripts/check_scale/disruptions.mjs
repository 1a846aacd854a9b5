/*
| The disruptions of `npm run check:scale`, at fixed points of the load:
| instance A stopped (SIGTERM, as systemd stops it) and started again,
| PostgreSQL restarted (fast shutdown, then start), Redis restarted (its
| append-only file written on the way out). Each one gets a window, from
| its start to SETTLE_MS after the service is back, for the figures.
*/
import { setTimeout as sleep } from 'node:timers/promises'

/** How long instance A stays stopped, and how long after each disruption counts as its window. */
const A_DOWN_MS = 5000
const SETTLE_MS = 8000

const sleepUntil = (at) => sleep(Math.max(0, at - Date.now()))

/** Instance A stopped and started again, PostgreSQL restarted, Redis restarted, each at its time. */
export async function disrupt({ t0, seconds, outageMs, a, postgres, redis }) {
  const now = () => Date.now() - t0
  const at = (fraction) => sleepUntil(t0 + fraction * seconds * 1000)
  await at(0.1)
  const change = { name: 'instance switch', start: now() }
  const stopped = await a.stop()
  change.stoppedAt = now()
  await sleep(A_DOWN_MS)
  change.startAt = now()
  const boot = await a.start()
  change.readyAt = now()
  change.detail = `${a.name} stopped by SIGTERM in ${stopped.ms} ms, down ${A_DOWN_MS / 1000} s, ready ${boot} ms after its start`
  const windows = [change]
  for (const [fraction, name, server] of [
    [0.4, 'PostgreSQL restart', postgres],
    [0.62, 'Redis restart', redis],
  ]) {
    await at(fraction)
    const window = { name, start: now() }
    const { downMs, upMs } = await server.restart(outageMs)
    window.readyAt = now()
    window.detail = `stopped in ${downMs} ms, ${outageMs ? `left stopped ${outageMs} ms, ` : ''}accepting again ${upMs} ms later`
    windows.push(window)
  }
  /* Each window lasts until SETTLE_MS after its service is back, and never into the next one. */
  windows.forEach((window, index) => {
    window.end = Math.min(window.readyAt + SETTLE_MS, windows[index + 1]?.start ?? Infinity)
  })
  return windows
}
