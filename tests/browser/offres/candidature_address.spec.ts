/// <reference lib="dom" />
import { test } from '@japa/runner'
import { screenshotsInto, userWithRole } from '#tests/browser/helpers'
import { signedIn } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'

/*
| The offer form's « Adresse de candidature » (issue 41): its help says what
| the public page does. Without an address, « Postuler » opens the built-in
| application form (the CV arrives in Candidatures); an address replaces that
| form. OFFRE_FORM_SCREENSHOTS=1 writes the field, light and dark, 1440 and 390 px.
*/
const shoot = screenshotsInto('tmp/screenshots/offre_form', !!process.env.OFFRE_FORM_SCREENSHOTS)

test.group('Browser: the offer form’s « Adresse de candidature »', () => {
  test('its help says the built-in form answers without an address, and an address replaces it', async ({
    visit,
    assert,
  }) => {
    const user = await userWithRole('pro')
    await aSociete(user)
    const page = await signedIn(visit, user, route('offres.create'))

    const field = page.getByLabel('Adresse de candidature')
    const hintId = await field.getAttribute('aria-describedby')
    assert.isString(hintId, 'the help is the field’s description')
    const hint = page.locator(`[id="${hintId}"]`)
    await hint.waitFor()
    /* French typography: non-breaking spaces around « » and before ":". */
    const shown = await hint.textContent()
    const text = (shown ?? '').replace(/\s+/g, ' ')
    assert.include(text, 'Sans adresse, « Postuler » ouvre le formulaire de candidature intégré')
    assert.include(text, 'Une adresse web ou e-mail remplace ce formulaire')
    assert.notInclude(text, 'pas de bouton')
    await shoot(page, 'candidature-address', () => field.locator('xpath=..'))
  })
})
