import { setTimeout as pause } from 'node:timers/promises'

/*
| Waiting for a state, never for a time (issue #43): a test reads the state
| it is about again and again until it is there. The pause between two reads
| is short, so a wait ends as soon as the state does; only the deadline is
| long, and only a failing test reaches it.
*/

type PollOptions = { timeout?: number; interval?: number; message?: string }

/**
 * Reads `read()` until `done(value)` holds, and returns that value; throws
 * (with `message`) once `timeout` ms have passed without it.
 */
export async function pollUntil<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeout = 10_000, interval = 20, message = 'condition not met in time' }: PollOptions = {}
): Promise<T> {
  const deadline = Date.now() + timeout
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`${message} (last: ${String(value).slice(0, 200)})`)
    await pause(interval)
  }
}

/** Until `check()` is true (see pollUntil). */
export async function waitUntil(check: () => boolean | Promise<boolean>, options?: PollOptions) {
  await pollUntil(check, Boolean, options)
}

/**
 * Reads `read()` until two reads `interval` ms apart agree (a page that
 * stopped scrolling, a count that stopped growing), and returns it.
 */
export async function pollUntilStable<T>(
  read: () => T | Promise<T>,
  { timeout = 10_000, interval = 50, message = 'value never settled' }: PollOptions = {}
): Promise<T> {
  let last: T | typeof UNSET = UNSET
  return pollUntil(
    read,
    (value) => {
      const same = value === last
      last = value
      return same
    },
    { timeout, interval, message }
  )
}

const UNSET = Symbol('unset')
