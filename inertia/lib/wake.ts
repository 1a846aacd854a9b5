/*
| The landing page is sent rendered by the server and stays static until
| someone needs its JavaScript (inertia/welcome_boot.ts): the React app
| (react-dom, Inertia, ~120 KB gzip) is loaded and hydrates the page only then.
| This module is the small contract between that boot script and the React
| components it wakes: which button was pressed before the app was there.
| It imports nothing, so the boot script stays a few KB.
*/

type WakeState = { booted: boolean; pressed: string | null }

declare global {
  interface Window {
    __esidoorWake?: WakeState
  }
}

function state(): WakeState | undefined {
  return typeof window === 'undefined' ? undefined : window.__esidoorWake
}

/** Called once by the boot script, before it enables the page's buttons. */
export function startWake() {
  window.__esidoorWake = { booted: true, pressed: null }
}

/**
 * True in a browser whose page the boot script handles: a button marked with
 * `data-wake` is live before hydration (the boot script answers its press).
 */
export function wakeBooted() {
  return !!state()?.booted
}

/** The boot script records the press that woke the app. */
export function rememberPress(key: string) {
  const current = state()
  if (current) current.pressed = key
}

/** Once hydrated, the component of that button takes the press (once) and acts on it. */
export function takePress(key: string) {
  const current = state()
  if (!current || current.pressed !== key) return false
  current.pressed = null
  return true
}
