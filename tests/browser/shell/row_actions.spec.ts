/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Locator } from 'playwright'
import { userWithRole } from '#tests/browser/helpers'
import { transitionsEnded } from '#tests/browser/waits'
import { signedInSized } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aContact } from '#tests/helpers/owned_records'

/*
| A list row's actions (issue #28: a red "Supprimer" on every row): a quiet
| "Modifier", then the trash as a grey icon whose label shows on hover and on
| keyboard focus, red only then, which still asks before anything moves.
*/

/** The control's text colour is a red (painted, so that oklch() colours read as RGB). */
const isRed = (control: Locator) =>
  control.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!
    context.fillStyle = getComputedStyle(element).color
    context.fillRect(0, 0, 1, 1)
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data
    return red > 150 && red > green * 1.6 && red > blue * 1.6
  })

/** The words a sighted person reads on the control (its tooltip included when shown). */
const visibleText = (control: Locator) =>
  control.evaluate((element) => {
    const shown = (node: Element | null): boolean => {
      for (let at = node; at && at !== element.parentElement; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (style.display === 'none' || style.opacity === '0' || style.visibility === 'hidden')
          return false
      }
      return true
    }
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const words: string[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent!.trim() && shown(node.parentElement))
        words.push(node.textContent!.trim())
    return words.join(' ')
  })

/* One test: the group starts from empty tables (tests/bootstrap.ts). */
test.group('Browser: list row actions', () => {
  test('a quiet Modifier and a grey trash, labelled on hover and focus, that asks first', async ({
    visit,
    assert,
  }) => {
    const pro = await userWithRole('pro')
    for (const [prenom, nom] of [
      ['Claire', 'Benoît'],
      ['Hugo', 'Fontaine'],
    ])
      await aContact(pro, { prenom, nom })
    const page = await signedInSized(
      visit,
      { width: 1440, height: 900 },
      pro,
      route('contacts.index')
    )

    const row = page.locator('tr[data-row-card]', { hasText: 'Claire Benoît' })
    const trash = row.getByRole('button', { name: 'Supprimer Claire Benoît', exact: true })
    const edit = row.getByRole('link', { name: 'Modifier Claire Benoît', exact: true })
    await trash.waitFor()

    /* At rest: "Modifier" in words, the trash an unlabelled grey icon, on every row. */
    assert.equal(await edit.innerText(), 'Modifier')
    assert.isFalse(await isRed(edit))
    for (const button of await page.getByRole('button', { name: /^Supprimer / }).all()) {
      assert.equal(await visibleText(button), '')
      assert.isFalse(await isRed(button))
    }

    /* Hovered, then reached by Tab: red, and its label shows. */
    await trash.hover()
    await transitionsEnded(page)
    assert.equal(await visibleText(trash), 'Supprimer')
    assert.isTrue(await isRed(trash))
    await page.mouse.move(0, 0)
    await edit.focus()
    await page.keyboard.press('Tab')
    assert.isTrue(await trash.evaluate((element) => element === document.activeElement))
    await transitionsEnded(page)
    assert.equal(await visibleText(trash), 'Supprimer')
    assert.isTrue(await isRed(trash))

    /* Enter asks first; Escape keeps the row; confirming moves it to the trash. */
    await page.keyboard.press('Enter')
    await page.getByText('Mettre « Claire Benoît » à la corbeille ?').waitFor()
    await page.keyboard.press('Escape')
    await page.assertNotExists('.swal2-container')
    await page.assertTextContains('tbody', 'Claire Benoît')
    await trash.click()
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click()
    await row.waitFor({ state: 'detached' })

    /* "Modifier" opens the edit page. */
    await page
      .locator('tr[data-row-card]', { hasText: 'Hugo Fontaine' })
      .getByRole('link', { name: 'Modifier Hugo Fontaine' })
      .click()
    await page.waitForURL(/\/app\/contacts\/\d+\/edit$/)
  }).timeout(120_000)
})
