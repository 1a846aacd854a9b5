/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { screenshotsInto, userWithRole } from '#tests/browser/helpers'
import { signedIn, aCandidature, type Visit } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/*
| A recruiter finds a candidate by name (issue 41): in the command palette
| (Ctrl+K) and on /recherche, typed without the accent, and opens the
| application. CANDIDATE_SEARCH_SCREENSHOTS=1 writes both, light and dark,
| 1440 and 390 px, into tmp/screenshots/candidate_search/.
*/
const shoot = screenshotsInto(
  'tmp/screenshots/candidate_search',
  process.env.CANDIDATE_SEARCH_SCREENSHOTS === '1'
)

const palette = (page: Page) => page.getByRole('dialog', { name: 'Palette de commandes' })

/** Gwenaëlle Le Gall's application to a recruiter's offre; the recruiter signed in, at `url` when given. */
async function recruiterWithCandidature(visit: Visit, url?: string) {
  const user = await userWithRole('pro')
  const { candidature } = await aCandidature(user, {
    societe: { nom: 'Garnier Bâtiment' },
    offre: { titre: 'Maçon coffreur' },
    candidature: { prenom: 'Gwenaëlle', nom: 'Le Gall', email: 'gwen.legall@example.fr' },
  })
  return { page: await signedIn(visit, user, url), candidature }
}

test.group('Browser: finding a candidate by name', () => {
  test('Ctrl+K then "gwenaelle" lists the application under Candidatures; Enter opens it', async ({
    visit,
    assert,
  }) => {
    const { page, candidature } = await recruiterWithCandidature(visit)

    await page.keyboard.press('Control+k')
    await page.keyboard.type('gwenaelle')
    const hit = palette(page)
      .getByRole('group', { name: 'Candidatures' })
      .getByRole('option', { name: /Gwenaëlle Le Gall/ })
    await page.assertVisible(hit)
    assert.include(await hit.textContent(), 'Nouvelle · Maçon coffreur')
    await shoot(page, 'palette', () => palette(page))
    await page.keyboard.press('Enter')
    await page.waitForURL(`**${route('candidatures.show', { id: candidature.id })}`)
    await page.assertTextContains('main h1', 'Gwenaëlle Le Gall')
  })

  test('/recherche shows a Candidatures block linking to the application and to the inbox', async ({
    visit,
  }) => {
    const { page, candidature } = await recruiterWithCandidature(
      visit,
      `${route('search')}?q=le%20gall`
    )

    const block = page.getByRole('list', { name: 'Candidatures' })
    await page.assertVisible(block.getByRole('link', { name: 'Gwenaëlle Le Gall' }))
    await page.assertTextContains('main', 'gwen.legall@example.fr · Maçon coffreur')
    await shoot(page, 'recherche')
    await block.getByRole('link', { name: 'Gwenaëlle Le Gall' }).click()
    await page.waitForURL(`**${route('candidatures.show', { id: candidature.id })}`)
  })
})
