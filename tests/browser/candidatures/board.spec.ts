/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import type User from '#models/user'
import Candidature from '#models/candidature'
import { CandidatureFactory } from '#database/factories/candidature_factory'
import { seriousAxeFindings } from '#tests/browser/axe'
import { screenshotsInto, userWithRole } from '#tests/browser/helpers'
import { signedIn } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aSociete, anOffre } from '#tests/helpers/owned_records'

/*
| An offer's applications board as a recruiter uses it: a card moved by the
| keyboard alone (the arrows on its name, its « Déplacer » menu) with the
| focus kept on it and the move said in the live region, and by drag; a move
| the server refuses goes back with a toast; droit "lecteur" sees the board
| with nothing to move. SCREENSHOTS=1 writes the board in light and dark, at
| 1440 and 390 px, into tmp/screenshots/candidature_board/.
*/

const shoot = screenshotsInto('tmp/screenshots/candidature_board', !!process.env.SCREENSHOTS)

type Statut = Candidature['statut']

/** An offer of `owner` with named applications (one a minute apart, the first oldest). */
async function boardOf(owner: User, people: [prenom: string, statut: Statut][]) {
  const societe = await aSociete(owner, { nom: 'Numéria Conseil' })
  const offre = await anOffre(owner, societe, { titre: 'Développeur full-stack' }, 'publiee')
  const apps = await CandidatureFactory.merge(
    people.map(([prenom, statut], index) => ({
      userId: owner.id,
      offreId: offre.id,
      prenom,
      nom: 'Martin',
      statut,
      createdAt: offre.createdAt.plus({ minutes: index + 1 }),
    }))
  ).createMany(people.length)
  return { offre, apps }
}

const column = (page: Page, statut: Statut) => page.locator(`section[data-statut="${statut}"]`)
const cardLink = (page: Page, statut: Statut, name: string) =>
  column(page, statut).getByRole('link', { name, exact: true })

/** Waits until the column's heading says it holds `count` applications. */
async function assertCount(page: Page, statut: Statut, count: number) {
  const heading = page.locator(`section[data-statut="${statut}"] h2`)
  await page
    .waitForFunction(
      ([element, expected]) => (element as Element).textContent?.includes(expected as string),
      [await heading.elementHandle(), `${count} candidature`] as const,
      { timeout: 5000 }
    )
    .catch(async () => {
      throw new Error(`${statut}: « ${await heading.textContent()} », not ${count}`)
    })
}

/** Resolves once the board has come back from the server after a move (the statut change's redirect). */
const boardReloaded = (page: Page, offreId: number) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).pathname === route('offres.candidatures.board', { id: offreId })
  )

async function storedStatut(id: number) {
  const row = await Candidature.findOrFail(id)
  return row.statut
}

/** Waits until the focused element is the card link named `name` inside the `statut` column. */
async function focusIsOn(page: Page, statut: Statut, name: string) {
  await page
    .waitForFunction(
      ([s, n]) => {
        const active = document.activeElement
        return (
          active?.textContent?.trim() === n &&
          active.closest('section')?.getAttribute('data-statut') === s
        )
      },
      [statut, name],
      { timeout: 5000 }
    )
    .catch(async () => {
      const active = await page.evaluate(() => {
        const element = document.activeElement
        const where = element?.closest('section')?.getAttribute('data-statut')
        return `<${element?.tagName.toLowerCase()}> ${element?.textContent?.trim()} in ${where}`
      })
      throw new Error(`focus expected on ${name} in ${statut}, is on ${active}`)
    })
}

test.group('Browser: an offer’s applications board', () => {
  test('the keyboard alone moves a card: arrows on its name, then its « Déplacer » menu', async ({
    visit,
    assert,
  }) => {
    const owner = await userWithRole('pro')
    const { offre, apps } = await boardOf(owner, [
      ['Alice', 'nouvelle'],
      ['Bruno', 'nouvelle'],
    ])
    const page = await signedIn(visit, owner, route('offres.candidatures.board', { id: offre.id }))
    await assertCount(page, 'nouvelle', 2)

    await cardLink(page, 'nouvelle', 'Alice Martin').focus()
    let reloaded = boardReloaded(page, offre.id)
    await page.keyboard.press('ArrowRight')
    await focusIsOn(page, 'en_cours', 'Alice Martin')
    await page.assertTextContains(
      '[data-testid="board-announcement"]',
      'Candidature de Alice Martin déplacée vers En cours d’examen.'
    )
    await reloaded
    assert.equal(await storedStatut(apps[0].id), 'en_cours')
    await assertCount(page, 'nouvelle', 1)
    await assertCount(page, 'en_cours', 1)
    await focusIsOn(page, 'en_cours', 'Alice Martin')

    /* ArrowLeft brings it back; the focus follows it again. */
    reloaded = boardReloaded(page, offre.id)
    await page.keyboard.press('ArrowLeft')
    await focusIsOn(page, 'nouvelle', 'Alice Martin')
    await reloaded
    assert.equal(await storedStatut(apps[0].id), 'nouvelle')

    /* Tab reaches its « Déplacer »; the menu lists the other statuts. */
    await page.keyboard.press('Tab')
    const menuButton = page.getByRole('button', { name: 'Déplacer la candidature de Alice Martin' })
    await page.waitForFunction(
      (element) => element === document.activeElement,
      await menuButton.elementHandle()
    )
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await menu.waitFor()
    const items = await menu.getByRole('menuitem').allTextContents()
    assert.deepEqual(
      items.map((item) => item.trim()),
      ['Vers « En cours d’examen »', 'Vers « Entretien »', 'Vers « Retenue »', 'Vers « Refusée »']
    )
    /* Enter opened it on its first item: one step down is « Entretien ». */
    reloaded = boardReloaded(page, offre.id)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await focusIsOn(page, 'entretien', 'Alice Martin')
    await reloaded
    assert.equal(await storedStatut(apps[0].id), 'entretien')
    assert.equal(await storedStatut(apps[1].id), 'nouvelle')
    await focusIsOn(page, 'entretien', 'Alice Martin')
    /* The board says the moves itself: no toast for each. */
    assert.equal(await page.locator('.swal2-toast').count(), 0)
  })

  test('a card dragged to another column moves there', async ({ visit, assert }) => {
    const owner = await userWithRole('pro')
    const { offre, apps } = await boardOf(owner, [
      ['Alice', 'nouvelle'],
      ['Bruno', 'nouvelle'],
      ['Chloé', 'entretien'],
      ['David', 'en_cours'],
      ['Emma', 'refusee'],
      ['Farid', 'nouvelle'],
    ])
    const page = await signedIn(visit, owner, route('offres.candidatures.board', { id: offre.id }))

    const reloaded = boardReloaded(page, offre.id)
    await column(page, 'nouvelle')
      .locator(`[data-card-id="${apps[0].id}"]`)
      .dragTo(column(page, 'retenue'))
    await cardLink(page, 'retenue', 'Alice Martin').waitFor()
    await reloaded
    assert.equal(await storedStatut(apps[0].id), 'retenue')
    await assertCount(page, 'retenue', 1)
    await assertCount(page, 'nouvelle', 2)
    await shoot(page, 'board')
  })

  test('a move the server refuses puts the card back and says why', async ({ visit }) => {
    const owner = await userWithRole('pro')
    const { offre, apps } = await boardOf(owner, [['Alice', 'nouvelle']])
    const page = await signedIn(visit, owner, route('offres.candidatures.board', { id: offre.id }))
    /* Gone meanwhile (withdrawn by the candidate): the statut change answers 404. */
    await apps[0].delete()

    await cardLink(page, 'nouvelle', 'Alice Martin').focus()
    await page.keyboard.press('ArrowRight')
    await page.assertTextContains(
      '.swal2-toast',
      'Cette candidature n’existe plus. La candidature de Alice Martin reste dans « Nouvelle ».'
    )
    await focusIsOn(page, 'nouvelle', 'Alice Martin')
    await assertCount(page, 'nouvelle', 1)
    await assertCount(page, 'en_cours', 0)
  })

  test('the offer’s page leads to its board; « Liste » and « Tableau » go between the inbox and it', async ({
    visit,
    assert,
  }) => {
    const owner = await userWithRole('pro')
    const { offre } = await boardOf(owner, [['Alice', 'nouvelle']])
    const page = await signedIn(visit, owner, route('offres.edit', { id: offre.id }))
    await page.getByRole('link', { name: 'Tableau des candidatures' }).click()
    await page.waitForURL(
      (url) => url.pathname === route('offres.candidatures.board', { id: offre.id })
    )
    const toggle = page.getByRole('navigation', { name: 'Affichage des candidatures' })
    assert.equal(
      await toggle.getByRole('link', { name: 'Tableau' }).getAttribute('aria-current'),
      'page'
    )

    await toggle.getByRole('link', { name: 'Liste' }).click()
    await page.waitForURL(
      (url) =>
        url.pathname === route('candidatures.index') &&
        url.searchParams.get('offre') === `${offre.id}`
    )
    await page
      .getByRole('cell', { name: /Alice Martin/ })
      .first()
      .waitFor()
    assert.equal(
      await toggle.getByRole('link', { name: 'Liste' }).getAttribute('aria-current'),
      'page'
    )
    await toggle.getByRole('link', { name: 'Tableau' }).click()
    await cardLink(page, 'nouvelle', 'Alice Martin').waitFor()
  })

  test('droit lecteur sees the board with nothing to move; axe finds nothing serious', async ({
    visit,
    assert,
  }) => {
    const lecteur = await userWithRole('lecteur')
    const { offre, apps } = await boardOf(lecteur, [['Alice', 'nouvelle']])
    const page = await signedIn(
      visit,
      lecteur,
      route('offres.candidatures.board', { id: offre.id })
    )
    await cardLink(page, 'nouvelle', 'Alice Martin').waitFor()

    assert.equal(await page.getByRole('button', { name: /^Déplacer/ }).count(), 0)
    assert.equal(await page.locator('[draggable="true"]').count(), 0)
    /* The arrows on a card's name send nothing: ArrowRight then Tab, and the focus has only moved on. */
    const writes: string[] = []
    page.on('request', (request) => request.method() !== 'GET' && writes.push(request.url()))
    await cardLink(page, 'nouvelle', 'Alice Martin').focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Tab')
    await page.waitForFunction(() => !document.activeElement?.closest('[data-card-id]'))
    assert.deepEqual(writes, [])
    assert.equal(await page.getByTestId('board-announcement').textContent(), '')
    assert.equal(await cardLink(page, 'nouvelle', 'Alice Martin').count(), 1)
    assert.equal(await storedStatut(apps[0].id), 'nouvelle')
    assert.deepEqual(await seriousAxeFindings(page), [])
  })
})
