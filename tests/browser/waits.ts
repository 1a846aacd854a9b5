/// <reference lib="dom" />
import { errors, type Page } from 'playwright'

/*
| What a browser test waits for, instead of a fixed time (issue #43): a
| state of the page. A page whose layout just changed (a new width, a colour
| scheme, a menu folded) is measured once its fonts are in, two frames have
| been drawn and no transition runs; a page that must NOT react to something
| (a stored choice that ignores the system) is read once the page has seen
| that something. Time the app itself counts (a toast's 3 s, an editor's
| history group) is moved with Playwright's fake clock, `page.clock`, never
| waited out: see client_behaviours.spec.ts.
*/

/** How long the page's transitions (a colour scheme just switched) may run. */
const SETTLE_TIMEOUT = 5_000

/** Two frames drawn: whatever a change of size, class or media started has begun. */
export function twoFrames(page: Page) {
  return page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  )
}

/**
 * Waits until no transition or animation runs (at most 5 s: a spinner that
 * turns forever lets the test go on, as before). Two frames first: a
 * transition a new colour scheme starts exists only once the browser has
 * restyled the page.
 */
export async function transitionsEnded(page: Page) {
  await twoFrames(page)
  try {
    await page.waitForFunction(
      () => !document.getAnimations().some((a) => a.playState === 'running'),
      undefined,
      { timeout: SETTLE_TIMEOUT }
    )
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error
  }
}

/** After a new viewport, colour scheme or folded menu: fonts in, frames drawn, transitions over. */
export async function layoutSettled(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await transitionsEnded(page)
}

/**
 * After `page.emulateMedia({ colorScheme })`: until the page's media query
 * says so, then two frames, so that its `change` listeners have run (the
 * browser reports media changes before it runs the frame's callbacks).
 */
export async function colorSchemeSeen(page: Page, scheme: 'light' | 'dark') {
  await page.waitForFunction(
    (wanted) => matchMedia(`(prefers-color-scheme: ${wanted})`).matches,
    scheme
  )
  await twoFrames(page)
}

/**
 * Starts listening for the end of the next Inertia visit (its `inertia:finish`
 * event); await the returned function once the visit is under way. Then two
 * frames, so the effects of the new page have run.
 */
export async function nextVisitFinished(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { visitFinished?: boolean }
    state.visitFinished = false
    document.addEventListener('inertia:finish', () => (state.visitFinished = true), { once: true })
  })
  return async () => {
    await page.waitForFunction(
      () => (window as unknown as { visitFinished?: boolean }).visitFinished === true
    )
    await twoFrames(page)
  }
}
