/// <reference lib="dom" />
import type { Page } from 'playwright'
import { test } from '@japa/runner'
import Societe from '#models/societe'
import { screenshotsInto, userWithRole } from '#tests/browser/helpers'
import { FIRST_FILE, signedInAs, signedInAt } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

const shoot = screenshotsInto('tmp/screenshots/rich_text_toolbar', !!process.env.SCREENSHOTS)

/*
| The rich text editor is built from individual TipTap extensions (no
| StarterKit): every toolbar button must still work, and the link dialog
| (sweetalert2, loaded on first use) too.
*/

/** Waits until the editor holds an element matching `selector` (the toolbar acts on the selection). */
const until = (page: Page, selector: string) =>
  page.waitForFunction((css) => document.querySelector(`.ProseMirror ${css}`) !== null, selector)

const tool = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Mise en forme : Description' }).getByRole('button', { name })

/**
 * Starts a list with the button `name` and, once the editor holds its `tag`,
 * types `items` one a line, then leaves it (Enter on an empty item) for a
 * paragraph after it.
 */
async function typeList(page: Page, name: string, tag: 'ol' | 'ul', items: string[]) {
  await tool(page, name).click()
  await until(page, tag)
  for (const item of items) {
    await page.keyboard.type(item)
    await page.keyboard.press('Enter')
  }
  await page.keyboard.press('Enter')
  await until(page, `${tag} + p`)
}

test.group('Browser: rich text toolbar', () => {
  test('every toolbar button formats the text, and the result is saved', async ({
    visit,
    assert,
  }) => {
    const user = await userWithRole('pro')
    const page = await visit(FIRST_FILE)
    /* The page's clock, moved on below instead of waited out (it flows as usual meanwhile). */
    await page.clock.install()
    await signedInAt(page, user, route('societes.create'))
    await page.getByLabel('Raison sociale').fill('Atelier Durand')

    await page.getByRole('textbox', { name: 'Description' }).click()

    for (const level of [2, 3, 4]) {
      await tool(page, `Titre de niveau ${level}`).click()
      await until(page, `h${level}`)
      await page.keyboard.type(`Titre ${level}`)
      await page.keyboard.press('Enter')
      await until(page, `h${level} + p`)
    }

    await tool(page, 'Gras').click()
    await page.keyboard.type('gras')
    await tool(page, 'Gras').click()
    await page.keyboard.type(' ')
    await tool(page, 'Italique').click()
    await page.keyboard.type('penché')
    await tool(page, 'Italique').click()
    await page.keyboard.type(' ')
    await tool(page, 'Souligné').click()
    await page.keyboard.type('souligné')
    await tool(page, 'Souligné').click()
    await until(page, 'u')
    assert.equal(await tool(page, 'Souligné').getAttribute('aria-pressed'), 'false')
    await page.keyboard.press('Enter')
    await until(page, 'h4 + p + p')

    await typeList(page, 'Liste numérotée', 'ol', ['Un', 'Deux'])
    await typeList(page, 'Liste à puces', 'ul', ['Puce'])

    await tool(page, 'Citation').click()
    await until(page, 'blockquote')
    await page.keyboard.type('Cité')
    assert.equal(await tool(page, 'Citation').getAttribute('aria-pressed'), 'true')
    await page.keyboard.press('Enter')
    await tool(page, 'Citation').click()
    await until(page, 'blockquote + p')

    /* Link through the dialog, on the selected word. */
    await page.keyboard.type('site')
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft')
    await tool(page, 'Lien').click()
    const dialog = page.locator('.swal2-popup')
    await page.assertTextContains('.swal2-popup', 'Lien')
    await dialog.getByLabel('Adresse du lien (https://…)').fill('https://example.org/page')
    await dialog.getByRole('button', { name: 'Appliquer' }).click()
    await until(page, 'a[href="https://example.org/page"]')
    await dialog.waitFor({ state: 'detached' })

    /* Autolink: a typed address becomes a link once followed by a space. */
    await page.keyboard.press('End')
    await page.keyboard.type(' voir https://exemple.fr ')
    await until(page, 'a[href="https://exemple.fr"]')
    /* The text typed after it is not part of the link; a full stop after an address is not either. */
    await page.keyboard.type('ensuite, puis https://fin.fr.')
    await page.keyboard.press('Enter')
    await until(page, 'a[href="https://fin.fr"]')
    assert.equal(
      await page.locator('.ProseMirror a[href="https://exemple.fr"]').innerText(),
      'https://exemple.fr'
    )
    /* A pasted address becomes a link; a javascript: address stays text. */
    await page.locator('.ProseMirror').evaluate((editor) => {
      const data = new DataTransfer()
      data.setData('text/plain', 'collé https://colle.fr/offre?id=3 et javascript:alert(1) ')
      editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
    })

    await until(page, 'a[href="https://colle.fr/offre?id=3"]')
    assert.equal(await page.locator('.ProseMirror a[href^="javascript"]').count(), 0)
    await page.keyboard.press('Backspace')

    /* Undo / redo */
    await page.clock.fastForward(600) // a new history group (500 ms apart)
    await page.keyboard.type('brouillon')
    const editorText = () => page.locator('.ProseMirror').innerText()
    assert.include(await editorText(), 'brouillon')
    await tool(page, 'Annuler').click()
    await page.waitForFunction(
      () => !document.querySelector('.ProseMirror')!.textContent!.includes('brouillon')
    )
    assert.include(await editorText(), 'exemple.fr')
    await tool(page, 'Rétablir').click()
    await page.waitForFunction(() =>
      document.querySelector('.ProseMirror')!.textContent!.includes('brouillon')
    )

    await page.getByRole('button', { name: 'Créer la société' }).click()
    await page.waitForURL(/\/app\/company\/\d+$/)
    const societe = await Societe.findByOrFail('nom', 'Atelier Durand')
    const saved = societe.description ?? ''
    for (const fragment of [
      '<h2>Titre 2</h2>',
      '<h3>Titre 3</h3>',
      '<h4>Titre 4</h4>',
      '<strong>gras</strong>',
      '<em>penché</em>',
      '<u>souligné</u>',
      '<ol><li><p>Un</p></li><li><p>Deux</p></li></ol>',
      '<ul><li><p>Puce</p></li></ul>',
      '<blockquote><p>Cité</p></blockquote>',
      'href="https://example.org/page"',
      'href="https://exemple.fr"',
      'href="https://fin.fr"',
      'href="https://colle.fr/offre?id=3"',
      'brouillon',
    ])
      assert.include(saved, fragment)
  })

  test('the toolbar is one Tab stop: the arrows, Home and End move inside it, Tab leaves it', async ({
    visit,
    assert,
  }) => {
    const { page } = await signedInAs(visit, 'pro', route('societes.create'))
    const editor = page.getByRole('textbox', { name: 'Description' })
    const hasFocus = async (name: string) =>
      page.waitForFunction(
        (el) => el === document.activeElement,
        await tool(page, name).elementHandle()
      )

    await tool(page, 'Gras').waitFor()
    /* One stop: every button but one is out of the Tab order. */
    const stops = await page
      .getByRole('toolbar', { name: 'Mise en forme : Description' })
      .locator('button')
      .evaluateAll((buttons) => buttons.filter((b) => b.getAttribute('tabindex') !== '-1').length)
    assert.equal(stops, 1)

    await editor.click()
    await page.keyboard.type('Bonjour')
    await page.keyboard.press('Shift+Tab')
    await hasFocus('Gras')
    await page.keyboard.press('ArrowRight')
    await hasFocus('Italique')
    await shoot(page, 'toolbar-italique-focused', () =>
      page.getByRole('toolbar', { name: 'Mise en forme : Description' })
    )
    await page.keyboard.press('End')
    /* Annuler is enabled (text was typed); Rétablir is not, so it is skipped. */
    await hasFocus('Annuler')
    await page.keyboard.press('ArrowRight')
    await hasFocus('Gras')
    await page.keyboard.press('ArrowLeft')
    await hasFocus('Annuler')
    await page.keyboard.press('Home')
    await hasFocus('Gras')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await hasFocus('Souligné')

    /* Tab leaves the toolbar for the text at once; Shift+Tab comes back to the button last used. */
    await page.keyboard.press('Tab')
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Description'
    )
    await page.keyboard.press('Shift+Tab')
    await hasFocus('Souligné')
    /* Enter or Space still press the button. */
    await page.keyboard.press('Space')
    assert.equal(await tool(page, 'Souligné').getAttribute('aria-pressed'), 'true')
  })
})
