/*
| The session's sliding expiry, moved forward at most once a minute: a request
| that changes nothing in the session ("touch") extends the stored expiry only
| when the last extension is more than a minute old. A write (a real change)
| always stores the data and a fresh expiry. Both stores (database, Redis) read
| the stored expiry with the session itself, so the rule holds across processes.
*/
export const TOUCH_EVERY_MS = 60_000

/** How many loaded sessions a store instance remembers (one per request; a few for the collection). */
const REMEMBERED = 16

/** What a store instance knows of the expiries it has read or written. */
export class KnownExpiries {
  #expiries = new Map<string, number>()

  constructor(private ttlMs: number) {}

  remember(sessionId: string, expiresAt: number) {
    this.#expiries.delete(sessionId)
    this.#expiries.set(sessionId, expiresAt)
    if (this.#expiries.size > REMEMBERED) {
      this.#expiries.delete(this.#expiries.keys().next().value!)
    }
  }

  forget(sessionId: string) {
    this.#expiries.delete(sessionId)
  }

  /** A fresh expiry from now. */
  next(now = Date.now()) {
    return now + this.ttlMs
  }

  /**
   * True when the stored expiry was extended less than a minute ago (or is not
   * known: then the store extends it, as before).
   */
  isFresh(sessionId: string, now = Date.now()) {
    const expiresAt = this.#expiries.get(sessionId)
    return expiresAt !== undefined && expiresAt - now > this.ttlMs - TOUCH_EVERY_MS
  }
}
