import { router } from '@inertiajs/react'

/*
| After a visit to another page, focus moves to the new page's main heading,
| as a page load would put a screen reader and the keyboard at the top: the
| heading is read out (it is the page's name), and the next Tab reaches the
| page's first action instead of going on through the sidebar that was used.
|
| Not on the first load (the browser starts at the top), nor on a visit that
| stays on the same page (a filter, a partial reload, a form sent back to its
| page), nor when the new page has already put focus somewhere on purpose
| (a field with autofocus, an open dialog). The heading gets tabindex="-1":
| focusable by script, not a Tab stop; its outline shows for keyboard users
| only (css/app.css, "focus indicator").
*/

/* Without a visit to compare with (Back, Forward): what a page focuses on purpose. */
const TAKEN_ON_PURPOSE = 'input, textarea, select, [contenteditable="true"], [role="dialog"] *'

/** The main heading of the page on screen: the content's first h1 (the layout's main, or the document's). */
function mainHeading() {
  return (
    document.querySelector<HTMLElement>('#main-content h1') ??
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('h1')
  )
}

/**
 * Focuses the heading unless the new page focused something itself: an
 * element other than the one focused when the visit started (`before`;
 * undefined when unknown, as after Back).
 */
export function focusMainHeading(before?: Element | null) {
  const active = document.activeElement
  if (active instanceof HTMLElement && active !== document.body && active !== before) {
    if (before !== undefined || active.matches(TAKEN_ON_PURPOSE)) return
  }
  const heading = mainHeading()
  if (!heading) return
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
}

/**
 * A visit started from a drawer (the mobile sidebar, a Headless UI dialog):
 * the drawer closes and gives the focus back to the button that opened it,
 * once its leave transition is over. The heading is focused after that
 * (up to 2 s): a focus left outside the content is the drawer's, not the page's.
 */
function afterDrawerCloses(drawer: Element) {
  const start = Date.now()
  const tick = () => {
    const open = drawer.isConnected && drawer.getClientRects().length > 0
    if (open && Date.now() - start < 2000) return void setTimeout(tick, 50)
    requestAnimationFrame(() => {
      const active = document.activeElement
      if (
        active &&
        active !== document.body &&
        document.getElementById('main-content')?.contains(active)
      )
        return
      focusMainHeading(active)
    })
  }
  tick()
}

export function installFocusOnVisit() {
  let shownPath = window.location.pathname
  let focusedAtStart: Element | null | undefined
  router.on('start', () => {
    focusedAtStart = document.activeElement
  })
  router.on('navigate', (event) => {
    const path = new URL(event.detail.page.url, window.location.origin).pathname
    const samePage = path === shownPath
    const before = focusedAtStart
    shownPath = path
    focusedAtStart = undefined
    if (samePage) return
    const drawer = before?.closest('[role="dialog"]')
    if (drawer) return afterDrawerCloses(drawer)
    /* After React has committed the new page and anything it focuses itself (autofocus, a dialog). */
    setTimeout(() => requestAnimationFrame(() => focusMainHeading(before)))
  })
}
