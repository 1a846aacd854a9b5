/// <reference lib="dom" />
import type { Page, Route } from 'playwright'
import type User from '#models/user'
import { FIRST_FILE, signedInAt, type Visit } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/*
| Steps the shell's browser specs share: a signed-in page on the fake clock,
| requests held back until the test lets them go, the pages of one record,
| and how far a page scrolls sideways.
*/

/** A new page on Playwright's fake clock (installed before the sign-in), of `size` when given, signed in as `user`. */
export async function signedInOnClock(
  visit: Visit,
  user: User,
  size?: { width: number; height: number }
) {
  const page = await visit(FIRST_FILE)
  await page.clock.install()
  if (size) await page.setViewportSize(size)
  await signedInAt(page, user)
  return page
}

/**
 * Holds back every request matching `url` (a glob) until the returned `release()` is
 * called, then answers it with `answer` (by default: sent on to the server).
 */
export async function heldBack(
  page: Page,
  url: string,
  answer = (intercepted: Route) => intercepted.continue()
) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (intercepted) => {
    await held
    await answer(intercepted)
  })
  return release
}

/** A record type's own pages for one record: its creation form, its page, its edit form (of `editId` when given). */
export function recordPages(
  kind: 'contacts' | 'societes' | 'offres' | 'textes',
  id: number,
  editId = id
) {
  return [
    route(`${kind}.create`),
    route(`${kind}.show`, { id }),
    route(`${kind}.edit`, { id: editId }),
  ]
}

/** How far the page scrolls sideways, and its widest element (to make a failure readable). */
export async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const overflow = document.scrollingElement!.scrollWidth - width
    let culprit = ''
    if (overflow > 0) {
      let right = width
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        const box = element.getBoundingClientRect()
        if (box.right > right && box.width > 0) {
          right = box.right
          culprit = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)}`
        }
      }
    }
    return { overflow, culprit }
  })
}
