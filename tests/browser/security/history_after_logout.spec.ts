/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright'
import type { Assert } from '@japa/assert'
import { signIn, userWithRole } from '#tests/browser/helpers'
import { route } from '#tests/helpers/routes'
import { aContact } from '#tests/helpers/owned_records'

/*
| A shared computer at the school: once the session ends, Back must not show
| the previous signed-in page from the browser's history (Inertia keeps each
| page's props in history.state). Signed-in pages are kept encrypted and a
| guest page drops the key (app/middleware/inertia_middleware.ts), so Back
| asks the server, which answers with the login page.
*/
const SECRET = 'Zéphyrine Confidentielle'

async function openContactPage(page: Page) {
  const user = await userWithRole('pro')
  const contact = await aContact(user, { prenom: 'Zéphyrine', nom: 'Confidentielle' })
  await signIn(page, user)
  await page.goto(route('contacts.show', { id: contact.id }))
  await page.assertTextContains('main', SECRET)
  /* The contact page is reached through a client-side visit too, as a person would. */
  await page.goto(route('dashboard'))
  await page.goBack()
  await page.waitForURL((url) => url.pathname === route('contacts.show', { id: contact.id }))
  await page.assertTextContains('main', SECRET)
  return { user, contact }
}

/** After Back: the server was asked and answered with the login form; the secret is nowhere. */
async function assertBackShowsNothing(page: Page, assert: Assert) {
  await page.goBack()
  /* Inertia cannot read the page kept in the history: it asks the server, which answers with the login form. */
  await page.locator('input[name=password]').waitFor({ timeout: 10_000 })
  assert.notInclude(await page.locator('body').innerText(), SECRET)
}

test.group('Browser: history after the session ends', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('Back after logging out from the user menu shows the login page, not the contact', async ({
    visit,
    assert,
  }) => {
    const page = await visit(route('home'))
    await openContactPage(page)

    await page.getByRole('button', { name: /menu utilisateur/i }).click()
    await page.getByRole('menuitem', { name: 'Log Out' }).click()
    await page.waitForURL((url) => url.pathname === '/')

    await assertBackShowsNothing(page, assert)
  })

  test('the history of a signed-in page is stored encrypted', async ({ visit, assert }) => {
    const page = await visit(route('home'))
    await openContactPage(page)
    const stored = await page.evaluate(() => JSON.stringify(window.history.state ?? null))
    assert.notInclude(stored, 'Confidentielle')
  })

  test('Back after the session ended elsewhere shows the login page', async ({ visit, assert }) => {
    const page = await visit(route('home'))
    await openContactPage(page)

    /* The session ends elsewhere (another browser signs it out, or it expires); the next click asks the server. */
    await page.context().clearCookies()
    await page.locator('#sidebar').getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL((url) => url.pathname === route('login'))

    await assertBackShowsNothing(page, assert)
  })
})
