/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { ContactFactory } from '#database/factories/contact_factory'
import { UserFactory } from '#database/factories/user_factory'
import { userWithRole } from '#tests/browser/helpers'
import { signedInSized, type Visit } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { sidewaysOverflow } from '#tests/browser/shell/page_steps'
import { aContact, aSociete, aTexte, anOffre } from '#tests/helpers/owned_records'

/*
| The lists on a phone (390 px): below Tailwind's sm (640 px) each table row is a
| card (data_table.tsx) and the filters fold into a "Filtres" panel
| (list_toolbar.tsx). Every list of start/routes/*.ts is walked: the pro's
| contacts, sociétés, offres and text templates with their corbeille views,
| e-sidoor's professionals, every pro's contacts and one pro's records.
*/

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

const LONG_EMAIL = 'marie-charlotte.de-la-fontaine-beaumont@compagnie-generale-ouest.fr'
/** The pro's draft offre, whose row has every action. */
const DRAFT = 'Conducteur de travaux en alternance'

/** Records with long values (the e-mail, the company's name) in every list, live and in the trash. */
async function seed() {
  const pro = await userWithRole('pro')
  const esi = await userWithRole('esi')
  esi.fullName = 'Émilie Marchand'
  await esi.save()
  const societe = await aSociete(pro, {
    nom: 'Compagnie Générale des Établissements du Grand Ouest',
    ville: 'Saint-Herblain',
    codePostal: '44800',
  })
  await aSociete(pro, { nom: 'Ancienne Société Dupont' }, 'trashed')
  await ContactFactory.merge([
    {
      userId: pro.id,
      prenom: 'Marie-Charlotte',
      nom: 'de La Fontaine-Beaumont',
      email: LONG_EMAIL,
      statut: 'client',
      societeId: societe.id,
    },
    { userId: pro.id, prenom: 'Hugo', nom: 'Fontaine', statut: 'prospect', societeId: null },
  ]).createMany(2)
  await aContact(pro, { prenom: 'Yann', nom: 'Le Bihan', statut: 'ancien', email: null }, 'trashed')
  await anOffre(pro, societe, { titre: DRAFT })
  await anOffre(pro, societe, { titre: 'Responsable export Asie' }, 'publiee')
  await anOffre(pro, societe, { titre: 'Stage assistant de direction' }, 'cloturee')
  await anOffre(pro, societe, { titre: 'Cariste agent de quai' }, 'trashed')
  await aTexte(pro, { nom: 'Invitation entretien Nantes' })
  await aTexte(pro, { nom: 'Relance ancienne' }, 'trashed')
  const colleague = await UserFactory.merge({ fullName: 'Élise Martin' }).create()
  await aTexte(colleague, { nom: 'Bienvenue sur e-sidoor' }, 'shared')
  return { pro, esi }
}

/** What a list page must be at 390 px, measured in the page. */
type ListExpectation = {
  url: string
  /** A row's title (its main field) and what else its card shows. */
  row: string
  fields?: string[]
  badge?: string
  /** Accessible names of the row's actions. */
  actions?: (string | RegExp)[]
}

const PRO_LISTS: ListExpectation[] = [
  {
    url: route('contacts.index'),
    row: 'Marie-Charlotte de La Fontaine-Beaumont',
    fields: ['Société', 'E-mail', 'Téléphone'],
    badge: 'Client',
    actions: [
      'Modifier Marie-Charlotte de La Fontaine-Beaumont',
      'Supprimer Marie-Charlotte de La Fontaine-Beaumont',
    ],
  },
  {
    url: route('contacts.index', {}, { corbeille: 'uniquement' }),
    row: 'Yann Le Bihan',
    badge: 'Ancien',
    actions: ['Restaurer'],
  },
  {
    url: route('societes.index'),
    row: 'Compagnie Générale des Établissements du Grand Ouest',
    fields: ['SIRET', 'Ville', 'Téléphone'],
    actions: [
      'Modifier Compagnie Générale des Établissements du Grand Ouest',
      'Supprimer Compagnie Générale des Établissements du Grand Ouest',
    ],
  },
  {
    url: route('societes.index', {}, { corbeille: 'uniquement' }),
    row: 'Ancienne Société Dupont',
    actions: ['Restaurer'],
  },
  {
    url: route('offres.index'),
    row: DRAFT,
    fields: ['Société', 'Contrat', 'Salaire', 'Date limite'],
    badge: 'Brouillon',
    actions: ['Modifier', 'Aperçu', 'Publier', `Supprimer ${DRAFT}`],
  },
  {
    url: route('offres.index', {}, { corbeille: 'uniquement' }),
    row: 'Cariste agent de quai',
    actions: ['Restaurer'],
  },
  {
    url: route('textes.index'),
    row: 'Invitation entretien Nantes',
    fields: ['Objet', 'Modifié le'],
    actions: ['Modifier Invitation entretien Nantes', 'Supprimer Invitation entretien Nantes'],
  },
  {
    url: route('textes.index', {}, { corbeille: 'uniquement' }),
    row: 'Relance ancienne',
    actions: ['Restaurer'],
  },
]

const ESI_LISTS: ListExpectation[] = [
  {
    url: route('esidoor.dashboard'),
    row: 'Paul Rousseau',
    fields: ['Sociétés', 'Contacts', 'Offres', 'Dernière connexion'],
  },
  {
    url: route('esidoor.contacts.index'),
    row: 'Marie-Charlotte de La Fontaine-Beaumont',
    fields: ['Société', 'E-mail', 'Professionnel'],
    badge: 'Client',
  },
  {
    url: route('esidoor.contacts.index', {}, { corbeille: 'uniquement' }),
    row: 'Yann Le Bihan',
    badge: 'Ancien',
  },
]

/** The page does not scroll sideways. */
async function assertNoSidewaysScroll(page: Page, where: string) {
  const { overflow, culprit } = await sidewaysOverflow(page)
  if (overflow > 0)
    throw new Error(`${where}: the page scrolls sideways by ${overflow} px (${culprit})`)
}

/** The seeded accounts and records, and a page on the phone signed in as `who` (at `url` when given). */
async function onPhone(visit: Visit, who: 'pro' | 'esi', url?: string) {
  const accounts = await seed()
  return { ...accounts, page: await signedInSized(visit, PHONE, accounts[who], url) }
}

/** An element lies whole between the viewport's left and right edges. */
async function assertWithinWidth(page: Page, selector: ReturnType<Page['locator']>, where: string) {
  await selector.scrollIntoViewIfNeeded()
  const box = await selector.boundingBox()
  const width = page.viewportSize()!.width
  if (!box || box.x < 0 || box.x + box.width > width)
    throw new Error(`${where}: outside the viewport (${JSON.stringify(box)}, width ${width})`)
}

/** The checks every list makes on every one of its rows: a card, inside the viewport, its controls usable. */
async function assertRowsAreCards(page: Page, where: string) {
  const report = await page.evaluate(() => {
    const problems: string[] = []
    const thead = document.querySelector('table:has(tr[data-row-card]) thead')
    if (thead && getComputedStyle(thead).display !== 'none') problems.push('the table header shows')
    const rows = Array.from(document.querySelectorAll<HTMLElement>('tr[data-row-card]'))
    for (const [index, row] of rows.entries()) {
      if (getComputedStyle(row).display !== 'grid') problems.push(`row ${index} is not a card`)
      const box = row.getBoundingClientRect()
      if (box.left < 0 || box.right > window.innerWidth)
        problems.push(`row ${index} overflows (${box.left}–${box.right})`)
      const title = row.querySelector<HTMLElement>('[data-card=title]')
      if (!title || title.innerText.trim() === '') problems.push(`row ${index} has no title`)
      for (const cell of Array.from(row.querySelectorAll<HTMLElement>('[data-card=field]'))) {
        if (cell.getBoundingClientRect().right > window.innerWidth)
          problems.push(`row ${index}: a field overflows`)
        const label = cell.firstElementChild as HTMLElement | null
        if (!label || getComputedStyle(label).display === 'none')
          problems.push(`row ${index}: a field has no label`)
      }
    }
    return { rows: rows.length, problems }
  })
  if (report.rows === 0) throw new Error(`${where}: no row`)
  if (report.problems.length) throw new Error(`${where}: ${report.problems.join('; ')}`)
}

/** A list at 390 px: no sideways scroll, the expected row as a card, every control of every row usable. */
async function walkList(page: Page, list: ListExpectation) {
  await page.goto(list.url)
  const card = page
    .locator('tr[data-row-card]')
    .filter({ has: page.locator('[data-card=title]', { hasText: list.row }) })
    .first()
  await card.first().waitFor()
  await assertNoSidewaysScroll(page, list.url)
  await assertRowsAreCards(page, list.url)

  const title = card.locator('[data-card=title]')
  await title.getByText(list.row).first().waitFor({ state: 'visible' })
  for (const label of list.fields ?? []) {
    const field = card.locator('[data-card=field]', { hasText: label })
    await field.getByText(label, { exact: true }).waitFor({ state: 'visible' })
    await assertWithinWidth(page, field, `${list.url}: field ${label}`)
  }
  if (list.badge) {
    const badge = card.locator('[data-card=badge]')
    await badge.getByText(list.badge, { exact: true }).waitFor({ state: 'visible' })
    await assertWithinWidth(page, badge, `${list.url}: badge`)
  }
  for (const name of list.actions ?? []) {
    const action = card.locator('[data-card=actions]').getByRole('link', { name, exact: true })
    const button = card.locator('[data-card=actions]').getByRole('button', { name, exact: true })
    const control = (await action.count()) ? action : button
    await control.click({ trial: true })
    await assertWithinWidth(page, control, `${list.url}: action ${name}`)
  }

  /* Every link and button of every card: inside the viewport, and the topmost element at its centre. */
  const blocked = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('tr[data-row-card] :is(a, button)')).flatMap(
      (control) => {
        control.scrollIntoView({ block: 'center' })
        const box = control.getBoundingClientRect()
        /* A link wrapped over two lines: the middle of its first line. */
        const line = control.getClientRects()[0] ?? box
        const hit = document.elementFromPoint(
          line.left + line.width / 2,
          line.top + line.height / 2
        )
        const name = (control.getAttribute('aria-label') ?? control.innerText).trim()
        if (box.width === 0 || box.left < 0 || box.right > window.innerWidth)
          return [`${name}: outside`]
        if (!hit || !control.contains(hit)) return [`${name}: covered`]
        return []
      }
    )
  )
  if (blocked.length) throw new Error(`${list.url}: ${blocked.join('; ')}`)
}

/** Tab from `start` until the focus leaves the row; the names of what got the focus in the row. */
async function tabThroughRow(page: Page, start: string, row: string) {
  await page.locator(start).focus()
  const inRow: { name: string; visibleFocus: boolean; inViewport: boolean }[] = []
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate((rowText) => {
      const element = document.activeElement as HTMLElement
      const tr = element.closest('tr[data-row-card]') as HTMLElement | null
      if (!tr || !tr.innerText.includes(rowText)) return null
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return {
        name: (element.getAttribute('aria-label') ?? element.innerText).trim(),
        visibleFocus:
          element.matches(':focus-visible') &&
          ((style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
            style.boxShadow !== 'none'),
        inViewport:
          box.left >= 0 &&
          box.right <= window.innerWidth &&
          box.top >= 0 &&
          box.bottom <= window.innerHeight,
      }
    }, row)
    if (focused) inRow.push(focused)
    else if (inRow.length) break
  }
  return inRow
}

test.group('Browser: lists on a 390 px phone', (group) => {
  group.each.timeout(120_000)

  test('every pro list and corbeille view: cards, no sideways scroll, actions at hand', async ({
    visit,
  }) => {
    const { page } = await onPhone(visit, 'pro')
    for (const list of PRO_LISTS) await walkList(page, list)
  })

  test("every e-sidoor list: the professionals, every pro's contacts, one pro's records", async ({
    visit,
  }) => {
    const { page, pro } = await onPhone(visit, 'esi')
    for (const list of ESI_LISTS) await walkList(page, list)

    /* One pro's records (pros/:id): stacked lists, not a table; nothing sideways, every link at hand. */
    await page.goto(route('esidoor.dashboard'))
    await page.getByRole('link', { name: pro.fullName! }).click()
    await page.waitForURL(`**${route('esidoor.pros.show', { id: pro.id })}`)
    await page.getByRole('heading', { name: /^Contacts/ }).waitFor()
    await assertNoSidewaysScroll(page, 'pros/:id')
    const links = page.locator('main section').getByRole('link')
    for (let index = 0; index < (await links.count()); index++)
      await assertWithinWidth(page, links.nth(index), `pros/:id link ${index}`)
    await page.getByRole('link', { name: 'Marie-Charlotte de La Fontaine-Beaumont' }).click()
    await page.waitForURL('**/dashboard-pro/contacts/*')
    await assertNoSidewaysScroll(page, 'contacts/:id')
  })

  test('the filters fold into a Filtres panel whose filter changes the URL and the rows', async ({
    visit,
    assert,
  }) => {
    const { page } = await onPhone(visit, 'pro', route('contacts.index'))
    await page.assertElementsCount('tr[data-row-card]', 2)

    const statut = page.getByLabel('Statut')
    await page.assertNotVisible(statut)
    const toggle = page.getByRole('button', { name: 'Filtres', exact: true })
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false')
    await toggle.click()
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true')
    await page.assertVisible(page.getByRole('group', { name: 'Filtres' }))
    await page.assertVisible(statut)
    await page.assertVisible(page.getByLabel('Société'))
    await page.assertVisible(page.getByLabel('Corbeille'))
    await page.assertVisible(page.getByLabel('Trier par'))
    await assertNoSidewaysScroll(page, 'the open panel')

    await statut.selectOption('prospect')
    await page.waitForURL((url) => url.searchParams.get('statut') === 'prospect')
    await page.assertElementsCount('tr[data-row-card]', 1)
    await page.assertTextContains('tbody', 'Hugo Fontaine')
    /* The panel stays open; the button counts the filter. */
    await page.assertVisible(statut)
    await page.assertVisible(page.getByRole('button', { name: 'Filtres (1 actif)' }))

    /* The order of the rows, which the hidden table headers cannot give on a phone. */
    await statut.selectOption('')
    await page.waitForURL((url) => !url.searchParams.has('statut'))
    await page.assertElementsCount('tr[data-row-card]', 2)
    const titles = () => page.locator('tr[data-row-card] [data-card=title] a').allInnerTexts()
    const ascending = await titles()
    await page.getByLabel('Trier par').selectOption('nom:desc')
    await page.waitForURL(
      (url) => url.searchParams.get('sort') === 'nom' && url.searchParams.get('order') === 'desc'
    )
    await page.assertTextContains('tr[data-row-card]:first-child', ascending[1])
    assert.deepEqual(await titles(), [...ascending].reverse())

    /* Escape folds the panel and gives the focus back to its button. */
    await page.getByLabel('Corbeille').focus()
    await page.keyboard.press('Escape')
    await page.assertNotVisible(statut)
    assert.isTrue(await toggle.evaluate((element) => element === document.activeElement))

    /* From 640 px the filters stand in the row as before, and the button is gone. */
    await page.setViewportSize({ width: 640, height: 900 })
    await page.assertVisible(statut)
    await page.assertNotVisible(toggle)
    await page.assertNotVisible(page.getByLabel('Trier par'))
    await page.assertVisible('thead')
  })

  test('keyboard only: Tab reaches each action of a row card and a table row, the focus shows', async ({
    visit,
    assert,
  }) => {
    const { page } = await onPhone(visit, 'pro')
    const search = 'input[type=search][aria-label="Rechercher une offre"]'

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await page.goto(route('offres.index', {}, { search: 'alternance' }))
      await page.locator('tr[data-row-card]', { hasText: DRAFT }).waitFor()
      const focused = await tabThroughRow(page, search, DRAFT)
      assert.deepEqual(
        focused.map((element) => element.name),
        [
          `Sélectionner ${DRAFT}`,
          DRAFT,
          /* Its société's page. */
          'Compagnie Générale des Établissements du Grand Ouest',
          'Modifier',
          'Aperçu',
          'Publier',
          `Supprimer ${DRAFT}`,
        ],
        `the row's controls in order at ${viewport.width} px`
      )
      for (const element of focused) {
        assert.isTrue(
          element.visibleFocus,
          `${element.name}: visible focus at ${viewport.width} px`
        )
        assert.isTrue(
          element.inViewport,
          `${element.name}: in the viewport at ${viewport.width} px`
        )
      }
    }
  })

  test("keyboard only: Enter runs a row's action on the phone's card", async ({
    visit,
    assert,
  }) => {
    const { page } = await onPhone(visit, 'pro')

    /* Enter on a row's button runs it: "Publier". */
    await page.goto(route('offres.index', {}, { search: 'alternance' }))
    const card = page.locator('tr[data-row-card]', { hasText: DRAFT })
    await card.getByRole('button', { name: 'Publier' }).focus()
    await page.keyboard.press('Enter')
    await card.locator('[data-card=badge]').getByText('Publiée').waitFor()

    /* Enter on "Supprimer" asks first (focus on "Annuler"); Escape leaves the row as it was. */
    await card.getByRole('button', { name: `Supprimer ${DRAFT}` }).focus()
    await page.keyboard.press('Enter')
    await page.assertVisible(page.getByRole('button', { name: 'Annuler' }))
    await page.keyboard.press('Escape')
    await page.assertNotExists('.swal2-container')
    await page.assertTextContains('tbody', DRAFT)

    /* In the contacts' corbeille, Enter on "Restaurer" brings the contact back. */
    await page.goto(route('contacts.index', {}, { corbeille: 'uniquement' }))
    const restore = page
      .locator('tr[data-row-card]', { hasText: 'Yann Le Bihan' })
      .getByRole('button', { name: 'Restaurer' })
    const trail = await tabThroughRow(
      page,
      'input[type=search][aria-label="Rechercher un contact"]',
      'Yann Le Bihan'
    )
    assert.deepEqual(
      trail.map((element) => element.name),
      ['Sélectionner Yann Le Bihan', 'Yann Le Bihan', 'Restaurer']
    )
    /* The walk stopped one Tab past the row: back to its last action, "Restaurer". */
    await page.keyboard.press('Shift+Tab')
    assert.isTrue(await restore.evaluate((element) => element === document.activeElement))
    await page.keyboard.press('Enter')
    await page.assertNotExists('tr[data-row-card]')
    await page.goto(route('contacts.index'))
    await page.assertTextContains('tbody', 'Yann Le Bihan')
  })
})
