/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright'
import { signIn, userWithRole } from '#tests/browser/helpers'
import { signedInSized } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/*
| The drawers with the keyboard alone: the mobile menu and the side overlay
| keep the focus inside while open, Escape closes them and gives the focus
| back to the button that opened them, and a closed drawer's links are out of
| the Tab order.
*/

type Focus = { name: string; inSidebar: boolean; inOverlay: boolean }
type Recorder = { focusWalk: Focus[]; describeFocus: () => Focus }

/**
 * In the page: describes what has the focus (its label or text, the drawer it is
 * in) and, after every key press, records it, so a long Tab walk costs one
 * round trip instead of one per key.
 */
async function recordFocus(page: Page) {
  await page.evaluate(() => {
    const recorder = window as unknown as Recorder
    recorder.focusWalk = []
    recorder.describeFocus = () => {
      const el = document.activeElement as HTMLElement | null
      return {
        name: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
        inSidebar: !!el?.closest('#sidebar'),
        inOverlay: !!el?.closest('#side-overlay'),
      }
    }
    window.addEventListener('keyup', () => recorder.focusWalk.push(recorder.describeFocus()), {
      capture: true,
    })
  })
}

const focused = (page: Page) => page.evaluate(() => (window as unknown as Recorder).describeFocus())

/** Presses `key` `times` times; where the focus was after each press. */
async function walk(page: Page, times: number, key = 'Tab') {
  await page.evaluate(() => {
    ;(window as unknown as Recorder).focusWalk = []
  })
  for (let i = 0; i < times; i++) await page.keyboard.press(key)
  return page.evaluate(() => (window as unknown as Recorder).focusWalk)
}

/** Presses Tab until the element named `name` has the focus (at most `max` times). */
async function tabTo(page: Page, name: string, max: number) {
  const steps = await walk(page, max)
  const names = steps.map((focus) => focus.name)
  const at = names.indexOf(name)
  if (at === -1) throw new Error(`"${name}" never got the focus`)
  /* Back to it: the walk went on past it. */
  await walk(page, max - 1 - at, 'Shift+Tab')
  const { name: now } = await focused(page)
  if (now !== name) throw new Error(`"${name}" lost the focus`)
}

/**
 * The Tab walks start from the top of the page, as after a page load: the
 * sign-in's visit put the focus on the dashboard's heading (layouts/focus_on_visit.ts).
 */
async function tabFromTop(page: Page) {
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
  await page.evaluate(() => {
    document.body.tabIndex = -1
    document.body.focus()
    document.body.removeAttribute('tabindex')
  })
}

/** A pro signed in, in a window of the given width (a phone's by default). */
async function signedInAt(visit: (url: string) => Promise<Page>, width = 390) {
  const page = await signedInSized(
    visit,
    { width, height: width < 992 ? 844 : 800 },
    await userWithRole('pro')
  )
  await tabFromTop(page)
  return page
}

test.group('Browser: drawers and the keyboard', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('at 390 px the menu drawer opens, keeps the focus, closes with Escape; closed, its links are unreachable', async ({
    visit,
    assert,
  }) => {
    const page = await signedInAt(visit)
    await recordFocus(page)

    await tabTo(page, 'Afficher ou masquer le menu', 5)
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      () => document.querySelector('#sidebar')?.getBoundingClientRect().left === 0
    )
    const first = await focused(page)
    assert.isTrue(first.inSidebar, 'the focus moved into the drawer')

    /* Tab and Shift+Tab go round inside: more presses than the drawer has controls, all inside. */
    const tabbable = await page
      .locator('#sidebar')
      .evaluate((el) => el.querySelectorAll('a[href], button').length)
    const forwards = await walk(page, tabbable + 3)
    assert.isTrue(
      forwards.every((f) => f.inSidebar),
      'Tab left the drawer'
    )
    assert.includeMembers(
      forwards.map((f) => f.name),
      ['Fermer le menu', 'Dashboard', 'Landing', 'Thème City']
    )
    const backwards = await walk(page, tabbable + 3, 'Shift+Tab')
    assert.isTrue(
      backwards.every((f) => f.inSidebar),
      'Shift+Tab left the drawer'
    )

    await page.keyboard.press('Escape')
    await page.waitForSelector('#sidebar', { state: 'detached' })
    const { name: back } = await focused(page)
    assert.equal(back, 'Afficher ou masquer le menu')

    /* Closed: a Tab walk on through the whole page never meets a menu link. */
    const closedWalk = await walk(page, 40)
    assert.isFalse(
      closedWalk.some((f) => f.inSidebar),
      'a link of the closed drawer got the focus'
    )
    assert.equal(await page.locator('#sidebar a').count(), 0)
  }).timeout(120_000)

  test('the side overlay keeps the focus while open and gives it back on Escape', async ({
    visit,
    assert,
  }) => {
    const page = await signedInAt(visit)
    await recordFocus(page)

    await tabTo(page, 'Ouvrir le panneau latéral', 12)
    await page.keyboard.press('Enter')
    await page.waitForSelector('#side-overlay')
    const first = await focused(page)
    assert.isTrue(first.inOverlay, 'the focus moved into the panel')

    const tabbable = await page
      .locator('#side-overlay')
      .evaluate(
        (el) => el.querySelectorAll('a[href], button:not([tabindex="-1"]), [tabindex="0"]').length
      )
    const forwards = await walk(page, tabbable + 3)
    assert.isTrue(
      forwards.every((f) => f.inOverlay),
      'Tab left the panel'
    )
    assert.includeMembers(
      forwards.map((f) => f.name),
      ['Fermer le panneau', 'Droite', 'Étroite']
    )

    await page.keyboard.press('Escape')
    await page.waitForSelector('#side-overlay', { state: 'detached' })
    const { name: back } = await focused(page)
    assert.equal(back, 'Ouvrir le panneau latéral')
  }).timeout(120_000)

  test('on desktop the hidden sidebar leaves the Tab order', async ({ visit, assert }) => {
    const page = await signedInAt(visit, 1280)
    await recordFocus(page)

    await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).click()
    await page.waitForFunction(
      () => document.querySelector('#sidebar')!.getBoundingClientRect().right <= 0
    )
    await page
      .locator('#sidebar a')
      .first()
      .evaluate((link) => (link as HTMLElement).focus())
    const afterFocus = await focused(page)
    assert.isFalse(afterFocus.inSidebar, 'an inert link took the focus')
    const walked = await walk(page, 30)
    assert.isFalse(
      walked.some((f) => f.inSidebar),
      'a link of the hidden sidebar got the focus'
    )
  }).timeout(120_000)

  test('a press before the drawer’s code has arrived opens it once it is there; Escape gives the focus back', async ({
    visit,
    assert,
  }) => {
    const page = await visit(route('home'))
    await page.setViewportSize({ width: 390, height: 844 })
    /* The drawer's chunk (inertia/lib/lazy_once.tsx) is held back until the menu button was pressed. */
    let release!: () => void
    const pressed = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/inertia/shell/mobile_sidebar.tsx*', async (intercepted) => {
      await pressed
      await intercepted.continue()
    })
    await signIn(page, await userWithRole('pro'))
    await tabFromTop(page)
    await recordFocus(page)

    await tabTo(page, 'Afficher ou masquer le menu', 5)
    await page.keyboard.press('Enter')
    assert.equal(await page.locator('#sidebar').count(), 0, 'no drawer before its code')
    release()
    await page.waitForFunction(
      () => document.querySelector('#sidebar')?.getBoundingClientRect().left === 0
    )
    const inside = await focused(page)
    assert.isTrue(inside.inSidebar, 'the focus moved into the drawer')

    await page.keyboard.press('Escape')
    await page.waitForSelector('#sidebar', { state: 'detached' })
    const { name: back } = await focused(page)
    assert.equal(back, 'Afficher ou masquer le menu')
  }).timeout(120_000)

  test('on a phone, the drawer’s and the menus’ code is fetched after the page has painted, and the menus still open', async ({
    visit,
    assert,
  }) => {
    const page = await signedInAt(visit)
    /* A fresh document: its first paint is this page's, not the sign-in form's. */
    await page.goto(new URL(route('contacts.index'), page.url()).href)
    await page.getByRole('button', { name: 'Notifications' }).waitFor()
    await page.waitForFunction(() =>
      ['mobile_sidebar', 'shell/menus'].every((name) =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes(name))
      )
    )
    const timings = await page.evaluate(() => {
      const startOf = (name: string) =>
        performance.getEntriesByType('resource').find((entry) => entry.name.includes(name))!
          .startTime
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        drawer: startOf('mobile_sidebar'),
        menus: startOf('shell/menus'),
      }
    })
    assert.isNumber(timings.paint)
    assert.isAbove(timings.drawer, timings.paint!, 'the drawer waited for the first paint')
    assert.isAbove(timings.menus, timings.paint!, 'the menus waited for the first paint')

    await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).click()
    await page.waitForFunction(
      () => document.querySelector('#sidebar')?.getBoundingClientRect().left === 0
    )
  }).timeout(120_000)
})
