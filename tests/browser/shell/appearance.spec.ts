/// <reference lib="dom" />
import { test } from '@japa/runner'
import { colorSchemeSeen } from '#tests/browser/waits'
import { route } from '#tests/helpers/routes'
import type { Visit } from '#tests/browser/fixtures'
import { onPage, pressButtons } from '#tests/browser/shell/shell_steps'

const rootClasses = () => document.documentElement.className

/** Where each test starts: the landing page, its « Apparence » panel open. */
async function appearancePanel(visit: Visit) {
  const page = await visit(route('home'))
  await pressButtons(page, 'Apparence')
  return page
}

test.group('Browser: dark mode and colour themes', () => {
  test(
    'theme and dark mode chosen on the landing page survive a reload with no flash',
    onPage(appearancePanel, async (page, assert) => {
      await pressButtons(page, 'Dark', 'Thème City')
      assert.match(await page.evaluate(rootClasses), /\bdark\b/)
      assert.match(await page.evaluate(rootClasses), /\btheme-city\b/)
      assert.equal(await page.evaluate(() => localStorage.getItem('oneuiDarkMode')), 'on')
      assert.equal(await page.evaluate(() => localStorage.getItem('oneuiColorTheme')), 'city')

      /* With the page's JavaScript blocked, only the inline script can set the classes: they are there before React. */
      let blocked = 0
      const scripts = '**/inertia/{app.tsx,welcome_boot.ts}*'
      await page.route(scripts, (intercepted) => {
        blocked++
        return intercepted.abort()
      })
      await page.reload()
      assert.isAbove(blocked, 0, 'the app was not loaded')
      /* The landing page is rendered by the server (inertia/ssr.tsx): it shows without the app, in the stored theme. */
      assert.equal(await page.locator('h1').count(), 1)
      assert.match(await page.evaluate(rootClasses), /\bdark\b/)
      assert.match(await page.evaluate(rootClasses), /\btheme-city\b/)
      await page.unroute(scripts)

      /* Back to a normal load: the City palette drives the primary colour of the page. */
      await page.reload()
      const themePrimary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--theme-primary').trim()
      )
      assert.equal(themePrimary, '#db3954')
      const cityButton = await page
        .getByRole('link', { name: "S'inscrire" })
        .evaluate((el) => getComputedStyle(el).backgroundColor)
      await page.evaluate(() => document.documentElement.classList.remove('theme-city'))
      const defaultButton = await page
        .getByRole('link', { name: "S'inscrire" })
        .evaluate((el) => getComputedStyle(el).backgroundColor)
      assert.notEqual(cityButton, defaultButton)
    })
  )

  test(
    'choosing another theme replaces the previous class',
    onPage(appearancePanel, async (page, assert) => {
      await pressButtons(page, 'Thème Flat', 'Thème Smooth')
      const classes = await page.evaluate(rootClasses)
      assert.match(classes, /\btheme-smooth\b/)
      assert.notMatch(classes, /\btheme-flat\b/)
      await pressButtons(page, 'Thème Azur')
      assert.notMatch(await page.evaluate(rootClasses), /theme-/)
    })
  )

  test(
    'system mode follows prefers-color-scheme live',
    onPage(appearancePanel, async (page, assert) => {
      await page.emulateMedia({ colorScheme: 'light' })
      await pressButtons(page, 'System')
      assert.notMatch(await page.evaluate(rootClasses), /\bdark\b/)

      await page.emulateMedia({ colorScheme: 'dark' })
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
      await page.emulateMedia({ colorScheme: 'light' })
      await page.waitForFunction(() => !document.documentElement.classList.contains('dark'))

      /* "Light" ignores the system preference. */
      await pressButtons(page, 'Light')
      await page.emulateMedia({ colorScheme: 'dark' })
      await colorSchemeSeen(page, 'dark')
      assert.notMatch(await page.evaluate(rootClasses), /\bdark\b/)
    })
  )
})
