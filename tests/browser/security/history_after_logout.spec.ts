/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import type { Assert } from '@japa/assert'
import { signIn } from '#tests/browser/helpers'
import { aProWithContact, type Visit } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/*
| A shared computer at the school: once the session ends, Back must not show
| the previous signed-in page from the browser's history (Inertia keeps each
| page's props in history.state). Signed-in pages are kept encrypted and a
| guest page drops the key (app/middleware/inertia_middleware.ts), so Back
| asks the server, which answers with the login page.
*/
const SECRET = 'Zéphyrine Confidentielle'

/** A new page signed in on a contact's page (reached anew by Back too), its name on screen. */
async function openContactPage(visit: Visit) {
  const page = await visit(route('home'))
  const { user, contact } = await aProWithContact({ prenom: 'Zéphyrine', nom: 'Confidentielle' })
  await signIn(page, user)
  await page.goto(route('contacts.show', { id: contact.id }))
  await page.assertTextContains('main', SECRET)
  /* The contact page is reached through a client-side visit too, as a person would. */
  await page.goto(route('dashboard'))
  await page.goBack()
  await page.waitForURL((url) => url.pathname === route('contacts.show', { id: contact.id }))
  await page.assertTextContains('main', SECRET)
  return page
}

/** After Back: the server was asked and answered with the login form; the secret is nowhere. */
async function assertBackShowsNothing(page: Page, assert: Assert) {
  await page.goBack()
  /* Inertia cannot read the page kept in the history: it asks the server, which answers with the login form. */
  await page.locator('input[name=password]').waitFor({ timeout: 10_000 })
  assert.notInclude(await page.locator('body').innerText(), SECRET)
}

test.group('Browser: history after the session ends', () => {
  test('Back after {how} shows the login page, not the contact')
    .with([
      {
        how: 'logging out from the user menu',
        end: async (page: Page) => {
          await page.getByRole('button', { name: /menu utilisateur/i }).click()
          await page.getByRole('menuitem', { name: 'Log Out' }).click()
          await page.waitForURL((url) => url.pathname === '/')
        },
      },
      {
        how: 'the session ended elsewhere',
        /* Another browser signs it out, or it expires; the next click asks the server. */
        end: async (page: Page) => {
          await page.context().clearCookies()
          await page.locator('#sidebar').getByRole('link', { name: 'Dashboard' }).click()
          await page.waitForURL((url) => url.pathname === route('login'))
        },
      },
    ])
    .run(async ({ visit, assert }, { end }) => {
      const page = await openContactPage(visit)
      await end(page)
      await assertBackShowsNothing(page, assert)
    })

  test('the history of a signed-in page is stored encrypted', async ({ visit, assert }) => {
    const page = await openContactPage(visit)
    const stored = await page.evaluate(() => JSON.stringify(window.history.state ?? null))
    assert.notInclude(stored, 'Confidentielle')
  })
})
