import type { Page } from 'playwright'
import type User from '#models/user'
import { signIn } from '#tests/browser/helpers'
import { route } from '#tests/helpers/routes'

/*
| What most browser tests start from, in one line each: a page signed in
| through the real form, at the page under test.
*/

/** The test context's `visit`: a new page at `url`. */
export type Visit = (url: string) => Promise<Page>

/**
 * A new page signed in as `user` through the real login form (`signIn`: two-factor
 * code included), then at `url` when one is given.
 */
export async function signedIn(visit: Visit, user: User, url?: string) {
  const page = await visit(route('home'))
  await signIn(page, user)
  if (url) await page.goto(url)
  return page
}
