/// <reference lib="dom" />
import Import from '#models/import'
import { publicSlug } from '#services/emplois/public_offres'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import Interaction from '#models/interaction'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Browser, BrowserContext, Cookie, Page } from 'playwright'
import PasswordResetToken from '#models/password_reset_token'
import type User from '#models/user'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { TexteFactory } from '#database/factories/texte_factory'
import { UserFactory } from '#database/factories/user_factory'
import { userWithRole, waitForHydratedButton } from '#tests/browser/helpers'
import { CandidatureFactory } from '#database/factories/candidature_factory'
import { withdrawalLink } from '#services/candidatures/withdrawal'
import * as TwoFactor from '#services/accounts/two_factor'
import { nextCodeOf } from '#tests/helpers/two_factor'
import { pollUntil } from '#tests/helpers/poll'
import { COLOR_THEMES, type ColorTheme } from '../../../inertia/layout_settings/defaults.js'
import { COLOR_THEME_KEY, DARK_MODE_KEY } from '../../../inertia/layout_settings/persistence.js'
import { route } from '#tests/helpers/routes'
import { recordPages } from '#tests/browser/shell/page_steps'
import { keepRows } from '#tests/helpers/fresh_each'

/*
| axe-core in each of the 6 colour themes, light and dark (docs/product.md
| §6): no serious or critical violation, the colour contrast included (the
| rule is in inertia/css/app.css). The default theme is audited on every page
| of start/routes/*.ts; the five others, whose only difference is the theme
| colours, on the pages that show every kind of surface those colours reach
| (SAMPLE: the landing page, the dashboard with its cards, chart and shell,
| a list with its filters, badges and pagination), which keeps the run within
| the CI budget. A11Y_EVERY_THEME=true audits every page in all twelve.
|
| One browser context per theme × scheme, its choice stored where the root
| view's inline script reads it before the first paint (localStorage). Each
| context visits the pages in sequence: the first-run wizard while the
| database is empty, then a guest's pages, an unverified account's, a pro's
| and an esi's (their session cookies, signed in once through the form). The
| combinations run a few at a time; each test reports its own.
*/

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8'
)

const SCHEMES = ['light', 'dark'] as const
type Scheme = (typeof SCHEMES)[number]
type Combination = { theme: ColorTheme; scheme: Scheme }
const COMBINATIONS: Combination[] = COLOR_THEMES.flatMap((theme) =>
  SCHEMES.map((scheme) => ({ theme, scheme }))
)
const label = ({ theme, scheme }: Combination) => `${theme} + ${scheme}`

/** How many combinations are audited at once: the browser's pages and the server share the CPUs. */
const CONCURRENCY = Math.min(4, Math.max(2, availableParallelism()))
/** How long a page may take to settle before it is reported as such. */
const SETTLE_TIMEOUT = 30_000

type Violation = {
  id: string
  impact: string | null
  nodes: { target: string[]; any: { message: string }[] }[]
}

/**
 * What the page is still doing, or null once it is settled: rendered or
 * hydrated (a server-rendered form's button is disabled until then), nothing
 * loading (the lazy editor, a block), and animations such as a fade-in over.
 * Runs in the page.
 */
function pending() {
  if (!document.getElementById('app')?.firstElementChild) return 'not rendered'
  if (document.querySelector('[data-server-rendered] button[type="submit"][disabled]'))
    return 'not hydrated'
  const busy = document.querySelector('[aria-busy="true"], [aria-label="Chargement de l\'éditeur"]')
  if (busy) return `loading: ${busy.outerHTML.slice(0, 160)}`
  const running = document.getAnimations().filter((a) => a.playState === 'running')
  if (running.length === 0) return null
  return `animated: ${running
    .map((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target
      return `${target?.tagName.toLowerCase()}.${target?.className.toString().split(' ').slice(0, 4).join('.')}`
    })
    .join(', ')}`
}

/** Reads the page until settled: null, or what it still does after SETTLE_TIMEOUT. */
async function settle(page: Page) {
  try {
    await pollUntil(
      () => page.evaluate(pending),
      (state) => !state,
      {
        timeout: SETTLE_TIMEOUT,
        interval: 50,
      }
    )
    return null
  } catch {
    return page.evaluate(pending)
  }
}

/** Waits for the settled page, then runs axe-core: one line per serious or critical node. */
async function seriousViolations(page: Page, where: string) {
  const notSettled = await settle(page)
  if (notSettled) return [`${where} not settled: ${notSettled}`]
  const violations: Violation[] = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (options: object) => Promise<{ violations: Violation[] }> }
    }
    const result = await axe.run({ resultTypes: ['violations'] })
    return result.violations
  })
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => {
        /* The contrast rule says which colours and ratio it measured. */
        const measured = v.id === 'color-contrast' ? ` — ${node.any[0]?.message ?? ''}` : ''
        return `${where} ${v.id}: ${node.target.join(' ')}${measured}`
      })
    )
}

/** The root classes the stored choice must give every page (layout_settings/commands.ts). */
async function themeApplied(page: Page, { theme, scheme }: Combination) {
  const classes = await page.evaluate(() => Array.from(document.documentElement.classList))
  const themes = classes.filter((name) => name.startsWith('theme-'))
  const expected = theme === 'default' ? [] : [`theme-${theme}`]
  return classes.includes('dark') === (scheme === 'dark') && themes.join() === expected.join()
    ? null
    : `<html class="${classes.join(' ')}">`
}

/** A context showing the combination from the first paint on, as a stored choice does. */
async function contextFor(browser: Browser, { theme, scheme }: Combination) {
  const context = await browser.newContext({
    baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
    /* The opposite system preference: the stored choice must win. */
    colorScheme: scheme === 'dark' ? 'light' : 'dark',
  })
  await context.addInitScript(
    ([darkKey, themeKey, darkMode, colorTheme]) => {
      localStorage.setItem(darkKey, darkMode)
      localStorage.setItem(themeKey, colorTheme)
    },
    [DARK_MODE_KEY, COLOR_THEME_KEY, scheme === 'dark' ? 'on' : 'off', theme]
  )
  /* axe-core in every document the context loads, before its own scripts: once per page
     instead of sent and compiled again after each page settles. */
  await context.addInitScript({ content: axeSource })
  return context
}

const NOT_FOUND = '/page-qui-n-existe-pas'
/** After an offer's public address: audited with its application form open (« Postuler »). */
const FORM_OPEN = '#postuler'

/** The pages the five other themes are audited on: every surface their colours reach. */
const SAMPLE = new Set(['/', route('dashboard'), route('contacts.index')])
/** A11Y_EVERY_THEME=true audits every page in every theme (about 6 more minutes on 2 cores). */
const EVERY_THEME = process.env.A11Y_EVERY_THEME === 'true'
const pagesFor = (combination: Combination, paths: string[]) =>
  EVERY_THEME || combination.theme === 'default' ? paths : paths.filter((path) => SAMPLE.has(path))

/** Visits each path in one tab and collects what is wrong, labelled with the page and the combination. */
async function audit(context: BrowserContext, paths: string[], combination: Combination) {
  const page = await context.newPage()
  const found: string[] = []
  try {
    for (const path of pagesFor(combination, paths)) {
      const where = `${path} [${label(combination)}]`
      const [address, fragment] = path.split('#')
      const response = await page.goto(address, { timeout: SETTLE_TIMEOUT * 2 })
      if (`#${fragment}` === FORM_OPEN) await openCandidatureForm(page)
      const status = response?.status() ?? 0
      if (status >= 400 && path !== NOT_FOUND) found.push(`${where} answered ${status}`)
      const wrongTheme = await themeApplied(page, combination)
      if (wrongTheme) found.push(`${where} theme not applied: ${wrongTheme}`)
      found.push(...(await seriousViolations(page, where)))
    }
  } finally {
    await page.close()
  }
  return found
}

/** « Postuler » on an offer's public page, once hydrated: its application form opens under it. */
async function openCandidatureForm(page: Page) {
  await waitForHydratedButton(page, 'Postuler', SETTLE_TIMEOUT)
  await page.getByRole('button', { name: 'Postuler', exact: true }).click()
  await page.getByRole('heading', { name: 'Postuler à cette offre' }).waitFor()
}

/**
 * Signs in through the login form once; the session cookies then open the
 * pages in every context. An account with two-factor sign-in types its code.
 */
async function sessionCookies(browser: Browser, user: User) {
  const context = await browser.newContext({
    baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
  })
  const page = await context.newPage()
  await page.goto(route('login'))
  /* Hydrated: a form sent before goes without its CSRF token and comes back. */
  const notSettled = await settle(page)
  if (notSettled) throw new Error(`/login not settled: ${notSettled}`)
  await page.getByLabel('Adresse e-mail').fill(user.email)
  await page.locator('input[name=password]').fill('motdepasse')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await page.waitForURL((url) => url.pathname !== route('login'))
  if (TwoFactor.isEnabled(user)) {
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(await nextCodeOf(user))
    await page.getByRole('button', { name: 'Valider' }).click()
    await page.waitForURL((url) => url.pathname !== route('two_factor.challenge'))
  }
  const cookies = await context.cookies()
  await context.close()
  return cookies
}

/**
 * The cookies of a sign-in waiting for its two-factor code (the password
 * step sent as the form would, without a page: it runs while other
 * combinations keep the browser busy). It lasts five minutes, so each
 * combination makes its own.
 */
async function pendingSignInCookies(browser: Browser, user: User) {
  const context = await browser.newContext({
    baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
  })
  await context.request.get(route('login'))
  const guestCookies = await context.cookies()
  const xsrf = guestCookies.find((cookie) => cookie.name === 'XSRF-TOKEN')
  const response = await context.request.post(route('login.store'), {
    form: { email: user.email, password: 'motdepasse' },
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf?.value ?? '') },
    maxRedirects: 0,
  })
  if (response.headers()['location'] !== route('two_factor.challenge')) {
    throw new Error(`no pending sign-in: ${response.status()} ${response.headers()['location']}`)
  }
  const cookies = await context.cookies()
  await context.close()
  return cookies
}

type Records = {
  proId: number
  email: string
  token: string
  societe: number
  contact: number
  /** A draft: its page redirects to the form, so the offer's page is shown with a published one. */
  offre: number
  publishedOffre: number
  /** The published offer's public address (/emplois/OFF-…-slug). */
  publicSlug: string
  /** Applications to the published offer: a new one and a refused one (its reply form). */
  candidature: number
  refusedCandidature: number
  /** The signed withdrawal links (path and query) of an application, and of one already withdrawn. */
  withdrawal: string
  withdrawn: string
  /** A second contact and société (the merge pages compare two records). */
  contact2: number
  societe2: number
  /** A contacts import and a sociétés import, parsed, not yet run. */
  contactImport: number
  societeImport: number
  texte: number
}
type Visitor = 'guest' | 'unverified' | 'pro' | 'esi' | 'enrolling' | 'pending'

/** The pro's record types, each a list with its corbeille view. */
const LISTS = ['contacts', 'societes', 'offres', 'textes'] as const

/**
 * Every page (start/routes/*.ts), by who visits it: a guest, an unverified
 * account, a pro, an esi, a staff member setting up two-factor sign-in, and
 * a sign-in waiting for its code.
 */
function pagesOf(r: Records): Record<Visitor, string[]> {
  return {
    guest: [
      '/',
      route('login'),
      route('register'),
      route('password.request'),
      route('password.reset', { token: r.token }, { email: r.email }),
      NOT_FOUND,
      route('emplois.index'),
      route('emplois.show', { slug: r.publicSlug }),
      `${route('emplois.show', { slug: r.publicSlug })}${FORM_OPEN}`,
      r.withdrawal,
      r.withdrawn,
    ],
    unverified: [route('verification.notice')],
    pro: [
      route('dashboard'),
      /* Each list, then its corbeille view. */
      ...LISTS.flatMap((kind) => [
        route(`${kind}.index`),
        route(`${kind}.index`, {}, { corbeille: 'uniquement' }),
      ]),
      ...recordPages('contacts', r.contact),
      route('contacts.email', { id: r.contact }, { texte: r.texte }),
      ...recordPages('societes', r.societe),
      ...recordPages('offres', r.publishedOffre, r.offre),
      route('offres.preview', { id: r.offre }),
      /* The board of the offer with an application in each statut. */
      route('offres.candidatures.board', { id: r.publishedOffre }),
      route('candidatures.index'),
      route('candidatures.show', { id: r.candidature }),
      route('candidatures.show', { id: r.refusedCandidature }),
      ...recordPages('textes', r.texte),
      route('profile.edit'),
      route('search', {}, { q: 'lambert' }),
      route('contacts.doublons'),
      route('contacts.fusion', {}, { a: r.contact, b: r.contact2 }),
      route('contacts.import.create'),
      route('contacts.import.show', { id: r.contactImport }),
      route('societes.doublons'),
      route('societes.fusion', {}, { a: r.societe, b: r.societe2 }),
      route('societes.import.create'),
      route('societes.import.show', { id: r.societeImport }),
      route('password.confirm'),
    ],
    esi: [
      route('dashboard'),
      route('esidoor.dashboard'),
      route('esidoor.pros.show', { id: r.proId }),
      route('esidoor.contacts.index'),
      route('esidoor.contacts.show', { id: r.contact }),
      route('esidoor.security_log'),
      route('esidoor.approvals'),
      route('esidoor.failed_mails'),
      route('access_test'),
    ],
    enrolling: [route('two_factor.enrol')],
    pending: [route('two_factor.challenge')],
  }
}

/*
| GET routes that are not pages of their own: downloads, JSON, XML and text
| files, a link that redirects, the query-string twin of
| /reset-password/:token, the catch-all (the 404 page above) and the
| benchmark routes.
*/
const NOT_PAGES = [
  '/app/contacts/import/:id/rejets',
  '/app/company/import/:id/rejets',
  route('emplois.feed'),
  route('sitemap'),
  '/sitemaps/:file',
  route('robots'),
  route('societes.export'),
  route('contacts.export'),
  route('offres.export'),
  route('api.user'),
  route('api.user.societes'),
  route('api.user.relances'),
  route('api.user.relances.count'),
  '/app/interactions/:id/agenda.ics',
  route('api.user.apercu'),
  route('api.user.palette'),
  route('esidoor.pros.choices'),
  route('two_factor.qr_code'),
  route('two_factor.secret_key'),
  '/app/contacts/:id/activite',
  '/app/company/:id/activite',
  '/app/offres/:id/activite',
  '/emplois/:reference/candidatures',
  '/app/candidatures/:id/cv',
  /* A PDF in a frame of the application's page, audited with that page. */
  '/app/candidatures/:id/cv/apercu',
  '/app/candidatures/:id/activite',
  '/verify-email/:id/:hash',
  route('password.reset.query'),
  '*',
  '/bench/empty',
  '/bench/guest',
]

/** One record of each kind (every statut, a trashed one of each) and the accounts that visit them. */
async function recordsAndAccounts() {
  const pro = await userWithRole('pro')
  const esi = await userWithRole('esi')
  const unverified = await UserFactory.apply('unverified').create()
  /* An employer waiting for the school (e-sidoor's "Employeurs à valider" is not empty). */
  const waiting = await UserFactory.apply('pending').merge({ fullName: 'Nadia Benali' }).create()
  await SocieteFactory.merge({ userId: waiting.id, nom: 'Atelier Lumen' }).create()

  /* "lambert" finds a company, a contact and an offer in the search results. */
  const societe = await SocieteFactory.merge({ userId: pro.id, nom: 'Lambert Conseil' }).create()
  await SocieteFactory.merge({ userId: pro.id }).apply('trashed').create()
  const societe2 = await SocieteFactory.merge({ userId: pro.id, nom: 'Lambert Conseils' }).create()
  const [contactImport, societeImport] = await Promise.all(
    (['contacts', 'societes'] as const).map((kind) =>
      Import.create({
        userId: pro.id,
        kind,
        filename: `${kind}.csv`,
        status: 'parsed',
        headers: ['Nom', 'Ville'],
        rows: [['Lambert', 'Lyon']],
        total: 1,
        outcome: null,
      })
    )
  )
  const contacts = await ContactFactory.merge(
    (['prospect', 'client', 'partenaire', 'ancien'] as const).map((statut, i) => ({
      userId: pro.id,
      societeId: societe.id,
      statut,
      ...(i === 0 ? { prenom: 'Sophie', nom: 'Lambert' } : {}),
    }))
  ).createMany(4)
  await ContactFactory.merge({ userId: pro.id }).apply('trashed').create()
  const [offre, publishedOffre] = await OffreFactory.merge({
    userId: pro.id,
    societeId: societe.id,
    contactId: contacts[0].id,
    titre: 'Chargé de clientèle chez Lambert Conseil',
  }).createMany(2)
  publishedOffre.merge({ statut: 'publiee', publishedAt: DateTime.now() })
  await publishedOffre.save()
  for (const state of ['cloturee', 'trashed'] as const) {
    await OffreFactory.merge({ userId: pro.id, societeId: societe.id }).apply(state).create()
  }
  /* One application in each statut (every badge of the inbox), the last one refused. */
  const candidatures = await CandidatureFactory.merge(
    (['nouvelle', 'en_cours', 'entretien', 'retenue', 'refusee'] as const).map((statut) => ({
      userId: pro.id,
      offreId: publishedOffre.id,
      statut,
    }))
  ).createMany(5)
  /* The path and query of a signed link (it is made on APP_URL). */
  const pathOf = (link: string) => {
    const url = new URL(link)
    return `${url.pathname}${url.search}`
  }
  const texte = await TexteFactory.merge({ userId: pro.id }).create()
  await TexteFactory.merge({ userId: pro.id }).apply('trashed').create()
  /* The timelines, the bell and "À relancer" with something in them: an overdue follow-up, a sent e-mail. */
  await Interaction.createMany([
    {
      userId: pro.id,
      contactId: contacts[0].id,
      offreId: offre.id,
      type: 'appel',
      occurredAt: DateTime.now().minus({ days: 2 }),
      resume: '<p>Appel de présentation.</p>',
      relanceLe: DateTime.now().minus({ days: 1 }),
    },
    {
      userId: pro.id,
      contactId: contacts[0].id,
      type: 'email_envoye',
      occurredAt: DateTime.now(),
      sujet: 'Votre candidature',
      resume: '<p>Bonjour,</p>',
    },
  ])
  await TexteFactory.merge({ userId: esi.id }).apply('shared').create()

  /* A reset link as the e-mail gives it (only the token's hash is stored). */
  const token = 'a11y-reset-token'
  await PasswordResetToken.create({
    userId: pro.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    expiresAt: DateTime.now().plus({ minutes: 60 }),
  })

  const records: Records = {
    proId: pro.id,
    email: pro.email,
    token,
    societe: societe.id,
    contact: contacts[0].id,
    offre: offre.id,
    publishedOffre: publishedOffre.id,
    publicSlug: publicSlug(publishedOffre),
    candidature: candidatures[0].id,
    refusedCandidature: candidatures[4].id,
    withdrawal: pathOf(withdrawalLink(candidatures[0])),
    withdrawn: pathOf(withdrawalLink({ id: candidatures[4].id + 1, cvKey: 'cv/retiree.pdf' })),
    contact2: contacts[1].id,
    societe2: societe2.id,
    contactImport: contactImport.id,
    societeImport: societeImport.id,
    texte: texte.id,
  }
  /* A staff member without two-factor sign-in, sent to set it up. */
  const enrolling = await UserFactory.apply('esi').apply('withoutTwoFactor').create()
  return { records, accounts: { unverified, pro, esi, enrolling } }
}

/** Runs `task` over `items`, `limit` at a time: one promise per item, in the items' order. */
function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R>[] {
  const queue = items.map((item) => {
    let start!: () => void
    const result = new Promise<void>((resolve) => (start = resolve)).then(() => task(item))
    return { start, result }
  })
  let next = 0
  const startNext = () => {
    const entry = queue[next++]
    if (!entry) return
    entry.start()
    entry.result.finally(startNext).catch(() => {})
  }
  for (let i = 0; i < limit; i++) startNext()
  /* A failure is reported by the test that awaits it, not as an unhandled rejection. */
  queue.forEach(({ result }) => result.catch(() => {}))
  return queue.map(({ result }) => result)
}

/**
 * The whole audit, started once by the first test: every combination's
 * context opens the first-run wizard on the empty database; then the records
 * and sessions are created, and the combinations visit the other pages, a
 * few at a time. One promise per combination, holding what was found.
 */
async function auditEverything(browser: Browser) {
  await testUtils.db().truncate()
  const contexts = await Promise.all(COMBINATIONS.map((c) => contextFor(browser, c)))
  /* One first, alone: it has the development server compile the modules every page needs. */
  const wizard = [await audit(contexts[0], [route('installation')], COMBINATIONS[0])]
  wizard.push(
    ...(await Promise.all(
      pool(COMBINATIONS.slice(1), CONCURRENCY, (c) =>
        audit(contexts[COMBINATIONS.indexOf(c)], [route('installation')], c)
      )
    ))
  )
  const { records, accounts } = await recordsAndAccounts()
  const pages = pagesOf(records)
  const cookies: Record<Exclude<Visitor, 'pending'>, Cookie[]> = {
    guest: [],
    unverified: await sessionCookies(browser, accounts.unverified),
    pro: await sessionCookies(browser, accounts.pro),
    esi: await sessionCookies(browser, accounts.esi),
    enrolling: await sessionCookies(browser, accounts.enrolling),
  }
  /* Its setup started: the enrolment page shows the QR code, the secret and the code field. */
  await TwoFactor.begin(accounts.enrolling)
  return pool(COMBINATIONS, CONCURRENCY, async (combination) => {
    const index = COMBINATIONS.indexOf(combination)
    const context = contexts[index]
    const found = [...wizard[index]]
    try {
      for (const visitor of [
        'guest',
        'unverified',
        'pro',
        'esi',
        'enrolling',
        'pending',
      ] as const) {
        await context.clearCookies()
        await context.addCookies(
          visitor === 'pending'
            ? await pendingSignInCookies(browser, accounts.esi)
            : cookies[visitor]
        )
        found.push(...(await audit(context, pages[visitor], combination)))
      }
    } finally {
      await context.close()
    }
    return found
  })
}

test.group('Browser: accessibility (axe-core), every page × theme × light/dark', (group) => {
  keepRows(group)
  test('every page of the router is in the audit', ({ assert }) => {
    const ids = {
      proId: 1,
      societe: 1,
      contact: 1,
      offre: 1,
      publishedOffre: 1,
      publicSlug: 'OFF-2026-0001-offre',
      candidature: 1,
      refusedCandidature: 5,
      withdrawal: route(
        'emplois.candidatures.withdraw',
        { id: 1, jeton: 'jeton' },
        { signature: 's' }
      ),
      withdrawn: route(
        'emplois.candidatures.withdraw',
        { id: 6, jeton: 'jeton' },
        { signature: 's' }
      ),
      contact2: 2,
      societe2: 2,
      contactImport: 1,
      societeImport: 2,
      texte: 1,
    }
    const audited = Object.values(pagesOf({ ...ids, email: 'a@b.fr', token: 't' }))
      .flat()
      .concat(route('installation'))
      .map((path) => router.match(path.split(/[?#]/)[0], 'GET', false)?.route.pattern)
    const pageRoutes = Object.values(router.toJSON())
      .flat()
      .filter((entry) => entry.methods.includes('GET') && !NOT_PAGES.includes(entry.pattern))
      .map((entry) => entry.pattern)
    assert.deepEqual(
      pageRoutes.filter((pattern) => !audited.includes(pattern)),
      [],
      'pages the audit does not visit'
    )
  })

  let results: Promise<Promise<string[]>[]> | undefined
  for (const [index, combination] of COMBINATIONS.entries()) {
    const pages = EVERY_THEME || combination.theme === 'default' ? 'every page' : 'the sample pages'
    test(`${pages} in ${label(combination)}`, async ({ browser, assert }) => {
      results ??= auditEverything(browser)
      const perCombination = await results
      const found = await perCombination[index]
      assert.deepEqual(found, [], `${label(combination)}:\n${found.join('\n')}`)
    }).timeout(600_000)
  }
})
