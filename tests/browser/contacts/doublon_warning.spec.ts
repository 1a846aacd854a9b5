/// <reference lib="dom" />
import { test } from '@japa/runner'
import Contact from '#models/contact'
import { signedIn, aProWithContact } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/*
| The duplicate warning of the contact form as a person meets it: typing an
| e-mail already known shows "Doublon possible" with a link; saving is still
| possible (a warning, not a refusal).
*/
test.group('Browser: duplicate warning on the contact form', () => {
  test('an e-mail already known shows the contact, and the form still saves', async ({
    visit,
    assert,
  }) => {
    const { user, contact: known } = await aProWithContact({
      prenom: 'Claire',
      nom: 'Benoît',
      email: 'claire.benoit@example.fr',
    })
    const page = await signedIn(visit, user, route('contacts.create'))

    await page.locator('input[name=nom]').fill('Benoit')
    await page.getByLabel('Adresse e-mail').fill('CLAIRE.benoit@example.fr')
    const warning = page.getByRole('status').filter({ hasText: 'Doublon possible' })
    await warning.waitFor()
    const link = warning.getByRole('link', { name: 'Claire Benoît' })
    assert.equal(await link.getAttribute('href'), route('contacts.show', { id: known.id }))
    await page.assertTextContains('[role=status]', 'même e-mail')

    await page.getByRole('button', { name: 'Créer le contact' }).click()
    await page.assertTextContains('.swal2-toast', 'Contact créé.')
    const same = await Contact.query().where('userId', user.id)
    assert.lengthOf(same, 2)
  })
})
