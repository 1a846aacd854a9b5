/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { colorSchemeSeen } from '#tests/browser/waits'
import { route } from '#tests/helpers/routes'
import type { Visit } from '#tests/browser/fixtures'
import { heldBack } from '#tests/browser/shell/page_steps'

/*
| The landing page, loaded from the server, runs inertia/welcome_boot.ts: the
| React app (inertia/app.tsx) is loaded only when something needs it (the
| appearance menu, a flash message). In tests the app is served by Vite as
| /inertia/app.tsx.
*/

const APP = '**/inertia/app.tsx*'
/* The test server's Vite HMR socket (another port) is refused by the CSP: not the page's doing. */
const HMR_SOCKET = /^Connecting to 'ws:\/\/localhost:\d+\/.*Content Security Policy/s

/** Requests for the React app, counted from now. */
function appRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/inertia/app.tsx') seen.push(request.url())
  })
  return seen
}

function errorsOf(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !HMR_SOCKET.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * A new page that counts its requests for the React app and its errors from before
 * the landing page loads (reached from the login page; `before` runs first), once
 * the landing page is loaded and its network quiet.
 */
async function landingWatched(visit: Visit, before?: (page: Page) => Promise<unknown>) {
  const page = await visit(route('login'))
  const requests = appRequests(page)
  const errors = errorsOf(page)
  await before?.(page)
  await page.goto(route('home'))
  await page.waitForLoadState('networkidle')
  return { page, requests, errors }
}

test.group('Browser: the landing page loads the app only when needed', () => {
  test('a visit downloads no React app; the first press on Apparence loads it and opens the panel', async ({
    visit,
    assert,
  }) => {
    const { page, requests, errors } = await landingWatched(visit)

    assert.equal(await page.locator('h1').count(), 1)
    assert.deepEqual(requests, [], 'the app is not loaded by a plain visit')
    const button = page.getByRole('button', { name: 'Apparence' })
    assert.isTrue(await button.isEnabled(), 'the button is live before the app')
    assert.equal(await button.getAttribute('aria-expanded'), 'false')

    await button.click()
    await page.getByRole('button', { name: 'Dark' }).click()
    assert.isAbove(requests.length, 0, 'the press loaded the app')
    assert.equal(await button.getAttribute('aria-expanded'), 'true')
    assert.match(await page.evaluate(() => document.documentElement.className), /\bdark\b/)

    /* Once alive, the button is React's: a press closes the panel (not opened twice). */
    await button.click()
    assert.equal(await button.getAttribute('aria-expanded'), 'false')
    assert.deepEqual(errors, [], 'hydrated without a mismatch')
  })

  test('the press is not lost while the app is still on its way, and the keyboard works', async ({
    visit,
    assert,
  }) => {
    const { page } = await landingWatched(visit)
    const release = await heldBack(page, APP)

    const button = page.getByRole('button', { name: 'Apparence' })
    await button.focus()
    await page.keyboard.press('Enter')
    assert.equal(await page.getByRole('button', { name: 'Dark' }).count(), 0, 'not yet')

    release()
    await page.getByRole('button', { name: 'Dark' }).waitFor()
    assert.equal(await button.getAttribute('aria-expanded'), 'true')
    await page.keyboard.press('Escape')
    assert.equal(await button.getAttribute('aria-expanded'), 'false')
    assert.isTrue(await button.evaluate((element) => element === document.activeElement))
  })

  test('before the app, dark mode "system" follows the system live', async ({ visit, assert }) => {
    const { page, requests } = await landingWatched(visit, (at) =>
      at.emulateMedia({ colorScheme: 'light' })
    )
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    assert.isFalse(await dark())
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
    await page.evaluate(() => localStorage.setItem('oneuiDarkMode', 'off'))
    await page.emulateMedia({ colorScheme: 'light' })
    await colorSchemeSeen(page, 'light')
    assert.isTrue(await dark(), 'a stored choice is left alone')
    assert.deepEqual(requests, [])
  })

  test('a flash message on the landing page wakes the app and shows its toast', async ({
    visit,
    assert,
  }) => {
    const { page, requests } = await landingWatched(visit, (at) =>
      at.context().setFlashMessages({ success: 'Votre compte a été supprimé.' })
    )
    await page.getByText('Votre compte a été supprimé.').waitFor()
    assert.isAbove(requests.length, 0)
  })

  test('the links work before the app: "J\'ai déjà un compte" opens the login page', async ({
    visit,
  }) => {
    const page = await visit(route('home'))
    await page.getByRole('link', { name: "J'ai déjà un compte" }).click()
    await page.waitForURL(`**${route('login')}`)
    await page.getByRole('button', { name: 'Se connecter' }).waitFor()
  })
})
