import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright'
import { layoutSettled } from '#tests/browser/waits'

/*
| The dashboard's browser specs (checklist, side overlay and bell):
| screenshots at the three widths the product is checked at, opt-in with
| DASHBOARD_SCREENSHOTS=1 (into tmp/screenshots/dashboard/), and the
| sideways scroll of a page.
*/

const SCREENSHOTS = process.env.DASHBOARD_SCREENSHOTS === '1'

/** The page (only the viewport if `fullPage` is false) at 390, 1000 and 1440 px, light and dark. */
export async function shootWidths(page: Page, name: string, fullPage = true) {
  if (!SCREENSHOTS) return
  mkdirSync('tmp/screenshots/dashboard', { recursive: true })
  const size = page.viewportSize()
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    for (const width of [390, 1000, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await layoutSettled(page)
      await page.screenshot({
        path: `tmp/screenshots/dashboard/${name}-${scheme}-${width}.png`,
        fullPage,
      })
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  if (size) await page.setViewportSize(size)
}

/** How far the page scrolls sideways (0: not at all). */
export function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}
