/// <reference lib="dom" />
import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { sizedPage } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aSociete, anOffre } from '#tests/helpers/owned_records'

/*
| A candidate's walk: the landing page's latest offers, an offer's public page
| and its "Postuler" link, the board's search; on a desktop and on a phone,
| in light and dark mode.
*/

const TITRE = 'Technicien·ne de maintenance (H/F)'
const APPLY = 'https://ligerienne.fr/recrutement?poste=42'

async function seedEmplois() {
  const user = await UserFactory.create()
  const societe = await aSociete(user, { nom: 'Ligérienne de Métallerie', ville: 'Tours' })
  await anOffre(
    user,
    societe,
    { titre: 'Soudeur en alternance', typeContrat: 'Alternance' },
    'publiee'
  )
  const offre = await anOffre(
    user,
    societe,
    { titre: TITRE, typeContrat: 'CDI', lieu: 'Tours', candidature: APPLY },
    'publiee'
  )
  await offre.merge({ publishedAt: offre.publishedAt!.plus({ days: 1 }) }).save()
  await anOffre(user, societe, { titre: 'Brouillon interne' })
}

test.group('Browser: the public job board', () => {
  for (const width of [1440, 390]) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`landing page → offer → Postuler, at ${width} px, ${scheme}`, async ({
        visit,
        assert,
      }) => {
        await seedEmplois()
        const page = await sizedPage(visit, { width, height: 900 }, route('login'))
        await page.emulateMedia({ colorScheme: scheme })
        await page.goto(route('home'))

        const latest = page.getByRole('region', { name: 'Offres récentes' })
        assert.deepEqual(
          await latest.getByRole('link').allTextContents(),
          ['Toutes les offres', TITRE, 'Soudeur en alternance'],
          'the latest public offers, newest first, never a draft'
        )
        await latest.getByRole('link', { name: TITRE }).click()
        await page.waitForURL(/\/emplois\/OFF-\d{4}-\d{4}-technicien-ne-de-maintenance-h-f$/)

        assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), TITRE)
        const postuler = page.getByRole('link', { name: 'Postuler' })
        assert.isTrue(await postuler.isVisible())
        assert.equal(await postuler.getAttribute('href'), APPLY)
        assert.equal(await postuler.getAttribute('target'), '_blank')
        assert.include(await postuler.getAttribute('rel'), 'noopener')
        assert.equal(
          await page.evaluate(() => document.documentElement.classList.contains('dark')),
          scheme === 'dark'
        )
        /* Nothing wider than the screen: no sideways scrolling on a phone. */
        assert.isAtMost(
          await page.evaluate(() => document.documentElement.scrollWidth),
          width,
          'no horizontal scroll'
        )
        /* A click on Postuler opens the pro's page in a new tab. */
        await page
          .context()
          .route(APPLY, (intercepted) => intercepted.fulfill({ body: 'candidature' }))
        const [popup] = await Promise.all([page.context().waitForEvent('page'), postuler.click()])
        await popup.waitForLoadState()
        assert.equal(popup.url(), APPLY)
        await popup.close()

        /* Back to the board, and a search as a candidate types it (no accent). */
        await page.getByRole('link', { name: 'Toutes les offres' }).click()
        await page.waitForURL(/\/emplois$/)
        assert.equal(await page.locator('article h2').count(), 2)
        await page.getByLabel('Mots-clés').fill('technicien maintenance')
        await page.getByRole('button', { name: 'Rechercher' }).click()
        await page.waitForURL(/\/emplois\?q=technicien(\+|%20)maintenance$/)
        await page.getByText('1 offre correspondant à votre recherche').waitFor()
        assert.deepEqual(await page.locator('article h2').allTextContents(), [TITRE])
      })
    }
  }
})
