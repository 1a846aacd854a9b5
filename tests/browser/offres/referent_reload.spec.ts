/// <reference lib="dom" />
import { test } from '@japa/runner'
import { societesWithReferents } from '#tests/helpers/referents'
import { userWithRole } from '#tests/browser/helpers'
import { signedIn } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { anOffre } from '#tests/helpers/owned_records'

/*
| The offer form's référent select offers the contacts of the chosen société and those of
| none, sent by the server for that société: changing the société reloads them, keeps
| what was typed, and the new référent is saved.
*/
test.group('Browser: an offer’s référents follow its société', () => {
  test('switching the société offers its contacts, keeps the typed title, saves', async ({
    visit,
    assert,
  }) => {
    const user = await userWithRole('pro')
    const { numeria, vitalis, camille, lea } = await societesWithReferents(user)
    const offre = await anOffre(user, numeria, {
      contactId: camille.id,
      titre: 'Chargée de recrutement',
    })

    const page = await signedIn(visit, user, route('offres.edit', { id: offre.id }))
    const referent = page.getByRole('combobox', { name: 'Contact référent' })
    await referent.click()
    await page.getByRole('option', { name: 'Camille Roussel' }).waitFor()
    assert.equal(await page.getByRole('option', { name: 'Léa Vidal' }).count(), 0)
    await page.keyboard.press('Escape')

    const steps = await page.evaluate(() => history.length)
    await page.getByLabel('Intitulé du poste').fill('Chargée de recrutement senior')
    await page.getByRole('combobox', { name: 'Société' }).fill('vitalis')
    await page.getByRole('option', { name: 'Vitalis Énergies' }).click()
    await referent.click()
    await page.getByRole('option', { name: 'Léa Vidal' }).click()
    /* The référents' reload named the société in the address without a step for Back. */
    assert.equal(new URL(page.url()).searchParams.get('societe'), String(vitalis.id))
    assert.equal(await page.evaluate(() => history.length), steps)
    assert.equal(
      await page.getByLabel('Intitulé du poste').inputValue(),
      'Chargée de recrutement senior'
    )
    await page.getByRole('button', { name: 'Enregistrer' }).first().click()
    await page.assertTextContains('.swal2-toast', 'Offre mise à jour')

    await offre.refresh()
    assert.equal(offre.societeId, vitalis.id)
    assert.equal(offre.contactId, lea.id)
    assert.equal(offre.titre, 'Chargée de recrutement senior')
  })
})
