/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { signIn, userWithRole } from '#tests/browser/helpers'
import type { Visit } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { onPage, proSignedInSized } from '#tests/browser/shell/shell_steps'
import { heldBack } from '#tests/browser/shell/page_steps'

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

/** The focus at the top of the page, and recorded from then on (`tabFromTop`, `recordFocus`). */
async function focusFromTop(page: Page) {
  await tabFromTop(page)
  await recordFocus(page)
}

/** A pro signed in, in a window of the given width, the focus at the top and recorded. */
async function signedInAt(visit: Visit, width: number) {
  const page = await proSignedInSized(visit, { width, height: width < 992 ? 844 : 800 })
  await focusFromTop(page)
  return page
}

/** Where most tests start: a phone's window (390 px), or a desktop's (1280 px). */
const onPhone = (visit: Visit) => signedInAt(visit, 390)
const onDesktop = (visit: Visit) => signedInAt(visit, 1280)

/** A drawer: its selector, the controls Tab may reach in it, the `Focus` flag saying the focus is inside. */
type Drawer = { selector: string; tabbable: string; inside: 'inSidebar' | 'inOverlay' }
const MENU: Drawer = { selector: '#sidebar', tabbable: 'a[href], button', inside: 'inSidebar' }
const PANEL: Drawer = {
  selector: '#side-overlay',
  tabbable: 'a[href], button:not([tabindex="-1"]), [tabindex="0"]',
  inside: 'inOverlay',
}

/** Tab to the button named `name` (at most `max` presses), then Enter. */
async function pressWithKeyboard(page: Page, name: string, max: number) {
  await tabTo(page, name, max)
  await page.keyboard.press('Enter')
}

/** Waits until the menu drawer has slid in, to the left edge. */
async function menuSlidIn(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('#sidebar')?.getBoundingClientRect().left === 0
  )
}

/** Presses `key` more times than the open `drawer` has controls: the names met, and whether all were inside. */
async function roundIn(page: Page, drawer: Drawer, key = 'Tab') {
  const controls = await page
    .locator(drawer.selector)
    .evaluate((el, tabbable) => el.querySelectorAll(tabbable).length, drawer.tabbable)
  const steps = await walk(page, controls + 3, key)
  return { names: steps.map((f) => f.name), allInside: steps.every((f) => f[drawer.inside]) }
}

/** Escape, then waits until `drawer` has left the page: the name of what has the focus then. */
async function escapeFrom(page: Page, drawer: Drawer) {
  await page.keyboard.press('Escape')
  await page.waitForSelector(drawer.selector, { state: 'detached' })
  const { name } = await focused(page)
  return name
}

test.group('Browser: drawers and the keyboard', (group) => {
  group.each.timeout(120_000)

  test(
    'at 390 px the menu drawer opens, keeps the focus, closes with Escape; closed, its links are unreachable',
    onPage(onPhone, async (page, assert) => {
      await pressWithKeyboard(page, 'Afficher ou masquer le menu', 5)
      await menuSlidIn(page)
      const first = await focused(page)
      assert.isTrue(first.inSidebar, 'the focus moved into the drawer')

      /* Tab and Shift+Tab go round inside: more presses than the drawer has controls, all inside. */
      const forwards = await roundIn(page, MENU)
      assert.isTrue(forwards.allInside, 'Tab left the drawer')
      assert.includeMembers(forwards.names, [
        'Fermer le menu',
        'Dashboard',
        'Landing',
        'Thème City',
      ])
      const backwards = await roundIn(page, MENU, 'Shift+Tab')
      assert.isTrue(backwards.allInside, 'Shift+Tab left the drawer')

      assert.equal(await escapeFrom(page, MENU), 'Afficher ou masquer le menu')

      /* Closed: a Tab walk on through the whole page never meets a menu link. */
      const closedWalk = await walk(page, 40)
      assert.isFalse(
        closedWalk.some((f) => f.inSidebar),
        'a link of the closed drawer got the focus'
      )
      assert.equal(await page.locator('#sidebar a').count(), 0)
    })
  )

  test(
    'the side overlay keeps the focus while open and gives it back on Escape',
    onPage(onPhone, async (page, assert) => {
      await pressWithKeyboard(page, 'Ouvrir le panneau latéral', 12)
      await page.waitForSelector('#side-overlay')
      const first = await focused(page)
      assert.isTrue(first.inOverlay, 'the focus moved into the panel')

      const forwards = await roundIn(page, PANEL)
      assert.isTrue(forwards.allInside, 'Tab left the panel')
      assert.includeMembers(forwards.names, ['Fermer le panneau', 'Droite', 'Étroite'])

      assert.equal(await escapeFrom(page, PANEL), 'Ouvrir le panneau latéral')
    })
  )

  test(
    'on desktop the hidden sidebar leaves the Tab order',
    onPage(onDesktop, async (page, assert) => {
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
    })
  )

  test('a press before the drawer’s code has arrived opens it once it is there; Escape gives the focus back', async ({
    visit,
    assert,
  }) => {
    const page = await visit(route('home'))
    await page.setViewportSize({ width: 390, height: 844 })
    /* The drawer's chunk (inertia/lib/lazy_once.tsx) is held back until the menu button was pressed. */
    const release = await heldBack(page, '**/inertia/shell/mobile_sidebar.tsx*')
    await signIn(page, await userWithRole('pro'))
    await focusFromTop(page)

    await pressWithKeyboard(page, 'Afficher ou masquer le menu', 5)
    assert.equal(await page.locator('#sidebar').count(), 0, 'no drawer before its code')
    release()
    await menuSlidIn(page)
    const inside = await focused(page)
    assert.isTrue(inside.inSidebar, 'the focus moved into the drawer')

    assert.equal(await escapeFrom(page, MENU), 'Afficher ou masquer le menu')
  })

  test(
    'on a phone, the drawer’s and the menus’ code is fetched after the page has painted, and the menus still open',
    onPage(onPhone, async (page, assert) => {
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
      await menuSlidIn(page)
    })
  )
})
