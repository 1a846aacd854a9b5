/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { TestContext } from '@japa/runner/core'
import type { Page } from 'playwright'
import { signIn, userWithRole } from '#tests/browser/helpers'
import { route } from '#tests/helpers/routes'
import type { Visit } from '#tests/browser/fixtures'
import { onPage, proSignedIn } from '#tests/browser/shell/shell_steps'

/*
| The client helpers are loaded in the page itself (Vite serves the modules in
| tests), so these tests drive the real code, not a copy.
*/

type Assert = TestContext['assert']

/** What the app logs as it sends an ended session to /login (inertia/lib/session_expiry.ts). */
const SESSION_ENDED = 'Session expirée ou invalide → redirection login'

/** The home page on Playwright's fake clock: it flows as usual, and is moved on instead of waited out. */
async function onFakeClock(visit: Visit) {
  const page = await visit(route('home'))
  await page.clock.install()
  return page
}

test.group('Browser: toasts, confirm dialog, expired session', () => {
  test(
    'a server flash appears as a top-right toast and vanishes after 3 s',
    onPage(onFakeClock, async (page, assert) => {
      await signIn(page, await userWithRole('pro'))
      await page.goto(route('profile.edit'))
      await page.getByRole('button', { name: 'Enregistrer' }).click()

      const toast = page.locator('.swal2-container.swal2-top-end .swal2-toast')
      await page.assertVisible(toast)
      await page.assertTextContains('.swal2-toast', 'Profil mis à jour.')
      assert.equal(await page.locator('.swal2-toast .swal2-timer-progress-bar').count(), 1)
      assert.equal(await page.locator('.swal2-toast .swal2-confirm:visible').count(), 0)
      const box = await toast.boundingBox()
      assert.isAbove(box!.x, 700, 'on the right')
      assert.isBelow(box!.y, 100, 'at the top')

      await page.clock.fastForward(2500)
      await page.assertVisible(toast)
      await page.clock.fastForward(600)
      await page.waitForSelector('.swal2-toast', { state: 'detached', timeout: 2500 })
    })
  )

  test(
    'warning and error toasts stay 4 s, with the default texts',
    onPage(onFakeClock, async (page, assert) => {
      await page.evaluate(async () => {
        const { toast } = await import('/inertia/lib/toast.ts' as string)
        toast('error')
      })
      await page.assertTextContains('.swal2-toast', 'Une erreur est survenue')
      await page.clock.fastForward(3400)
      assert.equal(await page.locator('.swal2-toast').count(), 1, 'still there after 3.4 s')
      await page.clock.fastForward(700)
      await page.waitForSelector('.swal2-toast', { state: 'detached', timeout: 2000 })
    })
  )

  test('the confirm dialog resolves true on "Supprimer" and false on "Annuler"', async ({
    visit,
    assert,
  }) => {
    const page = await visit(route('home'))
    const ask = () =>
      page.evaluate(async () => {
        const { confirmDelete } = await import('/inertia/lib/confirm.ts' as string)
        return confirmDelete()
      })

    const first = ask()
    await page.assertTextContains('.swal2-popup', 'Êtes-vous sûr ?')
    await page.assertTextContains('.swal2-popup', 'Confirmer la suppression ?')
    await page.getByRole('button', { name: 'Supprimer' }).click()
    assert.isTrue(await first)

    const second = ask()
    await page.getByRole('button', { name: 'Annuler' }).click()
    assert.isFalse(await second)
  })

  test('an expired session: {label} warns and lands on /login')
    .with([
      {
        label: 'an /api call',
        url: undefined,
        async send(page: Page, assert: Assert) {
          /* Runs in the page: the URL is built here and handed in. */
          const status = await page.evaluate(async (url) => {
            const { http } = await import('/inertia/lib/http.ts' as string)
            try {
              await http.get(url)
              return 'resolved'
            } catch (error) {
              return (error as { status: number }).status
            }
          }, route('api.user'))
          assert.equal(status, 401, 'the promise is still rejected')
        },
      },
      {
        label: 'an Inertia form post refused with 419 (expired token)',
        url: route('profile.edit'),
        async send(page: Page) {
          await page.getByRole('button', { name: 'Enregistrer' }).click()
        },
      },
    ])
    .run(async ({ visit, assert }, { url, send }) => {
      const page = await proSignedIn(visit, url)
      const warnings: string[] = []
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))

      await page.context().clearCookies()
      await send(page, assert)
      await page.waitForURL(`**${route('login')}`)
      assert.include(warnings, SESSION_ENDED)
    })
})
