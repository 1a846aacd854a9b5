/*
| Uploads are read into memory, never to disk (app/controllers/support/upload.ts),
| and held until their answer is sent. Each route bounds one request (a CV
| 5 MB, an import 10 MB); this bounds them together, per pool
| (UPLOAD_LIMITS in upload_limits.ts): the bytes that have arrived, and how
| many uploads one IP or one account has in flight. An upload counts what it
| has received, not what it declared: announcing 5 MB and sending 1 byte a
| second reserves nothing (the first version reserved the declared length,
| and 13 such senders from one IP refused every upload for two minutes).
*/
import type { ServerResponse } from 'node:http'
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadPool } from '#services/platform/upload_limits'
import { systemClock, type Clock } from '#services/platform/clock'

type PoolState = { heldBytes: number; inFlight: Map<string, number> }

/** Bytes held and uploads in flight (by `ip:…` and `account:…`), per pool, in this process. */
export const uploadPools: Record<UploadPool, PoolState> = {
  candidatures: { heldBytes: 0, inFlight: new Map() },
  imports: { heldBytes: 0, inFlight: new Map() },
}

/** Who sends: the client's IP (request.ip(), proxies as configured) and, signed in, the account. */
export type Sender = { ip: string; account?: number }

/** An admitted upload's share of its pool, released when its response closes. */
export type UploadSlot = {
  /** Counts `bytes` more received: false when the pool, held by others, cannot take them. */
  grow: (bytes: number) => boolean
}

function holdersOf(pool: UploadPool, sender: Sender) {
  const { perIp, perAccount } = UPLOAD_LIMITS.pools[pool]
  const holders = [{ key: `ip:${sender.ip}`, cap: perIp, message: UPLOAD_MESSAGES.perIp }]
  if (sender.account !== undefined && perAccount !== undefined) {
    holders.unshift({
      key: `account:${sender.account}`,
      cap: perAccount,
      message: UPLOAD_MESSAGES.perAccount,
    })
  }
  return holders
}

/**
 * Admits an upload of `sender` into `pool` until `response` is closed
 * (answered, or the connection lost), or says why not: the account or the
 * IP has its uploads in flight already, or the pool's bytes are all held.
 * One upload alone is always read (a route's budget may exceed a small pool).
 */
export function admitUpload(
  response: ServerResponse,
  pool: UploadPool,
  sender: Sender
): UploadSlot | { refused: string } {
  const state = uploadPools[pool]
  const holders = holdersOf(pool, sender)
  const full = holders.find(({ key, cap }) => (state.inFlight.get(key) ?? 0) >= cap)
  if (full) return { refused: full.message }
  if (state.heldBytes > 0 && state.heldBytes >= UPLOAD_LIMITS.pools[pool].limitBytes) {
    return { refused: UPLOAD_MESSAGES.busy }
  }
  for (const { key } of holders) state.inFlight.set(key, (state.inFlight.get(key) ?? 0) + 1)
  let held = 0
  let released = false
  const release = () => {
    if (released) return
    released = true
    state.heldBytes -= held
    for (const { key } of holders) {
      const count = (state.inFlight.get(key) ?? 1) - 1
      if (count > 0) state.inFlight.set(key, count)
      else state.inFlight.delete(key)
    }
  }
  if (response.closed) release()
  else response.once('close', release)
  return {
    grow(bytes) {
      if (released) return false
      const others = state.heldBytes - held
      if (others > 0 && state.heldBytes + bytes > UPLOAD_LIMITS.pools[pool].limitBytes) return false
      held += bytes
      state.heldBytes += bytes
      return true
    },
  }
}

/**
 * Calls `onSlow` once when a window of `UPLOAD_LIMITS.minRate.windowMs`
 * passes with fewer bytes received than the minimum rate asks; the returned
 * function stops watching (the body has arrived, or was refused).
 */
export function watchRate(received: () => number, onSlow: () => void) {
  const { bytesPerSecond, windowMs } = UPLOAD_LIMITS.minRate
  let atWindowStart = received()
  const timer = rateClock.current.every(windowMs, () => {
    const now = received()
    if (now - atWindowStart < (bytesPerSecond * windowMs) / 1000) {
      timer.stop()
      onSlow()
    }
    atWindowStart = now
  })
  return () => timer.stop()
}

/** The clock of the rate windows: tests hand a fake one and move it on a window at a time. */
export const rateClock: { current: Clock } = { current: systemClock }
