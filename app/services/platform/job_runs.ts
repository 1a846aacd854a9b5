/*
| The job runs of this process (config/queue.ts wraps each one), so that a
| worker asked to stop lets them finish before the app ends and closes the
| database (start/queue_worker.ts): a mail handed to the SMTP server is then
| marked sent, and never sent again by a recovered job.
*/
const runs = new Set<Promise<unknown>>()

/** Runs `run` (one job attempt and its acknowledgement) and remembers it until it settles. */
export function trackRun<Result>(run: () => Promise<Result>): Promise<Result> {
  const promise = run()
  const forget = () => runs.delete(promise)
  runs.add(promise)
  promise.then(forget, forget)
  return promise
}

/** Resolves once no job run is in progress. */
export async function runsSettled() {
  while (runs.size > 0) await Promise.allSettled([...runs])
}
