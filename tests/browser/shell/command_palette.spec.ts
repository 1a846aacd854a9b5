/// <reference lib="dom" />
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { TexteFactory } from '#database/factories/texte_factory'
import { screenshotsInto, userWithRole } from '#tests/browser/helpers'
import { signedIn, signedInSized, type Visit } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { pollUntil } from '#tests/helpers/poll'
import { colorSchemeSeen } from '#tests/browser/waits'

/*
| The command palette (Ctrl+K, issue #28): live results as one types, the
| actions the role allows, all of it with the keyboard, at 1440 and 390 px.
| PALETTE_SCREENSHOTS=1 also writes it open, light and dark, at 1440 and
| 390 px, into tmp/screenshots/command_palette/.
*/
const shoot = screenshotsInto(
  'tmp/screenshots/command_palette',
  process.env.PALETTE_SCREENSHOTS === '1'
)

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8'
)

/** axe-core over the open palette: one line per serious or critical node. */
async function seriousViolations(page: Page) {
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] }
    const { axe } = window as unknown as {
      axe: { run: (context: string, options: object) => Promise<{ violations: Violation[] }> }
    }
    const result = await axe.run('[data-testid=command-palette]', { resultTypes: ['violations'] })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`))
  })
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Palette de commandes' })
const paletteInput = (page: Page) => palette(page).getByRole('combobox')
const option = (page: Page, name: string | RegExp) => palette(page).getByRole('option', { name })

/** Ctrl+K opens the palette; `text` is typed into it. */
async function paletteTyped(page: Page, text: string) {
  await page.keyboard.press('Control+k')
  await page.keyboard.type(text)
}

/** Waits until the palette has left the page. */
const assertClosed = (page: Page) => page.assertNotExists('[data-testid=command-palette]')

/** The headings of the palette's groups, in order. */
const groupHeadings = (page: Page) =>
  palette(page)
    .locator('[cmdk-group-heading]')
    .evaluateAll((headings) => headings.map((heading) => heading.textContent))

/** The labels of the palette's options (their first line). */
const optionLabels = (page: Page) =>
  palette(page)
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((item) => item.querySelector('span span')?.textContent ?? '')
    )

/*
| Both wait on the locator, found again on each try, never on one element
| handle: React may replace the element meanwhile (results of the previous
| search give way to the new ones), and a detached element never changes.
*/
async function assertFocused(locator: Locator) {
  await pollUntil(
    () => locator.evaluate((element) => element === document.activeElement),
    Boolean,
    { message: 'not focused' }
  )
}

async function assertSelected(page: Page, name: string | RegExp) {
  await palette(page).getByRole('option', { name, selected: true }).waitFor()
}

async function seededPro() {
  const user = await userWithRole('pro')
  const societe = await SocieteFactory.merge({ userId: user.id, nom: 'Menard et Fils' }).create()
  const [, paul] = await ContactFactory.merge([
    { userId: user.id, prenom: 'Claire', nom: 'Garnier', societeId: societe.id },
    { userId: user.id, prenom: 'Paul', nom: 'Garnier', email: 'paul.garnier@example.fr' },
  ]).createMany(2)
  /* Further down the list: a société, its offre (found through it) and a template. */
  const garnier = await SocieteFactory.merge({ userId: user.id, nom: 'Garnier Bâtiment' }).create()
  await OffreFactory.merge({ userId: user.id, societeId: garnier.id, titre: 'Maçon coffreur' })
    .apply('publiee')
    .create()
  await TexteFactory.merge({
    userId: user.id,
    nom: 'Relance Garnier',
    sujet: 'Votre candidature',
  }).create()
  return { user, paul }
}

/** `seededPro()` signed in, in a window of `size` when given: the page and Paul Garnier. */
async function seededProSignedIn(visit: Visit, size?: { width: number; height: number }) {
  const { user, paul } = await seededPro()
  const page = size ? await signedInSized(visit, size, user) : await signedIn(visit, user)
  return { page, paul }
}

test.group('Browser: command palette', (group) => {
  group.each.timeout(90_000)

  for (const width of [1440, 390]) {
    test(`at ${width} px: Ctrl+K, a contact's name, ArrowDown and Enter open its page; Escape gives the focus back`, async ({
      visit,
      assert,
    }) => {
      const { page, paul } = await seededProSignedIn(visit, {
        width,
        height: width < 992 ? 844 : 900,
      })

      /* Escape closes it and the focus goes back to where it was. */
      const searchButton = page.getByRole('button', { name: /^Rechercher/ })
      await searchButton.first().focus()
      await page.keyboard.press('Control+k')
      await page.assertVisible(palette(page))
      await assertFocused(paletteInput(page))
      assert.equal(
        await paletteInput(page).getAttribute('placeholder'),
        'Rechercher ou lancer une action…'
      )
      await page.keyboard.press('Escape')
      await assertClosed(page)
      await assertFocused(searchButton.first())

      /* Typed, the live results come grouped, each with its second line. */
      const requests: string[] = []
      page.on('request', (request) => {
        if (request.url().includes(route('api.user.palette'))) requests.push(request.url())
      })
      await paletteTyped(page, 'garnier')
      const contacts = palette(page).getByRole('group', { name: 'Contacts' })
      await page.assertVisible(contacts.getByRole('option', { name: /Claire Garnier/ }))
      await page.assertTextContains(
        '[data-testid=command-palette] [role=option]:has-text("Paul Garnier")',
        'paul.garnier@example.fr'
      )
      await page.assertTextContains('[data-testid=command-palette]', 'Menard et Fils')
      assert.deepEqual(await groupHeadings(page), [
        'Contacts',
        'Sociétés',
        'Offres',
        'Modèles de texte',
      ])
      await page.assertVisible(option(page, /Maçon coffreur.*Publiée · Garnier Bâtiment/))
      /* One request once typing paused, not one per key. */
      assert.isBelow(requests.length, 4)
      assert.isTrue(requests.every((url) => url.includes('q=')))

      /* The first hit is selected; ArrowDown moves to the next, Enter visits it. */
      await assertSelected(page, /Claire Garnier/)
      await page.keyboard.press('ArrowDown')
      await assertSelected(page, /Paul Garnier/)
      await shoot(page, 'results', () => palette(page))
      await page.keyboard.press('Enter')
      await page.waitForURL(`**${route('contacts.show', { id: paul.id })}`)
      await assertClosed(page)
      await page.assertTextContains('main h1', 'Paul Garnier')

      /* An action: "nouveau contact" and Enter open the create form. */
      await paletteTyped(page, 'nouveau contact')
      await assertSelected(page, /Nouveau contact/)
      await page.keyboard.press('Enter')
      await page.waitForURL(`**${route('contacts.create')}`)
      await assertClosed(page)
    })
  }

  test('empty, it lists the actions; "Aucun résultat", "Voir tous les résultats", the theme and the shortcuts', async ({
    visit,
    assert,
  }) => {
    const { page } = await seededProSignedIn(visit)

    await page.keyboard.press('Control+k')
    await page.assertVisible(option(page, /Nouvelle offre/))
    await shoot(page, 'actions', () => palette(page))
    assert.deepEqual(await groupHeadings(page), ['Actions', 'Aller à', 'Préférences'])

    /* A second Ctrl+K closes it. */
    await page.keyboard.press('Control+k')
    await assertClosed(page)

    await paletteTyped(page, 'zzqx')
    await page.assertTextContains('[data-testid=command-palette]', 'Aucun résultat')
    await page.assertElementsCount('[data-testid=command-palette] [role=option]', 0)

    /* "Voir tous les résultats pour « … »" goes to /recherche. */
    await paletteInput(page).fill('garnier')
    await option(page, 'Voir tous les résultats pour « garnier »').click()
    await page.waitForURL((url) => url.pathname === route('search'))
    await page.assertQueryString({ q: 'garnier' })

    /* The theme through the layout settings, then the shortcuts list from the palette. */
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    const before = await dark()
    await paletteTyped(page, 'theme sombre')
    await page.keyboard.press('Enter')
    await assertClosed(page)
    assert.equal(await dark(), !before)

    await paletteTyped(page, 'raccourcis')
    await page.keyboard.press('Enter')
    await page.assertVisible(page.getByRole('dialog', { name: 'Raccourcis clavier' }))
    await assertClosed(page)
  })

  test('a visiteur is offered only what the role allows; the header button opens it on a phone', async ({
    visit,
    assert,
  }) => {
    const page = await signedInSized(
      visit,
      { width: 390, height: 844 },
      await userWithRole('visiteur')
    )

    await page.getByRole('button', { name: 'Palette de commandes' }).click()
    await page.assertVisible(option(page, /Nouvelle société/))
    const labels = await optionLabels(page)
    for (const refused of ['Nouveau contact', 'Nouvelle offre', 'Nouveau modèle de texte']) {
      assert.notInclude(labels, refused)
    }
    assert.notInclude(labels, 'Contacts')
    assert.include(labels, 'Sociétés')
    /* A full-width sheet: no sideways scroll, and a button to close it by touch. */
    const box = await page.getByTestId('command-palette').boundingBox()
    assert.equal(box?.width, 390)
    await palette(page).getByRole('button', { name: 'Fermer la palette' }).click()
    await assertClosed(page)
  })

  test('droit lecteur: the records and the lists, no create nor import action', async ({
    visit,
    assert,
  }) => {
    const user = await userWithRole('lecteur')
    await ContactFactory.merge({ userId: user.id, prenom: 'Paul', nom: 'Garnier' }).create()
    const page = await signedIn(visit, user)

    await page.keyboard.press('Control+k')
    await page.assertVisible(option(page, /Mon profil/))
    const labels = await optionLabels(page)
    assert.deepEqual(
      labels.filter((label) => /^(Nouveau|Nouvelle|Importer)/.test(label)),
      []
    )
    assert.includeMembers(labels, ['Contacts', 'Offres', 'Sociétés', 'Modèles de texte'])
    await page.keyboard.type('garnier')
    await page.assertVisible(option(page, /Paul Garnier/))
  })

  test('typed straight after the first Ctrl+K, nothing is lost; axe-core finds nothing serious, light and dark', async ({
    visit,
    assert,
  }) => {
    const { page } = await seededProSignedIn(visit)
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await colorSchemeSeen(page, scheme)
      /* Typed at once: the first time, the keys pressed while its code arrives are kept. */
      await paletteTyped(page, 'garnier')
      await page.assertVisible(option(page, /Paul Garnier/))
      assert.equal(await paletteInput(page).inputValue(), 'garnier')
      assert.deepEqual(await seriousViolations(page), [], scheme)
      await page.keyboard.press('Escape')
      await assertClosed(page)
    }
  })
})
