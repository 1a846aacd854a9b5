/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { CandidatureFactory } from '#database/factories/candidature_factory'
import { screenshotsInto, userWithRole } from '#tests/browser/helpers'
import { signedIn } from '#tests/browser/fixtures'
import { layoutSettled } from '#tests/browser/waits'
import { route } from '#tests/helpers/routes'
import { aSociete, anOffre } from '#tests/helpers/owned_records'

/*
| The offers list's columns (issue 41): the title gets the room a title needs
| (it was cut to ~12 characters at 1440 px while other columns had room), and
| « Candidatures » stays in the table at 1000 px (sidebar open: a ~700 px
| list). OFFRES_LIST_SCREENSHOTS=1 writes the list, light and dark, at 1440,
| 1000 and 390 px, into tmp/screenshots/offres_list/.
*/
const SCREENSHOTS = process.env.OFFRES_LIST_SCREENSHOTS === '1'
const shoot = screenshotsInto('tmp/screenshots/offres_list', SCREENSHOTS)

const TITLES = [
  'Conducteur de travaux tous corps d’état en alternance (H/F)',
  'Responsable export Asie-Pacifique',
  'Développeur·se full-stack TypeScript confirmé·e',
]

async function seeded() {
  const user = await userWithRole('pro')
  const societe = await aSociete(user, {
    nom: 'Compagnie Générale des Établissements du Grand Ouest',
  })
  for (const titre of TITLES) {
    const offre = await anOffre(
      user,
      societe,
      { titre, typeContrat: 'Alternance', salaireMin: 32000, salaireMax: 45000 },
      'publiee'
    )
    await CandidatureFactory.merge([
      { userId: user.id, offreId: offre.id },
      { userId: user.id, offreId: offre.id, statut: 'en_cours' },
    ]).createMany(2)
  }
  return user
}

/** Characters of the first title shown before its "…", and whether « Candidatures » is a shown column. */
function columns() {
  const link = document.querySelector<HTMLElement>('main tr[data-row-card] td a[title]')!
  const text = link.textContent ?? ''
  const perChar = link.scrollWidth / Math.max(text.length, 1)
  const header = Array.from(document.querySelectorAll<HTMLElement>('main thead th')).find(
    (th) => th.textContent?.trim() === 'Candidatures'
  )
  return {
    shownChars: Math.floor(link.clientWidth / perChar),
    candidatures: !!header && getComputedStyle(header).display !== 'none',
  }
}

async function at(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(route('offres.index'))
  await page.locator('main tr[data-row-card]').first().waitFor()
  await layoutSettled(page)
  return page.evaluate(columns)
}

test.group('Browser: the offers list’s columns', () => {
  test('the title shows 35+ characters at 1440 px and 16+ at 1000 px, where « Candidatures » stays', async ({
    visit,
    assert,
  }) => {
    const user = await seeded()
    const page = await signedIn(visit, user)

    const wide = await at(page, 1440)
    await shoot(page, 'offres')
    const laptop = await at(page, 1000)
    if (SCREENSHOTS) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await layoutSettled(page)
        await page.screenshot({ path: `tmp/screenshots/offres_list/offres-${scheme}-1000.png` })
      }
    }
    assert.isAtLeast(wide.shownChars, 35, 'title at 1440 px')
    assert.isTrue(wide.candidatures, 'Candidatures at 1440 px')
    assert.isAtLeast(laptop.shownChars, 16, 'title at 1000 px')
    assert.isTrue(laptop.candidatures, 'Candidatures at 1000 px')
  })
})
