/// <reference lib="dom" />
import { test } from '@japa/runner'
import Contact from '#models/contact'
import { screenshotsInto } from '#tests/browser/helpers'
import { signedIn, aProWithContact } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aContact } from '#tests/helpers/owned_records'

/* FUSION_SCREENSHOTS=1 writes the confirm dialog to tmp/screenshots/fusion. */
const shoot = screenshotsInto('tmp/screenshots/fusion', process.env.FUSION_SCREENSHOTS === '1')

/*
| A merge as a person does it: from the contacts list to "Doublons", the
| pair's "Fusionner", a value taken from the other record, the confirm
| dialog, the kept contact's page with the toast.
*/
test.group('Browser: merging two duplicate contacts', () => {
  test('Doublons → Fusionner → pick the other e-mail → one contact left', async ({
    visit,
    assert,
  }) => {
    const { user, contact: kept } = await aProWithContact({
      prenom: 'Léa',
      nom: 'Roux',
      email: 'lea.roux@ancien.fr',
      telephone: '06 11 22 33 44',
      societeId: null,
    })
    const other = await aContact(user, {
      prenom: 'Lea',
      nom: 'ROUX',
      email: 'lea.roux@nouveau.fr',
      telephone: null,
      societeId: null,
    })

    const page = await signedIn(visit, user, route('contacts.index'))
    await page.getByRole('link', { name: 'Doublons' }).click()
    await page.waitForURL(`**${route('contacts.doublons')}`)
    await page.assertTextContains('main', 'même nom, même société')
    await page.getByRole('link', { name: /Fusionner avec/ }).click()
    await page.waitForURL(`**${route('contacts.fusion', {}, { a: kept.id, b: other.id })}`)

    await page.getByRole('radio', { name: 'Adresse e-mail : Lea ROUX' }).check()
    await page.getByRole('button', { name: 'Fusionner' }).click()
    /* One sentence, its quotes held to the names by no-break spaces (no lone "»." on a line). */
    await page.assertTextContains(
      '.swal2-html-container',
      'Ce qui était rattaché à «\u00a0Lea ROUX\u00a0» passera à «\u00a0Léa Roux\u00a0», puis «\u00a0Lea ROUX\u00a0» ira à la corbeille.'
    )
    await shoot(page, 'dialog')
    await page.getByRole('button', { name: 'Fusionner' }).last().click()
    await page.waitForURL(`**${route('contacts.show', { id: kept.id })}`)
    await page.assertTextContains('.swal2-toast', 'Contacts fusionnés.')
    await page.assertTextContains('main', 'lea.roux@nouveau.fr')

    await kept.refresh()
    await other.refresh()
    assert.equal(kept.email, 'lea.roux@nouveau.fr')
    assert.equal(kept.telephone, '06 11 22 33 44')
    assert.isNotNull(other.deletedAt)
    assert.lengthOf(await Contact.query().where('userId', user.id).whereNull('deletedAt'), 1)
  })
})
