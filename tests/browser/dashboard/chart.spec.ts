/// <reference lib="dom" />
import { DateTime } from 'luxon'
import type { Page } from 'playwright'
import { test } from '@japa/runner'
import { OffreFactory } from '#database/factories/offre_factory'
import { userWithRole } from '#tests/browser/helpers'
import { signedInLight, type Visit } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'

/* The chart's bars are plain elements: no chart library and no canvas. */
const CHART_LIBRARY = /chart\.js|chart_js|chartjs|published_chart-[\w-]+\.js/i

const loadedScripts = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\.(m?js|tsx?)(\?|$)/.test(name))

const barColour = () =>
  getComputedStyle(
    document.querySelector('[data-testid="published-chart"] [role="img"][data-count="3"]')!
  ).backgroundColor

/** A pro with three offres published now, signed in (light mode) on their dashboard. */
async function threePublishedThisMonth(visit: Visit) {
  const user = await userWithRole('pro')
  const societe = await aSociete(user)
  await OffreFactory.merge({
    userId: user.id,
    societeId: societe.id,
    statut: 'publiee',
    publishedAt: DateTime.now(),
  }).createMany(3)

  return signedInLight(visit, user)
}

/** Waits until the bar of 3 has another background colour than `before`. */
function barRecoloured(page: Page, before: string) {
  return page.waitForFunction((colour) => {
    const bar = document.querySelector('[data-testid="published-chart"] [data-count="3"]')
    return bar && getComputedStyle(bar).backgroundColor !== colour
  }, before)
}

test.group('Browser: dashboard chart', () => {
  test('the publication chart draws 12 labelled bars without a chart library', async ({
    visit,
    assert,
  }) => {
    const page = await threePublishedThisMonth(visit)
    await page.assertTextContains('[data-testid="count-Offres publiées"]', '3')

    const chart = page.getByRole('figure', {
      name: 'Offres publiées par mois sur 12 mois : 3 au total',
    })
    await page.assertVisible(chart)
    const bars = chart.getByRole('img')
    assert.equal(await bars.count(), 12)

    /* One accessible name per bar, in French: "janv. 2026 : 3 offres", "févr. 2026 : 0 offre". */
    const names = await bars.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-label'))
    )
    for (const name of names) assert.match(name!, /^\S+\.? \d{4} : \d+ offres?$/)
    const thisMonth = new Intl.DateTimeFormat('fr-FR', {
      month: 'short',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }).format(new Date())
    assert.equal(names[11], `${thisMonth} : 3 offres`)
    assert.equal(names.filter((name) => name!.endsWith(' : 0 offre')).length, 11)

    /* The tallest bar fills the plot; the empty months have no height. */
    const full = await chart.getByRole('img', { name: `${thisMonth} : 3 offres` }).boundingBox()
    assert.isAbove(full!.height, 150)
    const empty = await bars.first().boundingBox()
    assert.equal(Math.round(empty?.height ?? 0), 0)

    assert.equal(await page.locator('canvas').count(), 0)
    const scripts = await page.evaluate(loadedScripts)
    assert.isAbove(scripts.length, 0)
    assert.deepEqual(
      scripts.filter((name) => CHART_LIBRARY.test(name)),
      [],
      'no chart library is downloaded'
    )
  })

  test('the bars follow dark mode and the colour theme', async ({ visit, assert }) => {
    const page = await threePublishedThisMonth(visit)
    await page.locator('[data-testid="published-chart"] [data-count="3"]').waitFor()

    /* Light mode: the theme's primary, the colour of the other primary fills. */
    const light = await page.evaluate(barColour)
    const primary = await page.evaluate(() => {
      const probe = document.createElement('span')
      probe.className = 'bg-primary'
      document.body.append(probe)
      const colour = getComputedStyle(probe).backgroundColor
      probe.remove()
      return colour
    })
    assert.equal(light, primary)

    await page.getByRole('button', { name: 'Dark' }).click()
    await barRecoloured(page, light)
    const dark = await page.evaluate(barColour)

    await page.getByRole('button', { name: 'Thème City' }).click()
    await barRecoloured(page, dark)
  })

  test('the landing page does not download sweetalert2 until a toast opens', async ({
    visit,
    assert,
  }) => {
    const page = await visit(route('home'))
    await page.waitForLoadState('networkidle')
    const scripts = await page.evaluate(loadedScripts)
    assert.isAbove(scripts.length, 0)
    assert.deepEqual(
      scripts.filter((name) => /sweetalert2/i.test(name)),
      [],
      'sweetalert2 loads on first use'
    )
    assert.equal(await page.locator('.swal2-container').count(), 0)
  })
})
