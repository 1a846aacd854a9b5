import NProgress from 'nprogress'
import { router } from '@inertiajs/react'
import { SESSION_EXPIRED_STATUSES, leaveForLogin } from '~/lib/session_expiry'

/**
 * Page-visit behaviours: the blue progress bar shown when a visit lasts
 * over 250 ms, and an expired session (401/419) sending the person to /login
 * instead of Inertia's raw-response modal.
 */
export function installVisitBehaviours() {
  /* nprogress's own template has role="bar", which is not an ARIA role (axe: aria-roles). */
  NProgress.configure({
    showSpinner: false,
    template:
      '<div class="bar" role="progressbar" aria-label="Chargement de la page"><div class="peg"></div></div>',
  })
  let timer: ReturnType<typeof setTimeout> | undefined

  router.on('start', () => {
    clearTimeout(timer)
    timer = setTimeout(() => NProgress.start(), 250)
  })
  router.on('progress', (event) => {
    const percentage = event.detail.progress?.percentage
    if (NProgress.isStarted() && percentage) NProgress.set(Math.min(0.9, percentage / 100))
  })
  router.on('finish', () => {
    clearTimeout(timer)
    NProgress.done()
  })

  router.on('httpException', (event) => {
    if (SESSION_EXPIRED_STATUSES.includes(event.detail.response.status)) {
      event.preventDefault()
      leaveForLogin()
    }
  })
}
