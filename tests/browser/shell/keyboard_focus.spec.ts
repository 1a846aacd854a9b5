/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import type Contact from '#models/contact'
import { screenshotsInto } from '#tests/browser/helpers'
import { aProWithContact, signedIn, type Visit } from '#tests/browser/fixtures'
import { nextVisitFinished } from '#tests/browser/waits'
import { route } from '#tests/helpers/routes'
import { onPage, proSignedIn, proSignedInSized } from '#tests/browser/shell/shell_steps'

/*
| Where the keyboard focus goes: on the new page's heading after a visit (the
| next Tab is the page's first action, not the rest of the sidebar), into the
| "Nouvelle interaction" form and back to its button, and the focus outline
| of the buttons, measured against what surrounds it.
*/

const shoot = screenshotsInto('tmp/screenshots/keyboard_focus', !!process.env.SCREENSHOTS)

/** What has the focus: its tag, and its text or label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      name: (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim(),
    }
  })

async function waitForFocusOn(page: Page, tag: string, name: string) {
  await page
    .waitForFunction(
      ([t, n]) => {
        const active = document.activeElement as HTMLElement | null
        const label = (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim()
        return active?.tagName.toLowerCase() === t && label === n
      },
      [tag, name],
      { timeout: 5000 }
    )
    .catch(async () => {
      throw new Error(
        `focus expected on <${tag}> ${name}, is on ${JSON.stringify(await focused(page))}`
      )
    })
}

/** Where a test starts: a new pro with one contact (`fields` over the factory's), signed in at `at(contact)`. */
function withOneContact(
  fields: Parameters<typeof aProWithContact>[0],
  at: (contact: Contact) => string
) {
  return async (visit: Visit) => {
    const { user, contact } = await aProWithContact(fields)
    return signedIn(visit, user, at(contact))
  }
}

/** Contact Garnier in the list of contacts; a contact at no société, on its page. */
const garnierInTheList = withOneContact({ nom: 'Garnier' }, () => route('contacts.index'))
const onAContactPage = withOneContact({ societeId: null }, ({ id }) =>
  route('contacts.show', { id })
)

test.group('Browser: focus after a visit', () => {
  for (const width of [390, 1000, 1440]) {
    test(`at ${width} px a sidebar click puts the focus on the heading, the next Tab on its first action`, async ({
      visit,
    }) => {
      const page = await proSignedInSized(visit, { width, height: 900 })
      await page.getByRole('heading', { level: 1 }).first().waitFor()

      if (width < 992)
        await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).click()
      await page.locator('#sidebar').getByRole('link', { name: 'Contacts', exact: true }).click()
      await page.waitForURL((url) => url.pathname === route('contacts.index'))

      await waitForFocusOn(page, 'h1', 'Contacts')
      /* The page's actions come next: Importer, Exporter (CSV), Nouveau contact. */
      await page.keyboard.press('Tab')
      await waitForFocusOn(page, 'a', 'Importer')
      if (width === 1440) await shoot(page, 'contacts-first-action-focused')
      for (let tabs = 0; tabs < 4; tabs++) {
        const { name } = await focused(page)
        if (name === 'Nouveau contact') break
        await page.keyboard.press('Tab')
      }
      await waitForFocusOn(page, 'a', 'Nouveau contact')
    })
  }

  test(
    'a visit that stays on the page (a filter) leaves the focus where it is',
    onPage(garnierInTheList, async (page, assert) => {
      const search = page.getByRole('searchbox').first()
      const visitFinished = await nextVisitFinished(page)
      await search.fill('Garn')
      await page.waitForURL((url) => url.search.includes('Garn'))
      await visitFinished()
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'INPUT')
    })
  )
})

test.group('Browser: the "Nouvelle interaction" form and the keyboard', () => {
  test(
    'opened, its first field has the focus; Escape, Annuler and saving give it back to the button',
    onPage(onAContactPage, async (page, assert) => {
      const open = page.getByRole('button', { name: 'Nouvelle interaction' })

      const typeHasFocus = async () =>
        page.waitForFunction(
          (type) => type === document.activeElement,
          await page.getByLabel('Type').elementHandle()
        )

      /* Escape, nothing typed: closes at once. */
      await open.focus()
      await page.keyboard.press('Enter')
      await typeHasFocus()
      await shoot(page, 'interaction-form-open', () => page.locator('main'))
      await page.keyboard.press('Escape')
      await page.assertNotExists('text=Ajouter à l’historique')
      await waitForFocusOn(page, 'button', 'Nouvelle interaction')

      /* Escape with something typed asks first; "Rester" keeps it open. */
      await page.keyboard.press('Enter')
      await typeHasFocus()
      await page.getByLabel('Type').selectOption('note')
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Rester sur la page' }).click()
      await page.assertVisible(page.getByRole('button', { name: 'Ajouter à l’historique' }))
      await page.getByLabel('Type').focus()
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Quitter la page' }).click()
      await waitForFocusOn(page, 'button', 'Nouvelle interaction')
      assert.equal(await page.getByLabel('Type').count(), 0)

      /* Annuler */
      await page.keyboard.press('Enter')
      await typeHasFocus()
      /* The form's "Annuler", not the editor's (undo) of the same name. */
      await page.locator('button:text-is("Annuler")').click()
      await waitForFocusOn(page, 'button', 'Nouvelle interaction')

      /* Saved */
      await page.keyboard.press('Enter')
      await page.getByRole('textbox', { name: 'Résumé' }).click()
      await page.keyboard.type('Appel de présentation')
      await page.getByRole('button', { name: 'Ajouter à l’historique' }).click()
      await page.assertTextContains('main', 'Appel de présentation')
      await waitForFocusOn(page, 'button', 'Nouvelle interaction')
    })
  )
})

/** WCAG relative luminance and contrast of two computed `rgb(…)` colours. */
function contrast(a: string, b: string) {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * The button named `name`, given the focus as the keyboard gives it (Shift+Tab
 * away, Tab back), so that it matches :focus-visible and shows its outline.
 */
async function focusedByKeyboard(page: Page, name: string) {
  const button = page.getByRole('button', { name })
  await button.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await page.waitForFunction(() => document.activeElement?.matches(':focus-visible'))
  return button
}

/** Where the contrast test starts: a new pro's form « Nouveau contact ». */
const aNewContactForm = (visit: Visit) => proSignedIn(visit, route('contacts.create'))

test.group('Browser: focus outline contrast', () => {
  test(
    'a primary button’s focus outline is 3:1 against what surrounds it, light and dark, every theme',
    onPage(aNewContactForm, async (page, assert) => {
      const button = await focusedByKeyboard(page, 'Créer le contact')

      for (const theme of [
        '',
        'theme-amethyst',
        'theme-city',
        'theme-flat',
        'theme-modern',
        'theme-smooth',
      ]) {
        for (const dark of [false, true]) {
          const measured = await button.evaluate(
            async (el, [themeClass, isDark]) => {
              const root = document.documentElement
              root.className = root.className.replace(/\btheme-\w+\b/g, '').replace(/\bdark\b/g, '')
              if (themeClass) root.classList.add(themeClass as string)
              if (isDark) root.classList.add('dark')
              /* The colours move in a 150 ms transition: measured once the page's transitions are over. */
              await new Promise((resolve) =>
                requestAnimationFrame(() => requestAnimationFrame(resolve))
              )
              await Promise.allSettled(
                document
                  .getAnimations()
                  .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
                  .map((a) => a.finished)
              )
              /* Computed colours may read oklab(…) or color(srgb …): a canvas gives them as sRGB bytes. */
              const context = document.createElement('canvas').getContext('2d')!
              const rgb = (css: string) => {
                context.clearRect(0, 0, 1, 1)
                context.fillStyle = css
                context.fillRect(0, 0, 1, 1)
                const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data
                return a === 0 ? null : `rgb(${r}, ${g}, ${b})`
              }
              const style = getComputedStyle(el)
              /* The first opaque background behind the button: what the outline sits on. */
              let behind: Element | null = el.parentElement
              let background = rgb(getComputedStyle(root).backgroundColor)
              while (behind) {
                const colour = rgb(getComputedStyle(behind).backgroundColor)
                if (colour) {
                  background = colour
                  break
                }
                behind = behind.parentElement
              }
              return {
                outline: rgb(style.outlineColor) ?? 'none',
                width: style.outlineWidth,
                offset: style.outlineOffset,
                background: background ?? 'none',
              }
            },
            [theme, dark]
          )
          const label = `${theme || 'default'} ${dark ? 'dark' : 'light'}`
          assert.equal(measured.width, '2px', label)
          assert.equal(measured.offset, '2px', label)
          const ratio = contrast(measured.outline, measured.background)
          assert.isAtLeast(
            ratio,
            3,
            `${label}: ${measured.outline} on ${measured.background} = ${ratio.toFixed(2)}`
          )
        }
      }
      await page.evaluate(() => document.documentElement.classList.remove('dark'))
      await shoot(page, 'primary-focus', () => button.locator('xpath=..'))
    })
  )
})
