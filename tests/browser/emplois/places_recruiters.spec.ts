/// <reference lib="dom" />
import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { screenshotsInto, waitForHydratedButton } from '#tests/browser/helpers'
import { sizedPage } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aSociete, anOffre } from '#tests/helpers/owned_records'

/*
| A candidate on /emplois: one "Rennes" among the places whatever its
| spelling, the offers of every spelling once chosen; no sign-up button, a
| recruiters' box below the offers. EMPLOIS_SCREENSHOTS=1 writes the pages
| to tmp/screenshots/emplois (light and dark, 1440 and 390 px).
*/
const shoot = screenshotsInto('tmp/screenshots/emplois', process.env.EMPLOIS_SCREENSHOTS === '1')

async function seedEmplois() {
  const user = await UserFactory.create()
  const societe = await aSociete(user, { nom: 'Ménard et Fils' })
  for (const [titre, lieu] of [
    ['Serveur (H/F)', 'Rennes (35)'],
    ['Commis de cuisine', 'Rennes'],
    ['Plongeur', 'Rennes'],
    ['Sommelier', 'Nantes'],
  ]) {
    await anOffre(user, societe, { titre, lieu }, 'publiee')
  }
}

test.group('Browser: the job board for candidates', () => {
  for (const width of [1440, 390]) {
    test(`one Rennes whatever its spelling; recruiters addressed below, at ${width} px`, async ({
      visit,
      assert,
    }) => {
      await seedEmplois()
      const page = await sizedPage(visit, { width, height: 900 }, route('emplois.index'))

      const header = page.getByRole('banner')
      assert.equal(await header.getByRole('link', { name: 'Create account' }).count(), 0)
      assert.equal(await header.getByRole('link', { name: 'Log in' }).count(), 0)
      assert.isTrue(await header.getByRole('link', { name: 'Espace recruteurs' }).isVisible())

      /* On a phone the filters are folded behind « Filtres ». */
      if (width === 390) {
        await waitForHydratedButton(page, 'Filtres')
        await page.getByRole('button', { name: 'Filtres', exact: true }).click()
      }
      const lieu = page.getByRole('combobox', { name: 'Lieu' })
      assert.deepEqual(await lieu.locator('option').allTextContents(), [
        'Partout',
        'Rennes (3)',
        'Nantes (1)',
      ])
      await lieu.selectOption({ label: 'Rennes (3)' })
      await page.getByRole('button', { name: 'Rechercher' }).click()
      await page.waitForURL(`**${route('emplois.index', {}, { lieu: 'rennes' })}`)
      await page.assertTextContains('main', '3 offres correspondant à votre recherche')
      assert.sameMembers(
        await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents(),
        ['Serveur (H/F)', 'Commis de cuisine', 'Plongeur', 'Vous recrutez ?']
      )
      await shoot(page, 'board-rennes')

      const box = page.getByRole('complementary', { name: 'Vous recrutez ?' })
      await box.getByRole('link', { name: 'Publier une offre' }).click()
      await page.waitForURL(`**${route('register')}`)
    })
  }
})
