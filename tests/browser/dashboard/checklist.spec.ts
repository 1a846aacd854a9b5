/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import Societe from '#models/societe'
import User from '#models/user'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { userWithRole } from '#tests/browser/helpers'
import { shootWidths, sidewaysScroll } from '#tests/browser/dashboard/helpers'
import { layoutSettled } from '#tests/browser/waits'
import { signedInSized, signedInLight } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete, anOffre } from '#tests/helpers/owned_records'

/*
| "Premiers pas" on a new account's dashboard: the steps tick from real data
| as the person adds it, "Masquer" survives a reload, and the dashboard never
| scrolls sideways on a 390 px phone. DASHBOARD_SCREENSHOTS=1 also writes the
| dashboard at 390, 1000 and 1440 px, light and dark, into
| tmp/screenshots/dashboard/.
*/

const step = (page: Page, key: string) => page.locator(`[data-testid=checklist] [data-step=${key}]`)

test.group('Browser: dashboard checklist', () => {
  test('the steps tick as the data appears, and "Masquer" survives a reload', async ({
    visit,
    assert,
  }) => {
    const user = await userWithRole('pro')
    const page = await signedInLight(visit, user)

    const checklist = page.locator('[data-testid=checklist]')
    await page.assertVisible(page.getByRole('heading', { name: 'Premiers pas' }))
    await page.assertTextContains('[data-testid=checklist-progress]', '0 sur 5 étapes faites')
    for (const key of ['profil', 'societe', 'contact', 'offre', 'import'])
      assert.equal(await step(page, key).getAttribute('data-done'), 'false')
    await page.assertTextContains(step(page, 'profil'), 'activez la double authentification')
    await shootWidths(page, 'checklist-new')

    /* A société added through its form, as a person would, from the step's link. */
    await checklist.getByRole('link', { name: /Ajouter une société/ }).click()
    await page.waitForURL(`**${route('societes.create')}`)
    await page.getByLabel('Raison sociale').fill('Ménard & Fils')
    await page.getByRole('button', { name: 'Créer la société' }).click()
    /* On to the new société's page, not the list (issue 41). */
    await page.waitForURL(/\/app\/company\/\d+$/)
    const created = await Societe.findByOrFail('nom', 'Ménard & Fils')
    assert.equal(new URL(page.url()).pathname, route('societes.show', { id: created.id }))
    await page.assertTextContains('main h1', 'Ménard & Fils')
    await page.goto(route('dashboard'))
    assert.equal(await step(page, 'societe').getAttribute('data-done'), 'true')
    await page.assertTextContains('[data-testid=checklist-progress]', '1 sur 5 étapes faites')

    /* A contact and a published offer (added elsewhere) tick theirs on the next visit. */
    const societe = await aSociete(user)
    await aContact(user)
    await anOffre(user, societe, {}, 'publiee')
    await page.reload()
    assert.equal(await step(page, 'contact').getAttribute('data-done'), 'true')
    assert.equal(await step(page, 'offre').getAttribute('data-done'), 'true')
    await page.assertTextContains('[data-testid=checklist-progress]', '3 sur 5 étapes faites')

    /* No sideways scroll on a phone. */
    await page.setViewportSize({ width: 390, height: 844 })
    await layoutSettled(page)
    assert.equal(await sidewaysScroll(page), 0)
    await page.setViewportSize({ width: 1280, height: 900 })

    await page.getByRole('button', { name: 'Masquer les premiers pas' }).click()
    await page.assertNotExists('[data-testid=checklist]')
    await page.reload()
    await page.assertVisible(page.getByRole('heading', { name: 'Dashboard' }))
    await page.assertNotExists('[data-testid=checklist]')
    const saved = await User.findOrFail(user.id)
    assert.isNotNull(saved.onboardingDismissedAt)
  })

  test('the dashboard does not scroll sideways at 390 px with long names in its cards', async ({
    visit,
    assert,
  }) => {
    const user = await userWithRole('pro')
    const societe = await aSociete(user, {
      nom: 'Compagnie Générale des Établissements Industriels du Grand Ouest',
    })
    await ContactFactory.merge({
      userId: user.id,
      societeId: societe.id,
      prenom: 'Marie-Charlotte',
      nom: 'de La Fontaine-Beaumont',
    }).createMany(5)
    await OffreFactory.merge({
      userId: user.id,
      societeId: societe.id,
      titre: 'Responsable d’exploitation logistique multi-sites en alternance (H/F)',
    })
      .apply('publiee')
      .createMany(5)
    const page = await signedInSized(visit, { width: 390, height: 844 }, user)
    await page.assertVisible(page.getByRole('heading', { name: 'Derniers contacts' }))
    assert.equal(await sidewaysScroll(page), 0)
    await shootWidths(page, 'dashboard-long-names')
  })
})
