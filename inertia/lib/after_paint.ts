import { useEffect, useSyncExternalStore } from 'react'

/*
| What a signed-in page does not need for its first paint waits for it: the
| mobile sidebar's drawer (Headless UI's Dialog), the header's menus (Headless
| UI's Menu and Popover) and the avatars' images from gravatar.com. Fetched
| during the first render, they shared a phone's slow link with the page's own
| code and delayed its first paint by one or two round trips (Lighthouse,
| mobile: first paint 2.6 s). Now they start once the document has had its
| first contentful paint (Paint Timing; at most 1 s of waiting, since a
| background tab does not paint), then at the first idle moment. Opening the
| mobile menu before then loads it at once.
*/

let painted = false
let scheduled = false
const listeners = new Set<() => void>()

function markPainted() {
  painted = true
  for (const listener of listeners) listener()
}

/** Then the first idle moment (at most 0.5 s), so that the painted page's own work goes first. */
function whenIdle() {
  if ('requestIdleCallback' in window) requestIdleCallback(markPainted, { timeout: 500 })
  else setTimeout(markPainted, 50)
}

/** Called after the first commit: waits for the document's first contentful paint. */
function schedule() {
  if (painted || scheduled) return
  scheduled = true
  /* A later visit in the same document: it painted long ago. */
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return whenIdle()
  let waiting = true
  const done = () => {
    if (!waiting) return
    waiting = false
    observer?.disconnect()
    clearTimeout(timer)
    whenIdle()
  }
  let observer: PerformanceObserver | undefined
  try {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done()
    })
    observer.observe({ type: 'paint', buffered: true })
  } catch {
    /* No paint timing in this browser: the timer below decides. */
  }
  /* A tab opened in the background does not paint: do not wait for ever. */
  const timer = setTimeout(done, 1000)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** False until the first page has been painted, then true for good. */
export function useAfterFirstPaint() {
  const done = useSyncExternalStore(
    subscribe,
    () => painted,
    () => false
  )
  useEffect(schedule, [])
  return done
}
