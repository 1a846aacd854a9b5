/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import Interaction from '#models/interaction'
import { screenshotsInto } from '#tests/browser/helpers'
import { signedIn, anInteraction, aProWithContact } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/*
| Escape inside the interaction's editor (the « Résumé » rich text) closes
| the form as it does from its other fields (issue 41): at once when nothing
| was typed, after asking when something was, and « Rester sur la page »
| keeps the text where it was. INTERACTION_SCREENSHOTS=1 writes the question,
| light and dark, 1440 and 390 px.
*/
const shoot = screenshotsInto(
  'tmp/screenshots/interaction_escape',
  process.env.INTERACTION_SCREENSHOTS === '1'
)

const editor = (page: Page) => page.getByRole('textbox', { name: 'Résumé' })

test.group('Browser: Escape in the interaction’s editor', () => {
  test('typed text: Escape asks; « Rester » keeps the text, « Quitter » closes the form', async ({
    visit,
    assert,
  }) => {
    const { user, contact } = await aProWithContact()
    const page = await signedIn(visit, user, route('contacts.show', { id: contact.id }))

    await page.getByRole('button', { name: 'Nouvelle interaction' }).click()
    await editor(page).click()
    await page.keyboard.type('Rappeler après les vacances')
    await page.keyboard.press('Escape')
    await page.assertVisible(page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' }))
    await shoot(page, 'question')
    await page.getByRole('button', { name: 'Rester sur la page' }).click()
    await page.assertTextContains(editor(page), 'Rappeler après les vacances')

    await editor(page).click()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Quitter la page' }).click()
    await page.assertNotExists('text=Ajouter à l’historique')
    await page.assertVisible(page.getByRole('button', { name: 'Nouvelle interaction' }))
    assert.lengthOf(await Interaction.query().where('contactId', contact.id), 0)
  })

  test('editing an interaction, nothing changed: Escape in the editor closes it at once', async ({
    visit,
  }) => {
    const { user, contact } = await aProWithContact()
    await anInteraction(user, contact, { resume: '<p>Appel de présentation.</p>' })
    const page = await signedIn(visit, user, route('contacts.show', { id: contact.id }))

    await page.getByRole('button', { name: 'Modifier' }).first().click()
    await editor(page).click()
    await page.keyboard.press('Escape')
    await page.assertNotExists('button:text-is("Enregistrer")')
    await page.assertTextContains('main', 'Appel de présentation.')
  })
})
