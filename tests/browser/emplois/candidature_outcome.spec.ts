/// <reference lib="dom" />
import type { Page } from 'playwright'
import { test } from '@japa/runner'
import Candidature from '#models/candidature'
import { publicSlug } from '#services/emplois/public_offres'
import { userWithRole, waitForHydratedButton } from '#tests/browser/helpers'
import { aCv, freshEmploisEach } from '#tests/browser/emplois/helpers'
import type { Visit } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aSociete, anOffre } from '#tests/helpers/owned_records'

/*
| Issue #41, defect 1: the application form's outcome comes only from the
| server's answer to that submission. The board's pages are cacheable; a
| candidate who reached the offer from /emplois (an Inertia visit) and sent
| a form the server refused was shown the cached page, hence « envoyée »;
| one who opened the offer's address directly and applied was shown a
| failure though the application was stored.
*/
const TITRE = 'Chargé·e de clientèle (H/F)'
const SENT = 'Votre candidature est envoyée.'
const CV = aCv('cv.pdf')

async function openOffre() {
  const owner = await userWithRole('pro')
  const societe = await aSociete(owner, { nom: 'Banque du Val' })
  return anOffre(owner, societe, { titre: TITRE }, 'publiee')
}

/** The open offre, and a new page at `url`, by default the offre's address (opened directly). */
async function openOffrePage(visit: Visit, url?: string) {
  const offre = await openOffre()
  return { offre, page: await visit(url ?? route('emplois.show', { slug: publicSlug(offre) })) }
}

async function openForm(page: Page) {
  await waitForHydratedButton(page, 'Postuler')
  await page.getByRole('button', { name: 'Postuler', exact: true }).first().click()
  await page.getByRole('heading', { name: 'Postuler à cette offre' }).waitFor()
}

/** Sends the form, then waits for the server's answer to this submission to be shown. */
async function send(page: Page) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).pathname.startsWith('/emplois/') &&
      response.request().redirectedFrom() !== null
  )
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click()
  await answered
  /* The form's state follows the answer in the next frames: wait for one of the two outcomes. */
  await page
    .locator('#candidater [aria-live="assertive"] p, [role="status"]')
    .filter({ hasText: /.+/ })
    .first()
    .waitFor()
}

const summary = async (page: Page) =>
  String(await page.locator('#candidater [aria-live="assertive"]').textContent()).trim()
const success = (page: Page) => page.getByRole('status').filter({ hasText: SENT })

test.group('Browser: the application form tells what the server answered', (group) => {
  freshEmploisEach(group)

  test('from /emplois: refused twice (empty, then consent unticked), then sent once', async ({
    visit,
    assert,
  }) => {
    const { offre, page } = await openOffrePage(visit, route('emplois.index'))
    /* The usual path: the board, then the offer (an Inertia visit, its answer cacheable before). */
    await page
      .getByRole('link', { name: new RegExp(TITRE.slice(0, 10)) })
      .first()
      .click()
    await page.waitForURL(`**${route('emplois.show', { slug: publicSlug(offre) })}`)
    await openForm(page)

    await send(page)
    assert.equal(
      await summary(page),
      'Le formulaire contient des erreurs : corrigez les champs signalés.'
    )
    assert.equal(await success(page).count(), 0, 'no success after an empty form')

    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Nadia')
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Benali')
    await page
      .getByRole('textbox', { name: 'Adresse e-mail', exact: true })
      .fill('nadia@exemple.fr')
    await page.locator('#candidater input[type="file"]').setInputFiles(CV)
    await send(page)
    assert.equal(
      await summary(page),
      'Le formulaire contient des erreurs : corrigez les champs signalés.'
    )
    assert.equal(await success(page).count(), 0, 'no success with consent unticked')
    assert.equal(
      await page
        .locator(
          '#candidater [role="checkbox"][aria-invalid="true"], #candidater input[type="checkbox"][aria-invalid="true"]'
        )
        .count(),
      1,
      'the consent box says what is wrong'
    )
    assert.lengthOf(await Candidature.all(), 0, 'nothing stored')

    await page.getByRole('checkbox', { name: /J’accepte que mes informations/ }).check()
    await page.locator('#candidater input[type="file"]').setInputFiles(CV)
    await send(page)
    await success(page).waitFor()
    assert.equal(await success(page).count(), 1)
    assert.lengthOf(await Candidature.query().where('offre_id', offre.id), 1)
  }).timeout(60_000)

  test('the offer opened by its address: a stored application is told as sent, not failed', async ({
    visit,
    assert,
  }) => {
    const { offre, page } = await openOffrePage(visit)
    await openForm(page)
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Hugo')
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lemaire')
    await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill('hugo@exemple.fr')
    await page.locator('#candidater input[type="file"]').setInputFiles(CV)
    await page.getByRole('checkbox', { name: /J’accepte que mes informations/ }).check()
    await send(page)
    await success(page).waitFor()
    assert.notInclude(String(await page.locator('#app').textContent()), 'n’a pas pu être envoyée')
    assert.lengthOf(await Candidature.query().where('offre_id', offre.id), 1)
  }).timeout(60_000)

  test('an answer that does not carry the server’s word (a page from a cache) is never told as sent', async ({
    visit,
    assert,
  }) => {
    const { offre, page } = await openOffrePage(visit)
    const slug = publicSlug(offre)
    /* What a cache keeps of the offer: its Inertia page, no errors, no flash. */
    const kept = await page.evaluate(
      async (url) => {
        const version = JSON.parse(
          document.querySelector('script[data-page]')!.textContent!
        ).version
        const answer = await fetch(url, {
          headers: { 'X-Inertia': 'true', 'X-Inertia-Version': version },
        })
        return answer.text()
      },
      route('emplois.show', { slug })
    )
    await page.route(
      `**${route('emplois.candidatures.create', { reference: offre.reference })}`,
      (intercepted) =>
        intercepted.request().method() === 'POST'
          ? intercepted.fulfill({
              status: 200,
              headers: {
                'content-type': 'application/json',
                'x-inertia': 'true',
                'vary': 'X-Inertia',
              },
              body: kept,
            })
          : intercepted.continue()
    )
    await openForm(page)
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Hugo')
    await page.getByRole('button', { name: 'Envoyer ma candidature' }).click()
    await page
      .locator('#candidater [aria-live="assertive"]')
      .filter({ hasText: 'Nous n’avons pas reçu la confirmation de votre envoi.' })
      .waitFor()
    assert.equal(await success(page).count(), 0, 'no success without the server’s word')
  }).timeout(60_000)

  test('a reload of a page the browser kept still runs its scripts (a 304 keeps its policy)', async ({
    visit,
    assert,
  }) => {
    const { offre, page } = await openOffrePage(visit)
    await waitForHydratedButton(page, 'Postuler')
    const blocked: string[] = []
    page.on('console', (message) => {
      /* The dev server's HMR socket aside: only scripts count here. */
      if (/Refused to (execute|load) .*script/i.test(message.text())) blocked.push(message.text())
    })
    const revalidated = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === route('emplois.show', { slug: publicSlug(offre) })
    )
    await page.reload()
    /* Revalidated, not fetched anew: the server's 304 (Playwright shows the kept 200). */
    const answer = await revalidated
    const sent = await answer.request().allHeaders()
    assert.isString(sent['if-none-match'])
    await waitForHydratedButton(page, 'Postuler')
    await openForm(page)
    assert.deepEqual(blocked, [])
  }).timeout(60_000)
})
