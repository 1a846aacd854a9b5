/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { UserFactory } from '#database/factories/user_factory'
import { route } from '#tests/helpers/routes'

/*
| Guest pages are rendered by the server (inertia/ssr.tsx) and hydrated by the
| browser (inertia/app.tsx). Between the two, a person can already type: what
| was typed must reach the form once the page is alive (and a form sent
| before that is a plain POST: before_hydration.spec.ts).
*/

/* The test server's Vite HMR socket (another port) is refused by the CSP: not the page's doing. */
const HMR_SOCKET = /^Connecting to 'ws:\/\/localhost:\d+\/.*Content Security Policy/s

/**
 * A new page at the landing page, with its console errors and uncaught exceptions
 * from then on (hydration mismatches are reported there).
 */
async function watchedPage(visit: (url: string) => Promise<Page>) {
  const page = await visit(route('home'))
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !HMR_SOCKET.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors }
}

test.group('Browser: server-rendered guest pages', () => {
  test('what is typed before the login page is hydrated signs the person in', async ({
    visit,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { page, errors } = await watchedPage(visit)

    /* The app's JavaScript is held back until the form has been filled in. */
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/inertia/app.tsx*', async (intercepted) => {
      await held
      await intercepted.continue()
    })
    await page.goto(route('login'), { waitUntil: 'commit' })
    await page.getByLabel('Adresse e-mail').fill(user.email)
    await page.locator('input[name=password]').fill('motdepasse')
    await page.getByLabel('Se souvenir de moi').check()
    const submit = page.getByRole('button', { name: 'Se connecter' })
    /* The form works on its own (before_hydration.spec.ts): a real POST, never a password in a URL. */
    assert.isTrue(await submit.isEnabled())
    assert.equal(await page.locator('form').getAttribute('method'), 'post')
    assert.equal(await page.locator('form').getAttribute('action'), route('login'))

    release()
    await page.waitForLoadState('networkidle')
    assert.deepEqual(errors, [], 'hydrated without an error')
    await submit.click()
    await page.waitForURL(`**${route('dashboard')}`)
    await page.assertTextContains('main', 'Bonjour')
  })

  test('the landing and auth pages hydrate without a mismatch', async ({ visit, assert }) => {
    const { page, errors } = await watchedPage(visit)
    for (const url of ['/', route('login'), route('register'), route('password.request')]) {
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      assert.equal(await page.locator('#app').getAttribute('data-server-rendered'), 'true', url)
    }
    assert.equal(await page.title(), 'Mot de passe oublié - e-sidoor')
    /* Alive: the appearance menu of the landing page opens. */
    await page.goto(route('home'))
    await page.getByRole('button', { name: 'Apparence' }).click()
    await page.getByRole('button', { name: 'Dark' }).waitFor()
    assert.deepEqual(errors, [])
  })
})
