import { useSyncExternalStore } from 'react'
import { DESKTOP_MIN_WIDTH } from './defaults.js'

/* The same line as the commands (DESKTOP_MIN_WIDTH) and Tailwind's lg (app.css). */
const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`

function subscribe(listener: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/**
 * Whether the window is desktop-wide: the sidebar is then a column beside the
 * page, below it a modal drawer. Signed-in pages render in the browser only,
 * so the server value is never used for them.
 */
export function useIsDesktop() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => true
  )
}
