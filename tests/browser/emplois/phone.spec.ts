/// <reference lib="dom" />
import { mkdirSync } from 'node:fs'
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright'
import type { TypeContrat } from '#models/offre'
import { publicSlug } from '#services/emplois/public_offres'
import { UserFactory } from '#database/factories/user_factory'
import { axeLightAndDark, transitionsEnded } from '#tests/browser/axe'
import { screenshotsInto, waitForHydratedButton } from '#tests/browser/helpers'
import { sizedPage, type Visit } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aSociete, anOffre } from '#tests/helpers/owned_records'

/*
| The board on a phone (issue 41, defect 7): « Postuler » on an offer's first
| screen (a bar held at the bottom while the offer is read), the first offer
| on /emplois's first screen (its filters folded behind « Filtres »), and the
| publication day on every card; at 1440 px the layout as it was.
| EMPLOIS_SCREENSHOTS=1 writes the pages (whole, and their first screen) to
| tmp/screenshots/emplois.
*/
const SCREENSHOTS = process.env.EMPLOIS_SCREENSHOTS === '1'
const DIR = 'tmp/screenshots/emplois'
const shoot = screenshotsInto(DIR, SCREENSHOTS)

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const TITRE = 'Technicien·ne de maintenance industrielle (H/F)'
const APPLY = 'https://ligerienne.fr/recrutement?poste=42'

/** A real offer's length: the aside (and « Postuler » in it) comes after all of it on a phone. */
const DESCRIPTION = [
  'Ligérienne de Métallerie conçoit et fabrique des structures métalliques pour l’industrie et le bâtiment, de l’étude à la pose.',
  'Rattaché·e au responsable de maintenance, vous assurez le bon fonctionnement des lignes de découpe laser, des presses plieuses et des robots de soudure de l’atelier.',
  'Vous réalisez la maintenance préventive selon le plan établi, diagnostiquez les pannes mécaniques, électriques et pneumatiques, et intervenez en curatif pour limiter les arrêts de production.',
  'Vous proposez des améliorations pour fiabiliser les équipements, suivez les interventions dans la GMAO et participez à la mise en service des nouvelles machines.',
  'Horaires en deux-huit, prime d’équipe, mutuelle prise en charge à 70 %, intéressement et comité d’entreprise.',
]
  .map((text) => `<p>${text}</p>`)
  .join('')

async function seedEmplois() {
  const user = await UserFactory.create()
  const societe = await aSociete(user, { nom: 'Ligérienne de Métallerie', ville: 'Tours' })
  const offre = (
    titre: string,
    typeContrat: TypeContrat,
    day: string,
    candidature: string | null
  ) =>
    anOffre(
      user,
      societe,
      { titre, typeContrat, lieu: 'Tours', description: DESCRIPTION, candidature },
      'publiee'
    ).then((created) =>
      created
        .merge({ publishedAt: DateTime.fromISO(`${day}T10:00`, { zone: 'Europe/Paris' }) })
        .save()
    )
  const form = await offre(TITRE, 'CDI', '2026-11-03', null)
  const external = await offre('Assistant·e commercial·e', 'CDD', '2026-11-02', APPLY)
  await offre('Soudeur en alternance', 'Alternance', '2026-11-01', null)
  return { form: publicSlug(form), external: publicSlug(external) }
}

type Size = { width: number; height: number }

/** The board, and a new page on /emplois resized to `size` once loaded (resized in place). */
async function emploisAt(visit: Visit, size: Size) {
  const slugs = await seedEmplois()
  return { page: await sizedPage(visit, size, route('emplois.index')), ...slugs }
}

/**
 * The board, and a new page of `size` (set before the offer loads) at its offer
 * taking applications here, « Postuler » hydrated.
 */
async function formOfferAt(visit: Visit, size: Size) {
  const { page, form } = await emploisAt(visit, size)
  await page.goto(route('emplois.show', { slug: form }))
  await waitForHydratedButton(page, 'Postuler')
  return { page, postuler: page.getByRole('button', { name: 'Postuler', exact: true }) }
}

/** The element's box on the screen: the page's scroll taken out. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not rendered')
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width }
}

const onFirstScreen = async (locator: Locator) => {
  const box = await boxOf(locator)
  return box.top >= 0 && box.bottom <= PHONE.height
}

/** The first screen at the page's size, light and dark (EMPLOIS_SCREENSHOTS=1). */
async function shootScreen(page: Page, name: string) {
  if (!SCREENSHOTS) return
  mkdirSync(DIR, { recursive: true })
  const width = page.viewportSize()?.width
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await transitionsEnded(page)
    await page.screenshot({ path: `${DIR}/${name}-screen-${scheme}-${width}.png` })
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

const focusedText = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`)

test.group('Browser: the job board on a phone', () => {
  test('390 px: « Postuler » is on the offer’s first screen, rides along, opens the form', async ({
    visit,
    assert,
  }) => {
    const { page, postuler } = await formOfferAt(visit, PHONE)
    assert.equal(await postuler.count(), 1, 'one « Postuler » for assistive tech')
    assert.isTrue(await onFirstScreen(postuler), 'on the first screen, without scrolling')
    await shootScreen(page, 'offer')
    assert.deepEqual(await axeLightAndDark(page), [])

    /* Held at the bottom while the page is read, similar offers included. */
    for (const y of [700, 1400]) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      assert.isTrue(await onFirstScreen(postuler), `still on screen ${y} px down`)
    }

    /* A link the keyboard reaches under the bar is scrolled to above it (WCAG 2.4.11). */
    const share = page.getByRole('link', { name: 'LinkedIn', exact: true })
    const applyBar = page.locator('[data-apply-bar]')
    await share.evaluate((link) => {
      window.scrollBy(0, link.getBoundingClientRect().bottom - window.innerHeight + 10)
    })
    const hidden = await boxOf(share)
    const bar = await boxOf(applyBar)
    assert.isAbove(hidden.bottom, bar.top, 'under the bar before')
    await page
      .getByRole('link', { name: 'Site web' })
      .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }))
    await page.keyboard.press('Tab')
    assert.equal(await focusedText(page), 'A LinkedIn')
    const shown = await boxOf(share)
    assert.isAtMost(shown.bottom, bar.top, 'above the bar once focused')

    await page.evaluate(() => window.scrollTo(0, 0))
    await shoot(page, 'offer')
    /* At the end of the page it covers neither the last content nor the footer. */
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const resting = await boxOf(applyBar)
    for (const below of [
      page.getByRole('complementary', { name: 'Vous recrutez ?' }),
      page.locator('footer'),
    ]) {
      const box = await boxOf(below)
      assert.isTrue(resting.bottom <= box.top || box.bottom <= resting.top, 'no overlap')
    }
    assert.isTrue(await onFirstScreen(postuler), 'still there at the end')
    await shootScreen(page, 'offer-end')

    /* With the keyboard: after the page's last link, then Enter opens the form. */
    await page.getByRole('link', { name: 'Déjà inscrit ? Se connecter' }).focus()
    await page.keyboard.press('Tab')
    assert.equal(await focusedText(page), 'BUTTON Postuler')
    await page.keyboard.press('Enter')
    const heading = page.getByRole('heading', { name: 'Postuler à cette offre' })
    await heading.waitFor()
    assert.equal(await focusedText(page), 'H2 Postuler à cette offre', 'the form takes the focus')
    assert.equal(await page.locator('[data-apply-bar]').count(), 0, 'the bar is gone')
    assert.equal(await postuler.count(), 0)
  })

  test('390 px: an offer with the pro’s own address has its « Postuler » link on the first screen', async ({
    visit,
    assert,
  }) => {
    const { page, external } = await emploisAt(visit, PHONE)
    await page.goto(route('emplois.show', { slug: external }))

    const postuler = page.getByRole('link', { name: 'Postuler' })
    assert.equal(await postuler.count(), 1)
    assert.isTrue(await onFirstScreen(postuler))
    assert.equal(await postuler.getAttribute('href'), APPLY)
    assert.equal(await postuler.getAttribute('target'), '_blank')
  })

  test('1440 px: « Postuler » stays in the aside, on the first screen; no bar', async ({
    visit,
    assert,
  }) => {
    const { page, postuler } = await formOfferAt(visit, DESKTOP)
    assert.equal(await postuler.count(), 1)
    assert.equal(await page.locator('aside').getByRole('button', { name: 'Postuler' }).count(), 1)
    const box = await boxOf(postuler)
    assert.isAtMost(box.bottom, DESKTOP.height, 'on the first screen')
    assert.isAbove(box.left, DESKTOP.width / 2, 'beside the description')
    assert.isFalse(await page.locator('[data-apply-bar]').isVisible())
    await shootScreen(page, 'offer')

    await postuler.click()
    await page.getByRole('heading', { name: 'Postuler à cette offre' }).waitFor()
    assert.equal(await postuler.count(), 0)
  })

  test('390 px: /emplois shows its first offer on the first screen; the filters fold behind « Filtres »', async ({
    visit,
    assert,
  }) => {
    /* Resized in place: the first screen is the page's layout at this size. */
    const { page } = await emploisAt(visit, PHONE)
    await waitForHydratedButton(page, 'Filtres')

    const cards = page.locator('article.offre-card')
    assert.isTrue(await onFirstScreen(cards.first()), 'the whole first card on the first screen')
    assert.isTrue(await page.getByRole('searchbox', { name: 'Mots-clés' }).isVisible())
    const contrat = page.getByRole('combobox', { name: 'Type de contrat' })
    assert.isFalse(await contrat.isVisible(), 'the filters are folded')
    await shootScreen(page, 'board')

    /* The card's publication day, for people and machines. */
    const date = cards.first().locator('.offre-card-date')
    assert.isTrue(await date.isVisible())
    assert.equal(await date.textContent(), 'Publiée le 3 novembre 2026')
    assert.equal(await date.locator('time').getAttribute('datetime'), '2026-11-03')

    /* Open: the focus stays on the button; Escape folds and gives it back. */
    const toggle = page.getByRole('button', { name: 'Filtres', exact: true })
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false')
    await toggle.click()
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true')
    assert.isTrue(await page.getByRole('group', { name: 'Filtres' }).isVisible())
    assert.deepEqual(await axeLightAndDark(page), [])
    await shootScreen(page, 'board-filters')
    await contrat.focus()
    await page.keyboard.press('Escape')
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false')
    assert.equal(await focusedText(page), 'BUTTON Filtres')

    /* Filter: the results, the panel folded, the count on the button. */
    await page.keyboard.press('Enter')
    await contrat.selectOption('CDI')
    await page.getByRole('button', { name: 'Rechercher' }).click()
    await page.waitForURL(`**${route('emplois.index', {}, { contrat: 'CDI' })}`)
    await page.getByText('1 offre correspondant à votre recherche').waitFor()
    assert.deepEqual(await page.locator('article h2').allTextContents(), [TITRE])
    const filtered = page.getByRole('button', { name: 'Filtres (1 actif)' })
    assert.equal(await filtered.getAttribute('aria-expanded'), 'false')
    assert.isTrue(await onFirstScreen(cards.first()))
    await shoot(page, 'board-cdi')
  })

  test('1440 px: /emplois keeps its one-row search; each card dated beside its title', async ({
    visit,
    assert,
  }) => {
    const { page } = await emploisAt(visit, DESKTOP)

    assert.isFalse(await page.getByRole('button', { name: /^Filtres/ }).isVisible())
    const row = await boxOf(page.getByRole('searchbox', { name: 'Mots-clés' }))
    for (const name of ['Type de contrat', 'Télétravail', 'Lieu']) {
      const select = await boxOf(page.getByRole('combobox', { name }))
      assert.isAtMost(Math.abs(select.bottom - row.bottom), 2, `${name} on the row`)
    }
    const card = page.locator('article.offre-card').first()
    const title = await boxOf(card.locator('h2'))
    const date = await boxOf(card.locator('.offre-card-date'))
    assert.isBelow(date.top, title.bottom, 'on the title’s line')
    assert.isAbove(date.left, title.right, 'at the right')
    assert.equal(await card.locator('.offre-card-date').textContent(), 'Publiée le 3 novembre 2026')
    await shootScreen(page, 'board')
  })
})
