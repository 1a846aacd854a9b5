/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import type { Visit } from '#tests/browser/fixtures'
import { onPage, proSignedInSized } from '#tests/browser/shell/shell_steps'

/*
| Each layout setting has a visible effect. The ones a person changes are set
| through the appearance panel of the side overlay; the configuration flags
| (regions, hoverable overlay) through the settings store's commands, loaded
| in the page itself as the app loads them. Each test makes several visits:
| two minutes each, for a loaded CI machine.
*/

/** Runs store commands in the page: [['region', 'footer', 'off'], …]. */
async function command(page: Page, ...calls: string[][]) {
  await page.evaluate(async (list) => {
    const { layout } = await import('/inertia/layout_settings/store.ts' as string)
    for (const [name, ...args] of list) layout[name](...args)
  }, calls)
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Ouvrir le panneau latéral' }).click()
  await page.waitForFunction(() => document.querySelector('#side-overlay') !== null)
}

async function choose(page: Page, group: string, option: string) {
  await page.getByRole('group', { name: group }).getByRole('button', { name: option }).click()
}

async function closePanel(page: Page) {
  await page.keyboard.press('Escape')
  await page.waitForSelector('#side-overlay', { state: 'detached' })
}

const box = async (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const { left, right, top, width } = el.getBoundingClientRect()
    return { left, right, top, width }
  })

/** Where each test starts: the dashboard of a new pro, signed in at 1440 px. */
const desktopDashboard = (visit: Visit) => proSignedInSized(visit, { width: 1440, height: 900 })

/** Opens the side overlay, chooses `option` of its `group`, closes it. */
async function setInPanel(page: Page, group: string, option: string) {
  await openPanel(page)
  await choose(page, group, option)
  await closePanel(page)
}

test.group('Browser: layout settings have a visible effect', (group) => {
  group.each.timeout(120_000)

  test(
    'sidebar on the right: its box at the right edge, the side overlay on the left, kept after a reload',
    onPage(desktopDashboard, async (page, assert) => {
      await openPanel(page)
      /* The theme names are written next to the swatches. */
      for (const name of ['Azur', 'Amethyst', 'City', 'Flat', 'Modern', 'Smooth']) {
        await page.assertTextContains('#side-overlay', name)
      }
      await choose(page, 'Position de la barre latérale', 'Droite')
      await closePanel(page)

      /* The content slides over as its padding's transition runs: measured once it has ended. */
      await page.waitForFunction(
        () =>
          document.querySelector('#sidebar')!.getBoundingClientRect().right === innerWidth &&
          document.querySelector('#main-content')!.getBoundingClientRect().left === 0
      )
      const sidebar = await box(page, '#sidebar')
      const content = await box(page, '#main-content')
      assert.equal(sidebar.left, 1440 - 240)
      assert.equal(content.left, 0)
      assert.isAtMost(content.right, 1440 - 240, 'the page leaves room')

      await openPanel(page)
      await page.waitForFunction(
        () => document.querySelector('#side-overlay')!.getBoundingClientRect().left === 0
      )
      await closePanel(page)

      await page.reload()
      await page.waitForFunction(
        () => document.querySelector('#sidebar')?.getBoundingClientRect().right === innerWidth
      )
      const stored = await page.evaluate(() => localStorage.getItem('esidoorLayout'))
      assert.include(JSON.parse(stored!), { sidebarLeft: false })
    })
  )

  test(
    'a static header scrolls away with the page; a fixed one stays on top',
    onPage(desktopDashboard, async (page, assert) => {
      /* Room to scroll, whatever the dashboard of a new account holds. */
      await page.evaluate(() => {
        const spacer = document.createElement('div')
        spacer.style.height = '2000px'
        document.querySelector('#main-content')!.append(spacer)
      })
      const headerTopAfterScroll = async () => {
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.evaluate(() => window.scrollTo(0, 300))
        await page.waitForFunction(() => window.scrollY === 300)
        const header = await box(page, '#page-header')
        return header.top
      }
      assert.equal(await headerTopAfterScroll(), 0, 'fixed by default')

      await setInPanel(page, "Comportement de l'en-tête", 'Défilant')
      assert.equal(await headerTopAfterScroll(), -300)

      await setInPanel(page, "Comportement de l'en-tête", 'Fixe')
      assert.equal(await headerTopAfterScroll(), 0)
    })
  )

  test(
    'limited and narrow content have a centred maximum width; full fills the space',
    onPage(desktopDashboard, async (page, assert) => {
      const column = () =>
        page.locator('[data-testid=content-column]').evaluate((el) => {
          const { left, right, width } = el.getBoundingClientRect()
          const main = el.parentElement!.getBoundingClientRect()
          return {
            maxWidth: getComputedStyle(el).maxWidth,
            width,
            centred: Math.abs(left - main.left - (main.right - right)) <= 1,
          }
        })
      const full = await column()
      assert.equal(full.maxWidth, 'none')
      assert.equal(full.width, 1440 - 240 - 64, 'the whole space beside the sidebar')

      await openPanel(page)
      await choose(page, 'Largeur du contenu', 'Limitée')
      assert.deepEqual(await column(), { maxWidth: '1024px', width: 1024, centred: true })
      await choose(page, 'Largeur du contenu', 'Étroite')
      assert.deepEqual(await column(), { maxWidth: '768px', width: 768, centred: true })
      await choose(page, 'Largeur du contenu', 'Pleine')
      const fullAgain = await column()
      assert.equal(fullAgain.maxWidth, 'none')
    })
  )

  test(
    'header, sidebar, side overlay and footer can each be left out',
    onPage(desktopDashboard, async (page, assert) => {
      await page.assertExists('#page-container footer')

      await command(page, ['region', 'footer', 'off'])
      await page.waitForSelector('#page-container footer', { state: 'detached' })

      await command(page, ['region', 'sideOverlay', 'off'])
      await page.assertNotExists('button[aria-label="Ouvrir le panneau latéral"]')

      await command(page, ['region', 'sidebar', 'off'])
      await page.waitForSelector('#sidebar', { state: 'detached' })
      await page.assertNotExists('button[aria-label="Afficher ou masquer le menu"]')
      await page.waitForFunction(
        () => document.querySelector('#main-content')!.getBoundingClientRect().left === 0
      )

      await command(page, ['region', 'header', 'off'])
      await page.waitForSelector('#page-header', { state: 'detached' })
      const content = await box(page, '#main-content')
      assert.isAtMost(content.top, 0, 'the content starts at the top')

      await command(page, ['region', 'header', 'on'], ['region', 'footer', 'on'])
      await page.assertExists('#page-header')
      await page.assertExists('#page-container footer')
    })
  )

  test(
    'a hoverable side overlay waits at the edge and slides in under the mouse',
    onPage(desktopDashboard, async (page, assert) => {
      await command(page, ['sideOverlayHover', 'on'])
      const strip = '[data-testid=side-overlay-hover]'
      await page.waitForSelector(strip)
      const tucked = await box(page, strip)
      assert.equal(tucked.left, 1440 - 12, '12 px show at the edge')

      await page.mouse.move(1435, 450)
      await page.waitForFunction(
        (selector) => document.querySelector(selector)!.getBoundingClientRect().left === 1440 - 320,
        strip
      )
      await page.locator(strip).getByRole('tab', { name: 'Offres' }).click()
      await page.assertTextContains(strip, 'Brouillons')
      /* Slid in by the mouse, it is no modal: no page overlay. */
      await page.assertNotExists('[data-testid=page-overlay]')

      await page.mouse.move(600, 450)
      await page.waitForFunction(
        (selector) => document.querySelector(selector)!.getBoundingClientRect().left === 1440 - 12,
        strip
      )
    })
  )
})
