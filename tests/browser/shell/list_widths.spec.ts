/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import SecurityEvent from '#models/security_event'
import type User from '#models/user'
import { ContactFactory } from '#database/factories/contact_factory'
import { UserFactory } from '#database/factories/user_factory'
import { userWithRole } from '#tests/browser/helpers'
import { signedIn } from '#tests/browser/fixtures'
import { layoutSettled } from '#tests/browser/waits'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete, aTexte, anOffre } from '#tests/helpers/owned_records'

/*
| Every signed-in list at the widths people use (issue #28, "layout at the
| edges"): a phone (390 px), a small laptop (1000 px, the sidebar open, so the
| list has ~700 px) and a desktop (1440 px, sidebar open then mini), with the
| long values real records have. No page scrolls sideways, no table is wider
| than its box, a phone number is never cut, and in a table a long name or
| e-mail stays on one line (ellipsis) with the whole value in its title.
*/

const WIDTHS = [
  { name: '390 px', width: 390, mini: false },
  { name: '1000 px', width: 1000, mini: false },
  { name: '1000 px, mini sidebar', width: 1000, mini: true },
  { name: '1440 px', width: 1440, mini: false },
  { name: '1440 px, mini sidebar', width: 1440, mini: true },
]

const LONG_NAME = { prenom: 'Marie-Charlotte', nom: 'de La Fontaine-Beaumont' }
const LONG_EMAIL = 'marie-charlotte.de-la-fontaine-beaumont@compagnie-generale-ouest.fr'
const LONG_SOCIETE = 'Compagnie Générale des Établissements du Grand Ouest'
const FULL_NAME = 'Marie-Charlotte de La Fontaine-Beaumont'
const LONG_TITLE = 'Conducteur de travaux tous corps d’état en alternance (H/F)'
const LONG_TEXTE = 'Invitation à un entretien dans nos locaux de Saint-Herblain'
const PRO = {
  fullName: 'Jean-Baptiste Lefebvre-Desmarais',
  email: 'jean-baptiste.lefebvre-desmarais@recrutement-grand-ouest.fr',
}
const PHONES = ['+33 6 12 34 56 78', '02 40 12 34 56', '01 23 45 67 89']

/** A pro's records and other accounts, each with values as long as real ones get. */
async function seed() {
  const pro = await UserFactory.merge(PRO).create()
  const esi = await userWithRole('esi')
  await UserFactory.apply('pending')
    .apply('unverified')
    .merge({
      fullName: 'Anne-Sophie Castelnau-Villeneuve',
      email: 'anne-sophie.castelnau-villeneuve@transports-atlantique-logistique.fr',
    })
    .create()
  await UserFactory.apply('lecteur')
    .merge({ fullName: 'Guillaume Saint-Exupéry', email: 'guillaume.saint-exupery@example.fr' })
    .createMany(1)

  const societe = await aSociete(pro, {
    nom: LONG_SOCIETE,
    ville: 'Saint-Herblain',
    codePostal: '44800',
    telephone: '+33 2 40 12 34 56',
  })
  const other = await aSociete(pro, {
    nom: 'Menuiserie Industrielle Le Goff et Fils',
    ville: 'Saint-Sébastien-sur-Loire',
    codePostal: '44230',
  })
  await ContactFactory.merge([
    {
      userId: pro.id,
      ...LONG_NAME,
      email: LONG_EMAIL,
      telephone: PHONES[0],
      fonction: 'Responsable des ressources humaines et du développement des compétences',
      statut: 'client',
      societeId: societe.id,
    },
    {
      userId: pro.id,
      prenom: 'Hugo',
      nom: 'Fontaine',
      email: 'hugo.fontaine@menuiserie-industrielle-le-goff.fr',
      telephone: PHONES[1],
      statut: 'prospect',
      societeId: other.id,
    },
    {
      userId: pro.id,
      prenom: 'Marie-Charlotte',
      nom: 'de La Fontaine',
      email: LONG_EMAIL,
      telephone: null,
      mobile: PHONES[2],
      statut: 'partenaire',
      societeId: societe.id,
    },
  ]).createMany(3)
  await aContact(pro, { prenom: 'Yann', nom: 'Le Bihan-Kerguelen', statut: 'ancien' }, 'trashed')
  await anOffre(pro, societe, {
    titre: LONG_TITLE,
    typeContrat: 'Alternance',
    lieu: 'Saint-Sébastien-sur-Loire',
    salaireMin: 32000,
    salaireMax: 45000,
  })
  await anOffre(pro, other, { titre: 'Responsable export Asie-Pacifique' }, 'publiee')
  await anOffre(pro, societe, { titre: 'Stage assistant de direction' }, 'cloturee')
  await aTexte(pro, {
    nom: LONG_TEXTE,
    sujet: 'Votre candidature au poste de conducteur de travaux : invitation à un entretien',
  })
  await SecurityEvent.createMany([
    {
      userId: pro.id,
      kind: 'login_failed',
      email: pro.email,
      ip: '2a01:cb19:8d2c:4f00:1d3a:b6ff:fe42:9c71',
      device: 'Firefox 132 sur Windows 11',
    },
    { userId: pro.id, kind: 'login_succeeded', email: pro.email, ip: '192.168.12.204' },
  ])
  return { pro, esi }
}

/** What is wrong with the page as shown: sideways scroll, a table wider than its box, a cut phone. */
function measure() {
  const problems: string[] = []
  const page = document.documentElement.scrollWidth
  if (page > window.innerWidth)
    problems.push(`the page scrolls sideways by ${page - window.innerWidth} px`)
  for (const table of Array.from(document.querySelectorAll<HTMLTableElement>('main table'))) {
    if (table.classList.contains('sr-only')) continue
    const box = table.parentElement!
    if (table.scrollWidth > box.clientWidth)
      problems.push(`a table is ${table.scrollWidth} px in a ${box.clientWidth} px box`)
  }
  /* Every phone number of a table cell: one line, inside its cell. */
  const phone = /^\+?\d{1,2}(?: \d{1,2}){4,5}$/
  const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent!.trim()
    const cell = node.parentElement!.closest('td')
    if (!cell || !phone.test(text)) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0)
    if (rects.length !== 1) problems.push(`the phone ${text} wraps`)
    const right = Math.max(...rects.map((rect) => rect.right))
    const box = cell.getBoundingClientRect()
    const clip = cell.closest('table')!.parentElement!.getBoundingClientRect()
    if (right > box.right + 0.5 || right > clip.right + 0.5 || cell.scrollWidth > cell.clientWidth)
      problems.push(`the phone ${text} is cut`)
  }
  return problems
}

/**
 * Table rows only (from 640 px): each of `values` shown in a row sits on one line,
 * its whole text in its title (on it or the link or cell around it).
 */
function oneLineValues(values: string[]) {
  const problems: string[] = []
  const rows = Array.from(document.querySelectorAll<HTMLElement>('main tr[data-row-card]'))
  for (const value of values) {
    const holders = rows.flatMap((row) =>
      Array.from(row.querySelectorAll<HTMLElement>('*')).filter(
        (element) =>
          element.textContent!.trim() === value &&
          !Array.from(element.children).some((child) => child.textContent!.trim() === value)
      )
    )
    if (holders.length === 0) problems.push(`« ${value} » is not shown`)
    for (const element of holders) {
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || 20
      if (element.getBoundingClientRect().height > lineHeight * 1.5)
        problems.push(`« ${value} » takes more than one line`)
      if (!element.closest(`[title="${CSS.escape(value)}"]`))
        problems.push(`« ${value} » has no title`)
    }
  }
  return problems
}

async function check(page: Page, url: string, width: (typeof WIDTHS)[number], oneLine: string[]) {
  await page.goto(url)
  await page.locator('main h1').first().waitFor()
  if (width.mini) {
    await page.getByRole('button', { name: 'Réduire le menu' }).click()
    await layoutSettled(page)
  }
  const problems = await page.evaluate(measure)
  if (width.width >= 640 && oneLine.length)
    problems.push(...(await page.evaluate(oneLineValues, oneLine)))
  return problems.map((problem) => `${url} at ${width.name}: ${problem}`)
}

/** Each list at each width; `oneLine`: the long values its table rows must keep on one line. */
async function walk(page: Page, lists: { url: string; oneLine?: string[] }[]) {
  const problems: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width: width.width, height: 900 })
    for (const list of lists)
      problems.push(...(await check(page, list.url, width, list.oneLine ?? [])))
  }
  return problems
}

test.group('Browser: lists at 390, 1000 and 1440 px', (group) => {
  group.each.timeout(300_000)

  test('{whose} lists: nothing sideways, no table cut, {lines}')
    .with([
      {
        whose: "a pro's",
        lines: 'phones whole, one-line names',
        as: 'pro' as const,
        lists: () => [
          { url: route('contacts.index'), oneLine: [FULL_NAME, LONG_EMAIL, LONG_SOCIETE] },
          { url: route('contacts.index', {}, { corbeille: 'uniquement' }) },
          { url: route('societes.index'), oneLine: [LONG_SOCIETE] },
          { url: route('offres.index'), oneLine: [LONG_TITLE] },
          { url: route('textes.index'), oneLine: [LONG_TEXTE] },
          { url: route('contacts.doublons') },
        ],
      },
      {
        whose: "e-sidoor's",
        lines: 'names on one line',
        as: 'esi' as const,
        lists: (pro: User) => [
          { url: route('esidoor.dashboard'), oneLine: [PRO.fullName, PRO.email] },
          { url: route('esidoor.pros.show', { id: pro.id }) },
          { url: route('esidoor.contacts.index'), oneLine: [FULL_NAME, LONG_EMAIL, PRO.fullName] },
          { url: route('esidoor.approvals') },
          { url: route('esidoor.security_log') },
        ],
      },
    ])
    .run(async ({ visit, assert }, { as, lists }) => {
      const accounts = await seed()
      const page = await signedIn(visit, accounts[as])
      assert.deepEqual(await walk(page, lists(accounts.pro)), [])
    })
})
