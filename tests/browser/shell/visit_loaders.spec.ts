/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { APIResponse, Page } from 'playwright'
import { userWithRole } from '#tests/browser/helpers'
import { twoFrames } from '#tests/browser/waits'
import { route } from '#tests/helpers/routes'
import { heldBack, signedInOnClock } from '#tests/browser/shell/page_steps'

/** A visit is slow past 250 ms (inertia/lib/visits.ts): the page's clock is moved on by this much. */
const SLOW = 300

const LOADERS = ['[data-testid=page-loader]', '[data-testid=header-loader]', '#nprogress .bar']
const loaderSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { loaderSeen: boolean }).loaderSeen)

/** Turns the page and header loaders on through the settings store, as a page would. */
async function turnLoadersOn(page: Page) {
  await page.evaluate(async () => {
    const { layout } = await import('/inertia/layout_settings/store.ts' as string)
    layout.pageLoader('on')
    layout.headerLoader('on')
  })
}

/** Notes in the page whether any of these loaders ever appears from now on. */
async function watchLoaders(page: Page, selectors = LOADERS) {
  await page.evaluate((watched) => {
    const seen = window as unknown as { loaderSeen: boolean }
    seen.loaderSeen = false
    new MutationObserver(() => {
      if (watched.some((selector) => document.querySelector(selector))) seen.loaderSeen = true
    }).observe(document.body, { childList: true, subtree: true })
  }, selectors)
}

test.group('Browser: page and header loaders', (group) => {
  group.each.timeout(120_000)

  test('a visit over 250 ms shows the page loader, the header loader and the blue bar; a fast one shows nothing', async ({
    visit,
    assert,
  }) => {
    /* The page's clock flows as usual; the 250 ms are moved on instead of waited out. */
    const page = await signedInOnClock(visit, await userWithRole('pro'), {
      width: 1440,
      height: 900,
    })
    await turnLoadersOn(page)

    /* The server's answer to the visit of Sociétés (/app/company) is held back until the loaders show, then kept. */
    let answer: APIResponse | undefined
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${route('societes.index')}`, async (intercepted) => {
      if (!intercepted.request().headers()['x-inertia']) return intercepted.continue()
      answer ??= await intercepted.fetch()
      await held
      await intercepted.fulfill({ response: answer })
    })

    await page.locator('#sidebar').getByRole('link', { name: 'Sociétés' }).click()
    await page.clock.fastForward(SLOW)
    for (const selector of LOADERS) await page.waitForSelector(selector, { state: 'visible' })
    /* The veil covers the content area, under the header. */
    const veil = await page.locator('[data-testid=page-loader]').boundingBox()
    const content = await page.locator('#main-content').boundingBox()
    assert.deepEqual(veil, content)
    release()
    await page.waitForURL(`**${route('societes.index')}`)
    await page.waitForSelector('[data-testid=page-loader]', { state: 'detached' })
    await page.waitForSelector('[data-testid=header-loader]', { state: 'detached' })

    /* Back on the dashboard, the same visit answered at once: nothing shows. */
    await page.locator('#sidebar').getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL(`**${route('dashboard')}`)
    await page.waitForSelector('[data-testid=page-loader]', { state: 'detached' })
    await page.waitForSelector('#nprogress', { state: 'detached' })
    await watchLoaders(page)
    await page.locator('#sidebar').getByRole('link', { name: 'Sociétés' }).click()
    await page.waitForURL(`**${route('societes.index')}`)
    /* A slow-visit timer left running would fire now. */
    await page.clock.fastForward(2 * SLOW)
    await twoFrames(page)
    assert.isFalse(await loaderSeen(page))
  })

  test('the loaders are off by default: a slow visit shows only the blue bar', async ({
    visit,
    assert,
  }) => {
    const page = await signedInOnClock(visit, await userWithRole('pro'))
    /* The visit is held until the bar shows and as long again has passed. */
    const release = await heldBack(page, `**${route('societes.index')}`)
    await watchLoaders(page, LOADERS.slice(0, 2))
    await page.locator('#sidebar').getByRole('link', { name: 'Sociétés' }).click()
    await page.clock.fastForward(SLOW)
    await page.waitForSelector('#nprogress .bar', { state: 'visible' })
    await page.clock.fastForward(SLOW)
    await twoFrames(page)
    release()
    await page.waitForURL(`**${route('societes.index')}`)
    assert.isFalse(await loaderSeen(page))
  })
})
