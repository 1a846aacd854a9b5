/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import Offre from '#models/offre'
import { UserFactory } from '#database/factories/user_factory'
import { CandidatureFactory } from '#database/factories/candidature_factory'
import { SEEDED, seedFigures } from '#tests/functional/dashboard/seed'
import { userWithRole } from '#tests/browser/helpers'
import { signedInAs, signedInLight } from '#tests/browser/fixtures'
import { shootWidths } from '#tests/browser/dashboard/helpers'
import { layoutSettled } from '#tests/browser/waits'

/*
| The side overlay shows the signed-in user's real figures (seeded with known
| values, beside another user's records), and the bell groups the follow-ups.
| DASHBOARD_SCREENSHOTS=1 also writes both, light and dark, at 390, 1000 and
| 1440 px, into tmp/screenshots/dashboard/.
*/

const figure = (page: Page, label: string) =>
  page.locator(`#side-overlay [data-figure="${label}"] [data-value]`).textContent()

test.group('Browser: side overlay and bell', () => {
  test('the side overlay’s numbers equal the user’s data', async ({ visit, assert }) => {
    const user = await userWithRole('pro')
    await seedFigures(user)
    await seedFigures(await UserFactory.create())
    /* Two applications to one of the user's offers, one already looked at. */
    const offre = await Offre.query().where('user_id', user.id).firstOrFail()
    const base = { userId: user.id, offreId: offre.id }
    await CandidatureFactory.merge(base).create()
    await CandidatureFactory.merge({ ...base, statut: 'en_cours' }).create()

    const page = await signedInLight(visit, user)
    await page.getByRole('button', { name: 'Ouvrir le panneau latéral' }).click()
    await page.assertVisible(page.getByRole('tab', { name: 'Aperçu', selected: true }))
    await page.waitForSelector('#side-overlay [data-testid=overview-0]')

    assert.equal(await figure(page, 'Offres en ligne'), String(SEEDED.offresOnline))
    assert.equal(await figure(page, 'Visibles sur /emplois'), String(SEEDED.offresVisible))
    assert.equal(await figure(page, 'Relances dues'), String(SEEDED.remindersDue))
    assert.equal(
      await figure(page, 'Contacts ajoutés ce mois-ci'),
      String(SEEDED.contactsThisMonth)
    )
    await page.assertTextContains(
      '#side-overlay [data-figure="Dernière activité"]',
      SEEDED.lastActivity
    )
    assert.equal(await figure(page, 'Candidatures reçues'), '2')
    await page.assertTextContains(
      '#side-overlay [data-figure="Candidatures reçues"]',
      'dont 1 nouvelle'
    )
    /* Nothing of the template's invented figures is left. */
    for (const invented of ['1 284', '4 860 €', 'Revenu du mois'])
      await page.assertNotExists(`#side-overlay :text("${invented}")`)
    await shootWidths(page, 'overlay-apercu')

    await page.getByRole('tab', { name: 'Offres' }).click()
    const offres = page.locator('#side-overlay [data-figure="Offres par statut"]')
    const part = (box: typeof offres, label: string) =>
      box.locator(`[data-part="${label}"] span`).last().textContent()
    assert.equal(await part(offres, 'Brouillons'), String(SEEDED.byStatut.brouillon))
    assert.equal(await part(offres, 'Publiées'), String(SEEDED.byStatut.publiee))
    assert.equal(await part(offres, 'Clôturées'), String(SEEDED.byStatut.cloturee))
    assert.equal(await figure(page, 'Publiées ce mois-ci'), String(SEEDED.publishedThisMonth))
    await page.assertTextContains(
      '#side-overlay [data-figure="Publiées ce mois-ci"]',
      `Mois dernier : ${SEEDED.publishedLastMonth} offre`
    )
    assert.equal(await figure(page, 'Date limite dans les 7 jours'), String(SEEDED.closingSoon))
    const contacts = page.locator('#side-overlay [data-figure="Contacts par statut"]')
    assert.equal(await part(contacts, 'Prospects'), String(SEEDED.contacts.prospect))
    assert.equal(await part(contacts, 'Clients'), String(SEEDED.contacts.client))
    await shootWidths(page, 'overlay-offres')
    await page.keyboard.press('Escape')
    await page.waitForSelector('#side-overlay', { state: 'detached' })
  })

  test('a new account’s overlay shows zeros and “Aucune activité”', async ({ visit }) => {
    const { page } = await signedInAs(visit, 'pro')
    await page.getByRole('button', { name: 'Ouvrir le panneau latéral' }).click()
    await page.waitForSelector('#side-overlay [data-testid=overview-0]')
    await page.assertTextContains('#side-overlay [data-figure="Offres en ligne"] [data-value]', '0')
    await page.assertTextContains(
      '#side-overlay [data-figure="Dernière activité"]',
      'Aucune activité'
    )
  })

  test('the bell groups the follow-ups: en retard, aujourd’hui, 7 prochains jours', async ({
    visit,
    assert,
  }) => {
    const user = await userWithRole('pro')
    await seedFigures(user)
    const page = await signedInLight(visit, user)
    await page.assertTextContains('[data-testid=relances-count]', '2')
    await page.getByRole('button', { name: /Notifications/ }).click()
    const panel = page.locator('[data-testid=bell-reminders]')
    await page.assertVisible(panel)
    const headings = await panel
      .getByRole('heading')
      .evaluateAll((nodes) => nodes.map((node) => node.firstChild?.textContent))
    assert.deepEqual(headings, ['En retard', 'Aujourd’hui', '7 prochains jours'])
    for (const key of ['overdue', 'today', 'upcoming'])
      assert.equal(await panel.locator(`[data-group=${key}] li`).count(), 1)
    await page.assertTextContains(panel.locator('[data-group=today]'), 'Appel · aujourd’hui')
    await page.assertTextContains(panel.locator('[data-group=overdue]'), 'en retard')
    /* On a phone the panel stays on the screen. */
    await page.setViewportSize({ width: 390, height: 844 })
    await layoutSettled(page)
    const box = await panel.boundingBox()
    assert.isAtLeast(box!.x, 0)
    assert.isAtMost(box!.x + box!.width, 390)
    await shootWidths(page, 'bell', false)
  })
})
