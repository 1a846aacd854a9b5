import type { Clock } from '#services/platform/clock'

/**
 * A clock a test moves on at once (app/services/platform/clock.ts): `now()`
 * stands still until `advance(ms)`, which also runs the timers that fall
 * due meanwhile, in order.
 */
export class FakeClock implements Clock {
  #now: number
  #timers = new Set<{ due: number; ms: number; run: () => void }>()

  constructor(start = Date.now()) {
    this.#now = start
  }

  now() {
    return this.#now
  }

  every(ms: number, run: () => void) {
    const timer = { due: this.#now + ms, ms, run }
    this.#timers.add(timer)
    return { stop: () => this.#timers.delete(timer) }
  }

  /** How many timers are running (0: none left behind). */
  get timers() {
    return this.#timers.size
  }

  advance(ms: number) {
    const end = this.#now + ms
    for (;;) {
      const next = [...this.#timers].sort((a, b) => a.due - b.due)[0]
      if (!next || next.due > end) break
      this.#now = next.due
      next.due += next.ms
      next.run()
    }
    this.#now = end
  }
}
