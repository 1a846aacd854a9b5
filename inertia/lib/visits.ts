import NProgress from 'nprogress'
import { useSyncExternalStore } from 'react'
import { router } from '@inertiajs/react'
import { SESSION_EXPIRED_STATUSES, leaveForLogin } from '~/lib/session_expiry'

/** Visits shorter than this show nothing: no bar, no loader. */
const SLOW_VISIT_MS = 250

/**
 * The visit in progress once it has lasted over 250 ms (null otherwise): the
 * header and page loaders (shell/visit_loaders.tsx) show while it is set.
 * `keepsPage` is a visit that keeps the page's state (a list filter being
 * typed): the page stays usable, so the page loader does not cover it.
 */
export type SlowVisit = { keepsPage: boolean }

let slowVisit: SlowVisit | null = null
const listeners = new Set<() => void>()

function setSlowVisit(value: SlowVisit | null) {
  slowVisit = value
  listeners.forEach((listener) => listener())
}

export function useSlowVisit() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => slowVisit,
    () => null
  )
}

/**
 * Page-visit behaviours: the blue progress bar (and the loaders the layout
 * settings turn on) shown when a visit lasts over 250 ms, and an expired
 * session (401/419) sending the person to /login instead of Inertia's
 * raw-response modal.
 */
export function installVisitBehaviours() {
  /* nprogress's own template has role="bar", which is not an ARIA role (axe: aria-roles);
     its bar is then found by class (with the default selector, [role="bar"], start() threw). */
  NProgress.configure({
    showSpinner: false,
    barSelector: '.bar',
    template:
      '<div class="bar" role="progressbar" aria-label="Chargement de la page"><div class="peg"></div></div>',
  })
  let timer: ReturnType<typeof setTimeout> | undefined

  router.on('start', (event) => {
    clearTimeout(timer)
    const keepsPage = event.detail.visit.preserveState === true
    timer = setTimeout(() => {
      NProgress.start()
      setSlowVisit({ keepsPage })
    }, SLOW_VISIT_MS)
  })
  router.on('progress', (event) => {
    const percentage = event.detail.progress?.percentage
    if (NProgress.isStarted() && percentage) NProgress.set(Math.min(0.9, percentage / 100))
  })
  router.on('finish', () => {
    clearTimeout(timer)
    NProgress.done()
    setSlowVisit(null)
  })

  router.on('httpException', (event) => {
    if (SESSION_EXPIRED_STATUSES.includes(event.detail.response.status)) {
      event.preventDefault()
      leaveForLogin()
    }
  })
}
