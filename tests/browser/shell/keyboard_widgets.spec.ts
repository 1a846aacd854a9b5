/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { TestContext } from '@japa/runner/core'
import type { Locator, Page } from 'playwright'
import Contact from '#models/contact'
import Societe from '#models/societe'
import { signIn, userWithRole } from '#tests/browser/helpers'
import { batirocAndHorizon, signedIn, contenuFocused, type Visit } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { onPage, proSignedIn } from '#tests/browser/shell/shell_steps'
import { heldBack } from '#tests/browser/shell/page_steps'

/*
| The header's menus, the searchable select and the editor's insert menu,
| used with the keyboard alone (Headless UI: the WAI-ARIA menu button,
| disclosure and combobox patterns).
*/

async function assertFocused(locator: Locator) {
  await locator
    .page()
    .waitForFunction((element) => element === document.activeElement, await locator.elementHandle())
}

/** Waits until the open menu's highlighted item (aria-activedescendant) reads `label`. */
async function assertActiveItem(page: Page, label: string) {
  await page.waitForFunction((expected) => {
    const menu = document.querySelector('[role=menu]')
    const id = menu?.getAttribute('aria-activedescendant')
    const item = id ? document.getElementById(id) : null
    return item?.textContent?.trim().startsWith(expected) && item.hasAttribute('data-focus')
  }, label)
}

/** Presses each key in turn; after each, the menu's highlighted item is the one named with it. */
async function pressLeadsTo(page: Page, steps: [key: string, item: string][]) {
  for (const [key, item] of steps) {
    await page.keyboard.press(key)
    await assertActiveItem(page, item)
  }
}

const userMenuButton = (page: Page) => page.getByRole('button', { name: /menu utilisateur/i })
const notificationsButton = (page: Page) => page.getByRole('button', { name: 'Notifications' })

/**
 * A new pro's dashboard once the header's menus are ready: they are Headless UI's,
 * loaded after the first render, so it waits for the real buttons.
 */
async function headerMenusReady(visit: Visit) {
  const page = await proSignedIn(visit)
  await page.waitForSelector('#page-header button[id^=headlessui-menu-button]')
  await page.waitForSelector('#page-header button[id^=headlessui-popover-button]')
  return page
}

type Assert = TestContext['assert']

/**
 * A new pro's contact form, « Benoit » typed as the name; the pro has 17
 * sociétés: Batiroc Construction, Horizon Emploi, Étoile du Nord 01 to 15.
 */
async function newContactAmongSocietes(visit: Visit) {
  const user = await userWithRole('pro')
  const etoiles = Array.from(
    { length: 15 },
    (_, index) => `Étoile du Nord ${String(index + 1).padStart(2, '0')}`
  )
  await batirocAndHorizon(user)
  await Societe.createMany(etoiles.map((nom) => ({ userId: user.id, nom, pays: 'France' })))
  const page = await signedIn(visit, user, route('contacts.create'))
  await page.locator('input[name=nom]').fill('Benoit')
  return page
}

/**
 * From `from`, Tab reaches the header's `button`; Enter opens what it controls
 * (`shown`), and the button says it is expanded.
 */
async function tabAndOpen(
  page: Page,
  assert: Assert,
  from: Locator,
  button: Locator,
  shown: Locator
) {
  await from.focus()
  await page.keyboard.press('Tab')
  await assertFocused(button)
  await page.keyboard.press('Enter')
  await page.assertVisible(shown)
  assert.equal(await button.getAttribute('aria-expanded'), 'true')
}

/** Escape closes what `button` opened (`gone`, a selector): the focus is back on it, collapsed. */
async function escapeBackTo(page: Page, assert: Assert, button: Locator, gone: string) {
  await page.keyboard.press('Escape')
  await page.assertNotExists(gone)
  await assertFocused(button)
  assert.equal(await button.getAttribute('aria-expanded'), 'false')
}

test.group('Browser: menus and selects with the keyboard', () => {
  test(
    'the user menu: Tab to it, Enter and arrows, Escape gives the focus back, Enter follows an item',
    onPage(headerMenusReady, async (page, assert) => {
      /* Tab order: the notifications button, then the user menu's. */
      const button = userMenuButton(page)
      await tabAndOpen(page, assert, notificationsButton(page), button, page.getByRole('menu'))
      await assertActiveItem(page, 'Profile')
      await pressLeadsTo(page, [
        ['ArrowDown', 'Log Out'],
        ['ArrowUp', 'Profile'],
        ['End', 'Log Out'],
        ['Home', 'Profile'],
      ])
      /* The highlighted item looks hovered. */
      const background = await page
        .getByRole('menuitem', { name: 'Profile' })
        .evaluate((item) => getComputedStyle(item).backgroundColor)
      assert.notEqual(background, 'rgba(0, 0, 0, 0)')

      await escapeBackTo(page, assert, button, '[role=menu]')

      /* ArrowDown opens on the first item too; Enter follows it. */
      await page.keyboard.press('ArrowDown')
      await assertActiveItem(page, 'Profile')
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.pathname === route('profile.edit'))
      await page.assertNotExists('[role=menu]')
    })
  )

  test('a press on a menu button before its code has arrived opens the menu once it is there', async ({
    visit,
  }) => {
    const page = await visit(route('home'))
    /* Hold the menus' chunk until the key has been pressed. */
    const release = await heldBack(page, '**/inertia/shell/menus.tsx*')
    await signIn(page, await userWithRole('pro'))

    /* The stand-in button (no Headless UI id yet) takes the key. */
    await page.assertNotExists('#page-header button[id^=headlessui-menu-button]')
    await userMenuButton(page).focus()
    await page.keyboard.press('ArrowDown')
    await page.assertNotExists('[role=menu]')
    release()

    await page.assertVisible(page.getByRole('menu'))
    await assertActiveItem(page, 'Profile')
    await page.keyboard.press('Escape')
    await assertFocused(userMenuButton(page))
  })

  test(
    'the notifications panel opens with Enter and closes with Escape, the focus back on its button',
    onPage(headerMenusReady, async (page, assert) => {
      const panel = page.getByText('Voir le tableau de bord')
      const button = notificationsButton(page)
      const search = page.getByRole('button', { name: 'Rechercher…' })
      await tabAndOpen(page, assert, search, button, panel)
      await escapeBackTo(page, assert, button, 'text=Voir le tableau de bord')

      /* Opened with the mouse, Escape closes it the same way; the focus moving on closes it too. */
      await notificationsButton(page).click()
      await page.assertVisible(panel)
      await page.keyboard.press('Escape')
      await page.assertNotExists('text=Voir le tableau de bord')
      await assertFocused(notificationsButton(page))
      /* Tab goes into the panel (its link), then on out of it, which closes it. */
      await page.keyboard.press('Space')
      await page.assertVisible(panel)
      await page.keyboard.press('Tab')
      await assertFocused(page.getByRole('link', { name: 'Voir le tableau de bord' }))
      await page.keyboard.press('Tab')
      await assertFocused(userMenuButton(page))
      await page.assertNotExists('text=Voir le tableau de bord')
    })
  )

  test(
    'the société select: a query without accents, arrows with the highlighted option in view, Enter, Escape, clearing',
    onPage(newContactAmongSocietes, async (page, assert) => {
      const societe = page.getByRole('combobox', { name: 'Société' })
      const listbox = page.getByRole('listbox', { name: 'Société' })
      const hidden = page.locator('input[type=hidden][name=societeId]')
      await societe.focus()
      await page.assertVisible(listbox)
      await page.keyboard.type('etoile')
      await page.waitForFunction(
        () =>
          Array.from(document.querySelectorAll('[role=option]')).every((option) =>
            option.textContent?.startsWith('Étoile du Nord')
          ) && document.querySelectorAll('[role=option]').length > 0
      )

      /* The first match is highlighted; eleven arrows down reach the twelfth, scrolled into the box. */
      for (let step = 0; step < 11; step++) await page.keyboard.press('ArrowDown')
      await page.waitForFunction(() => {
        const input = document.querySelector('[role=combobox]')!
        const option = document.getElementById(input.getAttribute('aria-activedescendant') ?? '')
        return option?.textContent === 'Étoile du Nord 12'
      })
      await page.waitForFunction(() => {
        const input = document.querySelector('[role=combobox]')!
        const option = document.getElementById(input.getAttribute('aria-activedescendant') ?? '')!
        const box = option.getBoundingClientRect()
        const list = document.querySelector('[role=listbox]')!.getBoundingClientRect()
        return box.top >= list.top - 0.5 && box.bottom <= list.bottom + 0.5
      })
      const activeId = await societe.getAttribute('aria-activedescendant')
      const optionBox = (await page.locator(`[id="${activeId}"]`).boundingBox())!
      const listBox = (await listbox.boundingBox())!
      assert.isAtLeast(optionBox.y, listBox.y - 0.5)
      assert.isAtMost(optionBox.y + optionBox.height, listBox.y + listBox.height + 0.5)
      assert.isAbove(await listbox.evaluate((element) => element.scrollTop), 0)

      await page.keyboard.press('Enter')
      await page.assertNotExists('[role=listbox]')
      assert.equal(await societe.inputValue(), 'Étoile du Nord 12')
      const douze = await Societe.findByOrFail('nom', 'Étoile du Nord 12')
      assert.equal(await hidden.inputValue(), String(douze.id))
      await assertFocused(societe)

      /* Escape closes the list, keeps the focus and the choice. */
      await page.keyboard.press('ArrowDown')
      await page.assertVisible(listbox)
      await page.keyboard.press('Escape')
      await page.assertNotExists('[role=listbox]')
      await assertFocused(societe)
      assert.equal(await societe.inputValue(), 'Étoile du Nord 12')

      /* × clears (Tab reaches it), then a new search chooses again. */
      await page.keyboard.press('Tab')
      await assertFocused(page.getByRole('button', { name: 'Effacer Société' }))
      await page.keyboard.press('Enter')
      assert.equal(await hidden.inputValue(), '')
      assert.equal(await societe.inputValue(), '')
      await page.keyboard.press('Shift+Tab')
      await assertFocused(societe)
      await page.keyboard.type('NORD 03')
      await page.waitForFunction(() => document.querySelectorAll('[role=option]').length === 1)
      await page.keyboard.press('Enter')
      assert.equal(await societe.inputValue(), 'Étoile du Nord 03')

      await page.getByRole('button', { name: 'Créer le contact' }).click()
      await page.assertTextContains('.swal2-toast', 'Contact créé.')
      const contact = await Contact.findByOrFail('nom', 'Benoit')
      const trois = await Societe.findByOrFail('nom', 'Étoile du Nord 03')
      assert.equal(contact.societeId, trois.id)
    })
  )

  test("the editor's insert menu: Shift+Tab and End to it, arrows, Enter inserts at the cursor, Escape gives the focus back", async ({
    visit,
  }) => {
    const page = await proSignedIn(visit, route('textes.create'))
    const contenu = page.getByRole('textbox', { name: 'Contenu' })
    const insert = page.getByRole('button', { name: 'Insérer une variable' })
    await contenu.click()
    await contenuFocused(page)
    await page.keyboard.type('Bonjour ')

    /* The toolbar is one Tab stop (its first button); End reaches the menu button, its last. */
    await page.keyboard.press('Shift+Tab')
    await assertFocused(page.getByRole('button', { name: 'Gras' }))
    await page.keyboard.press('End')
    await assertFocused(insert)
    await pressLeadsTo(page, [['ArrowDown', 'Prénom du contact']])
    await page.keyboard.press('Escape')
    await page.assertNotExists('[role=menu]')
    await assertFocused(insert)

    await pressLeadsTo(page, [
      ['Enter', 'Prénom du contact'],
      ['ArrowDown', 'Nom du contact'],
      ['ArrowDown', 'Nom de la société'],
    ])
    await page.keyboard.press('Enter')
    await page.assertNotExists('[role=menu]')
    await contenuFocused(page)
    await page.keyboard.type('.')
    await page.assertTextContains('[role=textbox][aria-label=Contenu]', 'Bonjour {{societe.nom}}.')
  })
})
