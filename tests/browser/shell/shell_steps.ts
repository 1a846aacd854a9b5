/// <reference lib="dom" />
import type { TestContext } from '@japa/runner/core'
import type { Page } from 'playwright'
import { userWithRole } from '#tests/browser/helpers'
import { signedInAs, signedInSized, type Visit } from '#tests/browser/fixtures'

/*
| Steps the shell's specs of the layout, the drawers, the palette, the keyboard
| and the client helpers share: where a test starts (a new pro signed in, a
| page a step opens), buttons pressed in turn.
*/

/** The page of a new pro signed in through the form (`signedInAs`), then at `url` when one is given. */
export async function proSignedIn(visit: Visit, url?: string) {
  const { page } = await signedInAs(visit, 'pro', url)
  return page
}

/** The same in a window of `size` from its first load on (a phone's, a desktop's). */
export async function proSignedInSized(visit: Visit, size: { width: number; height: number }) {
  return signedInSized(visit, size, await userWithRole('pro'))
}

/**
 * A test's function whose `body` gets the page `start` opens (a pro's dashboard at
 * a size, the landing page on a fake clock…) and `assert`:
 * `test('…', onPage(desktopDashboard, async (page, assert) => { … }))`.
 */
export function onPage(
  start: (visit: Visit) => Promise<Page>,
  body: (page: Page, assert: TestContext['assert']) => Promise<void>
) {
  return async ({ visit, assert }: TestContext) => body(await start(visit), assert)
}

/** Clicks the buttons named `names`, in turn. */
export async function pressButtons(page: Page, ...names: string[]) {
  for (const name of names) await page.getByRole('button', { name }).click()
}
