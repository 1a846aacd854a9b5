/// <reference lib="dom" />
import { readdir, rm } from 'node:fs/promises'
import type { Browser, Locator, Page } from 'playwright'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import Candidature from '#models/candidature'
import type User from '#models/user'
import CandidatureReceivedMail from '#mails/candidature_received_mail'
import { publicSlug } from '#services/emplois/public_offres'
import { withdrawalLink } from '#services/candidatures/withdrawal'
import { screenshotsInto, userWithRole, waitForHydratedButton } from '#tests/browser/helpers'
import { aCv, freshEmploisEach } from '#tests/browser/emplois/helpers'
import { signedInAt, sizedPage, type Visit } from '#tests/browser/fixtures'
import { pollUntilStable } from '#tests/helpers/poll'
import { route } from '#tests/helpers/routes'
import { aSociete, anOffre } from '#tests/helpers/owned_records'

/*
| Issue #31's walk: a candidate applies on a phone (390 px, no account, the
| form filled with the keyboard, a first try without the e-mail announced),
| the recruiter moves the application to « Entretien » on a desktop, the
| candidate withdraws it from the acknowledgement's link and the row and the
| CV file are gone. APPLY_SCREENSHOTS=1 also writes the form, the inbox and
| the application's page, light and dark, into tmp/screenshots/apply_walk/.
*/
const shoot = screenshotsInto('tmp/screenshots/apply_walk', process.env.APPLY_SCREENSHOTS === '1')

const TITRE = 'Technicien·ne de maintenance (H/F)'
const MESSAGE = ['Bonjour,', 'je suis disponible dès septembre.']

const CV = aCv('CV Léa Martin.pdf')

/** The CV files of this run's drive folder (config/drive.ts). */
async function storedCvs() {
  return readdir(app.makePath(process.env.DRIVE_ROOT!, 'cv')).catch(() => [] as string[])
}

/** A recruiter's published offer that takes applications here (no address of its own). */
async function openOffre() {
  const owner = await userWithRole('pro')
  const societe = await aSociete(owner, { nom: 'Ligérienne de Métallerie', ville: 'Tours' })
  const offre = await anOffre(
    owner,
    societe,
    { titre: TITRE, typeContrat: 'CDI', lieu: 'Tours' },
    'publiee'
  )
  return { owner, offre }
}

/**
 * The relative luminance (0 black … 1 white) of an element's colour or
 * background: painted on a canvas, which reads any CSS colour (oklch too).
 */
function luminanceOf(target: Locator, property: 'color' | 'backgroundColor') {
  return target.evaluate((element, name) => {
    let node: Element | null = element
    let css = getComputedStyle(element)[name]
    /* A transparent background shows its parent's. */
    while (name === 'backgroundColor' && node && /^rgba\(0, 0, 0, 0\)$|transparent/.test(css)) {
      node = node.parentElement
      css = node ? getComputedStyle(node)[name] : 'rgb(255, 255, 255)'
    }
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d')!
    context.fillStyle = css
    context.fillRect(0, 0, 1, 1)
    const [r, g, b] = Array.from(context.getImageData(0, 0, 1, 1).data).map((value) => {
      const c = value / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }, property)
}

/** Once the page stops scrolling: whether the element's top is on screen and not covered (a sticky header). */
async function shownOnTop(page: Page, selector: string) {
  await pollUntilStable(() => page.evaluate(() => window.scrollY), {
    interval: 100,
    message: 'the page kept scrolling',
  })
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect()
    if (box.top < 0 || box.top >= window.innerHeight) return false
    const seen = document.elementFromPoint(box.left + 4, box.top + 4)
    return seen !== null && element.contains(seen)
  })
}

/** The label text of the focused control (what a keyboard user is on). */
function focusedLabel(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null
    return active?.labels?.[0]?.textContent?.replace('*', '').trim() ?? active?.tagName ?? null
  })
}

/** The text of the element a control's aria-describedby names. */
async function describedText(page: Page, label: string) {
  const ids = await page
    .getByRole('textbox', { name: label, exact: true })
    .getAttribute('aria-describedby')
  if (!ids) return null
  return page.locator(`[id="${ids}"]`).textContent()
}

/** « Postuler » on the offer's public page, once hydrated: the form opens, its heading focused. */
async function openForm(page: Page, slug: string) {
  await page.goto(route('emplois.show', { slug }))
  await waitForHydratedButton(page, 'Postuler')
  await page.getByRole('button', { name: 'Postuler', exact: true }).click()
  await page.getByRole('heading', { name: 'Postuler à cette offre' }).waitFor()
}

/**
 * The open offre (`openOffre`), and a candidate's new page on a phone (390 px, in
 * `scheme` from the start when given) with its form open.
 */
async function candidateOnPhone(visit: Visit, scheme?: 'dark') {
  const { owner, offre } = await openOffre()
  const page = await sizedPage(visit, { width: 390, height: 844 }, route('emplois.index'))
  if (scheme) await page.emulateMedia({ colorScheme: scheme })
  await openForm(page, publicSlug(offre))
  return { owner, offre, page }
}

/**
 * Runs `use` on the recruiter `owner`'s inbox, signed in on a desktop (1440 px) in a
 * browser of its own (its colour scheme `scheme`), closed after.
 */
async function onRecruiterDesk(
  browser: Browser,
  owner: User,
  scheme: 'light' | 'dark',
  use: (desk: Page) => Promise<void>
) {
  const context = await browser.newContext({
    baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
    colorScheme: scheme,
  })
  try {
    const desk = await context.newPage()
    await desk.setViewportSize({ width: 1440, height: 900 })
    await signedInAt(desk, owner, route('candidatures.index'))
    await use(desk)
  } finally {
    await context.close()
  }
}

test.group('Browser: applying on the job board, the recruiter, the withdrawal', (group) => {
  const sentMails = freshEmploisEach(group)
  group.each.setup(() =>
    rm(app.makePath(process.env.DRIVE_ROOT!, 'cv'), { recursive: true, force: true })
  )

  test('390 px candidate → 1440 px recruiter (« Entretien ») → the candidate withdraws', async ({
    visit,
    browser,
    assert,
  }) => {
    /* The candidate: no account, a phone. */
    const { owner, offre, page } = await candidateOnPhone(visit)
    assert.equal(await focusedLabel(page), 'H2', 'the form’s heading takes the focus')
    assert.isTrue(
      await shownOnTop(page, '#candidater-title'),
      'the heading is in view, not under the header'
    )

    /* With the keyboard, in the page's order; the e-mail forgotten. */
    await page.keyboard.press('Tab')
    assert.equal(await focusedLabel(page), 'Prénom')
    await page.keyboard.type('Léa')
    await page.keyboard.press('Tab')
    assert.equal(await focusedLabel(page), 'Nom')
    await page.keyboard.type('Martin')
    await page.keyboard.press('Tab')
    assert.equal(await focusedLabel(page), 'Adresse e-mail')
    await page.keyboard.press('Tab')
    assert.equal(await focusedLabel(page), 'Téléphone')
    await page.keyboard.type('06 12 34 56 78')
    await page.keyboard.press('Tab')
    assert.equal(await focusedLabel(page), 'Message')
    await page.keyboard.type(MESSAGE[0])
    await page.keyboard.press('Enter')
    await page.keyboard.type(MESSAGE[1])
    await page.keyboard.press('Tab')
    assert.equal(await focusedLabel(page), 'CV')
    /* A file picker is not typed into: the file is handed to the focused input. */
    await page.locator('#candidater input[type="file"]').setInputFiles(CV)
    await page.keyboard.press('Tab')
    assert.match(String(await focusedLabel(page)), /^J’accepte que mes informations/)
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    assert.equal(await focusedLabel(page), 'BUTTON')
    await page.keyboard.press('Enter')

    /* Refused: announced in the live region, and under the field it concerns. */
    const email = page.getByRole('textbox', { name: 'Adresse e-mail', exact: true })
    await email.and(page.locator('[aria-invalid="true"]')).waitFor()
    const live = page.locator('#candidater [aria-live="assertive"]')
    const announced = await live.textContent()
    assert.equal(
      announced?.trim(),
      'Le formulaire contient des erreurs : corrigez les champs signalés.'
    )
    assert.equal(
      await describedText(page, 'Adresse e-mail'),
      'Le champ adresse e-mail est obligatoire.'
    )
    assert.equal(
      await page
        .locator(`[id="${await email.getAttribute('aria-describedby')}"]`)
        .getAttribute('role'),
      'alert'
    )
    assert.lengthOf(await Candidature.all(), 0, 'no application kept')
    assert.lengthOf(await storedCvs(), 0, 'nothing kept from the refused try')
    /* What was typed is still there. */
    assert.equal(
      await page.getByRole('textbox', { name: 'Prénom', exact: true }).inputValue(),
      'Léa'
    )
    assert.equal(
      await page.getByRole('textbox', { name: 'Message', exact: true }).inputValue(),
      MESSAGE.join('\n')
    )
    assert.isAtMost(
      await page.evaluate(() => document.documentElement.scrollWidth),
      390,
      'no horizontal scroll at 390 px'
    )
    await shoot(page, 'form-refused')

    await email.focus()
    await page.keyboard.type('Lea.Martin@exemple.fr')
    await page.getByRole('button', { name: 'Envoyer ma candidature' }).press('Enter')
    const done = page.getByRole('status').filter({ hasText: 'Votre candidature est envoyée.' })
    await done.waitFor()
    assert.isTrue(
      await done.evaluate((el) => el === document.activeElement),
      'focus on the message'
    )

    const candidature = await Candidature.query().where('offre_id', offre.id).firstOrFail()
    assert.equal(candidature.email, 'lea.martin@exemple.fr')
    /* A browser sends a textarea's line breaks in a multipart body as CRLF. */
    /* The browser sends CRLF; kept as one line break each (as the box counted them). */
    assert.equal(candidature.message, MESSAGE.join('\n'))
    assert.equal(candidature.cvNom, CV.name)
    assert.deepEqual(await storedCvs(), [candidature.cvKey.replace(/^cv\//, '')])

    /* The recruiter, on a desktop. */
    await onRecruiterDesk(browser, owner, 'light', async (desk) => {
      const row = desk.getByRole('link', { name: 'Léa Martin' })
      await row.waitFor()
      await shoot(desk, 'inbox')
      await row.click()
      await desk.waitForURL(`**${route('candidatures.show', { id: candidature.id })}`)
      assert.equal(await desk.getByRole('heading', { level: 1 }).textContent(), 'Léa Martin')
      assert.isTrue(await desk.getByText(MESSAGE[1]).isVisible(), 'the message is shown')
      assert.isTrue(await desk.getByRole('link', { name: CV.name }).isVisible(), 'the CV link')
      /* The history names who sent it: the candidate, not the app. */
      assert.isTrue(
        await desk.getByText('Le candidat', { exact: true }).isVisible(),
        'the history’s first entry'
      )
      assert.isTrue(await desk.getByText(/a envoyé sa candidature/).isVisible())

      const steps = desk.getByRole('list', { name: 'Étapes de la candidature' })
      assert.equal(
        await steps.getByRole('button', { name: 'Nouvelle' }).getAttribute('aria-pressed'),
        'true'
      )
      await steps.getByRole('button', { name: 'Entretien' }).click()
      await steps.locator('button[aria-pressed="true"]', { hasText: 'Entretien' }).waitFor()
      /* The heading's badge says it too, and the history recorded the move. */
      assert.isTrue(
        await desk.locator('h1 + p').getByText('Entretien', { exact: true }).isVisible(),
        'the statut badge under the name'
      )
      await candidature.refresh()
      assert.equal(candidature.statut, 'entretien')
      await shoot(desk, 'application')
    })

    /* The candidate opens the link of the acknowledgement. */
    const acknowledgements = sentMails().sent(
      (message) => message instanceof CandidatureReceivedMail
    )
    assert.lengthOf(acknowledgements, 1)
    const html = String(acknowledgements[0].message.toJSON().message.html)
    const href = /href="([^"]*\/retrait\/[^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
    assert.equal(href, withdrawalLink(candidature), 'the link of the mail is the signed one')
    const { pathname, search } = new URL(href!)
    await page.goto(`${pathname}${search}`)
    assert.equal(
      await page.getByRole('heading', { level: 1 }).textContent(),
      'Retirer ma candidature'
    )
    assert.include(await page.locator('#app').textContent(), `« ${TITRE} »`)
    await shoot(page, 'withdrawal')
    await waitForHydratedButton(page, 'Retirer ma candidature')
    await page.getByRole('button', { name: 'Retirer ma candidature' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'Votre candidature est retirée : elle et votre CV ont été supprimés.' })
      .waitFor()
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Candidature retirée')

    assert.isNull(await Candidature.find(candidature.id), 'the row is gone')
    assert.deepEqual(await storedCvs(), [], 'the file is gone')
  }).timeout(120_000)

  test('dark mode: the form on a phone and the inbox on a desktop', async ({
    visit,
    browser,
    assert,
  }) => {
    const { owner, page } = await candidateOnPhone(visit, 'dark')
    assert.isTrue(await page.evaluate(() => document.documentElement.classList.contains('dark')))

    /* A dark surface; its texts, the error included, readable on it (WCAG AA: 4.5:1). */
    const form = page.locator('#candidater')
    const surface = await luminanceOf(form, 'backgroundColor')
    assert.isBelow(surface, 0.1, 'the form’s surface is dark')
    const contrast = async (text: Locator) =>
      ((await luminanceOf(text, 'color')) + 0.05) / (surface + 0.05)
    assert.isAtLeast(await contrast(form.locator('h2')), 4.5, 'the heading')
    assert.isAtLeast(await contrast(form.locator('label').first()), 4.5, 'a label')
    await page.getByRole('button', { name: 'Envoyer ma candidature' }).click()
    const error = form.getByRole('alert').first()
    await error.waitFor()
    assert.isAtLeast(await contrast(error), 4.5, 'an error under its field')
    assert.isAtMost(await page.evaluate(() => document.documentElement.scrollWidth), 390)
    await shoot(page, 'form-empty')

    await onRecruiterDesk(browser, owner, 'dark', async (desk) => {
      await desk.getByText('Aucune candidature pour le moment').waitFor()
      assert.isTrue(await desk.evaluate(() => document.documentElement.classList.contains('dark')))
      assert.isBelow(await luminanceOf(desk.locator('main'), 'backgroundColor'), 0.1, 'the page')
    })
  }).timeout(120_000)
})
