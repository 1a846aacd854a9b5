/*
| How often the app calls a method during one step of a test: password
| checks and hashes (the throttles count them before they run), errors
| reported to the log.
*/
import { withStub } from '#tests/helpers/with_stub'

type Method = (...args: any[]) => unknown

/** How many times `target[key]` is called while `run` goes on; each call still runs the method. */
export async function callsOf<T extends object, K extends keyof T>(
  target: T,
  key: K,
  run: () => Promise<unknown>
) {
  let count = 0
  const original = target[key] as Method
  const counted = function (this: unknown, ...args: unknown[]) {
    count++
    return original.apply(this, args)
  }
  await withStub(target, key, counted as T[K], async () => {
    await run()
  })
  return count
}
