/*
| The time read by the code whose tests would otherwise wait for it to pass
| (an expiry, a sweep every second). Production uses `systemClock`; a test
| hands such code a fake one (tests/helpers/fake_clock.ts) and moves it on
| at once. Kept to what that code needs.
*/

export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number
  /** Runs `run` every `ms` until stopped; the timer never keeps the process alive. */
  every(ms: number, run: () => void): { stop(): void }
}

export const systemClock: Clock = {
  now: () => Date.now(),
  every(ms, run) {
    const timer = setInterval(run, ms)
    timer.unref()
    return { stop: () => clearInterval(timer) }
  },
}
