/// <reference lib="dom" />
import { DateTime } from 'luxon'
import type { Page } from 'playwright'
import { test } from '@japa/runner'
import Offre from '#models/offre'
import type User from '#models/user'
import { screenshotsInto, userWithRole } from '#tests/browser/helpers'
import { layoutSettled } from '#tests/browser/waits'
import { signedInSized } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aSociete, anOffre } from '#tests/helpers/owned_records'

/*
| A recruiter's offer walk (issue #28): an alternance offer whose candidates
| apply by 18/12 and start on 04/01 goes online in at most two submits, and a
| publication that lacks the date limite says so under the field, on the form.
| OFFRE_WALK_SCREENSHOTS=1 also writes the form with its hints and the refusal,
| light and dark, at 1440, 1000 and 390 px, into tmp/screenshots/offre_walk/.
*/
const SCREENSHOTS = process.env.OFFRE_WALK_SCREENSHOTS === '1'
const DIR = 'tmp/screenshots/offre_walk'
const shootWide = screenshotsInto(DIR, SCREENSHOTS)

/** The page in light and dark at 1440 and 390 px, and at 1000 px (the middle width). */
async function shoot(page: Page, name: string, width: number) {
  if (!SCREENSHOTS) return
  if (width === 1440) return shootWide(page, name)
  if (width !== 1000) return
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await layoutSettled(page)
    await page.screenshot({ path: `${DIR}/${name}-${scheme}-1000.png`, fullPage: true })
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

const WIDTHS = [390, 1000, 1440]
const NO_DEADLINE = 'Indiquez une date limite de candidature avant de publier l’offre.'

/** The next 18 December still to come, and the 4 January after it. */
function applyByThenStart() {
  const today = DateTime.now().setZone('Europe/Paris').startOf('day')
  let limite = DateTime.fromObject({ year: today.year, month: 12, day: 18 })
  if (limite < today) limite = limite.plus({ years: 1 })
  return { limite: limite.toISODate()!, debut: `${limite.year + 1}-01-04` }
}

/** Counts the offer forms and steps the page sends (POST, PUT under /app/offres). */
function countSubmits(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (['POST', 'PUT'].includes(request.method()) && pathname.startsWith(route('offres.index'))) {
      sent.push(`${request.method()} ${pathname}`)
    }
  })
  return sent
}

async function signedInAt(visit: (url: string) => Promise<Page>, user: User, width: number) {
  const page = await signedInSized(visit, { width, height: 900 }, user)
  return page
}

/** The error shown for a field: the element its aria-describedby names. */
async function errorUnder(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true })
  const describedBy = await field.getAttribute('aria-describedby')
  if (!describedBy) return null
  return page.locator(`[id="${describedBy}"]`).textContent()
}

test.group('Browser: publishing an offer on the first try', () => {
  test(
    'at {$self} px: an alternance offer (apply by 18/12, start 04/01) goes online in ≤ 2 submits'
  )
    .with(WIDTHS)
    .run(async ({ visit, assert }, width) => {
      const user = await userWithRole('pro')
      await aSociete(user, { nom: 'Batiroc Construction' })
      const { limite, debut } = applyByThenStart()
      const page = await signedInAt(visit, user, width)
      const submits = countSubmits(page)

      await page.goto(route('offres.create'))
      /* Told up front what publication will need. */
      await page.assertTextContains('form', 'Requis pour publier.')
      await page.getByLabel('Intitulé du poste').fill('Conducteur de travaux en alternance')
      await page.getByRole('combobox', { name: 'Société' }).fill('batiroc')
      await page.getByRole('option', { name: 'Batiroc Construction' }).click()
      await page.getByLabel('Type de contrat').selectOption('Alternance')
      await page.getByLabel('Lieu').fill('Nantes')
      await page.getByLabel('Date limite de candidature').fill(limite)
      await page.getByLabel('Date de début').fill(debut)
      await page.getByRole('textbox', { name: 'Description du poste' }).click()
      await page.keyboard.type('Deux ans en alternance sur des chantiers de rénovation.')
      await shoot(page, 'create-filled', width)
      await page.getByRole('button', { name: 'Enregistrer et publier' }).click()

      await page.assertTextContains('.swal2-toast', 'Offre créée et publiée.')
      const offre = await Offre.findByOrFail('titre', 'Conducteur de travaux en alternance')
      assert.equal(offre.statut, 'publiee')
      assert.equal(offre.dateLimite?.toISODate(), limite)
      assert.equal(offre.dateDebut?.toISODate(), debut)
      await page.assertTextContains('main', 'Cette offre est en ligne')
      assert.isAtMost(submits.length, 2, submits.join(', '))
      assert.deepEqual(submits, ['POST /app/offres'])

      /* On the list, "Clôturer" is a labelled button, not a bare icon. */
      await page.goto(route('offres.index'))
      const close = page.getByRole('button', { name: 'Clôturer' })
      await close.waitFor()
      assert.equal(await close.evaluate((button) => button.querySelector('.sr-only')), null)
      assert.isAbove((await close.boundingBox())!.width, 60)
      await shoot(page, 'list', width)
    })
    .timeout(90_000)

  test(
    'at {$self} px: "Publier" on the list of a draft without date limite leads to the field’s error'
  )
    .with(WIDTHS)
    .run(async ({ visit, assert }, width) => {
      const user = await userWithRole('pro')
      const societe = await aSociete(user)
      const draft = await anOffre(user, societe, {
        titre: 'Assistant RH',
        dateDebut: null,
        dateLimite: null,
      })
      const page = await signedInAt(visit, user, width)
      const submits = countSubmits(page)

      await page.goto(route('offres.index'))
      await page.getByRole('button', { name: 'Publier', exact: true }).click()
      await page.waitForURL(`**${route('offres.edit', { id: draft.id })}`)
      await page.assertTextContains('.swal2-toast', 'complétez les champs signalés')
      await page.waitForFunction(
        () => document.querySelector('[aria-invalid="true"]') !== null,
        undefined,
        { timeout: 5000 }
      )
      assert.equal(await errorUnder(page, 'Date limite de candidature'), NO_DEADLINE)
      /* The field in error takes the focus, so it is on screen even at 390 px. */
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-invalid') === 'true'
      )
      const dateLimite = page.getByLabel('Date limite de candidature', { exact: true })
      assert.isTrue(await dateLimite.evaluate((input) => input === document.activeElement))
      await shoot(page, 'refused', width)
      const refused = await Offre.findOrFail(draft.id)
      assert.equal(refused.statut, 'brouillon')

      /* Fixed on the form, published with the same submit. */
      await page.getByLabel('Date limite de candidature').fill(applyByThenStart().limite)
      await page.getByRole('button', { name: 'Enregistrer et publier' }).click()
      await page.assertTextContains('.swal2-toast', 'Offre enregistrée et publiée.')
      const stored = await Offre.findOrFail(draft.id)
      assert.equal(stored.statut, 'publiee')
      assert.deepEqual(submits, [
        `POST /app/offres/${draft.id}/publish`,
        `PUT /app/offres/${draft.id}`,
      ])
    })
    .timeout(90_000)

  test('on the create form, publishing without a date limite shows the error under the field')
    .run(async ({ visit, assert }) => {
      const user = await userWithRole('pro')
      await aSociete(user, { nom: 'Numéria Conseil' })
      const page = await signedInAt(visit, user, 1440)

      await page.goto(route('offres.create'))
      await page.getByLabel('Intitulé du poste').fill('Développeur TypeScript')
      await page.getByRole('combobox', { name: 'Société' }).fill('numéria')
      await page.getByRole('option', { name: 'Numéria Conseil' }).click()
      await page.getByRole('textbox', { name: 'Description du poste' }).click()
      await page.keyboard.type('Applications web pour nos clients.')
      await page.getByRole('button', { name: 'Enregistrer et publier' }).click()

      await page.waitForFunction(
        () => document.querySelector('[aria-invalid="true"]') !== null,
        undefined,
        { timeout: 5000 }
      )
      assert.equal(await errorUnder(page, 'Date limite de candidature'), NO_DEADLINE)
      /* Still the create form (its address now names the chosen société: ?societe=). */
      assert.equal(new URL(page.url()).pathname, route('offres.create'))
      assert.lengthOf(await Offre.all(), 0)
      /* The form kept what was typed. */
      assert.equal(
        await page.getByLabel('Intitulé du poste').inputValue(),
        'Développeur TypeScript'
      )
    })
    .timeout(90_000)
})
