/// <reference lib="dom" />
import { test } from '@japa/runner'
import { publicSlug } from '#services/emplois/public_offres'
import { screenshotsInto, userWithRole } from '#tests/browser/helpers'
import { signedIn, signedInAs } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aSociete, anOffre } from '#tests/helpers/owned_records'

/*
| The empty applications inbox offers a next action (issue 41): with an offer
| online, its public page to share; with none, the offers to publish or a
| new one. EMPTY_INBOX_SCREENSHOTS=1 writes it, light and dark, 1440 and 390 px.
*/
const shoot = screenshotsInto(
  'tmp/screenshots/empty_inbox',
  process.env.EMPTY_INBOX_SCREENSHOTS === '1'
)

test.group('Browser: the empty applications inbox', () => {
  test('no offer yet: « Nouvelle offre » opens the offer form', async ({ visit }) => {
    const { page } = await signedInAs(visit, 'pro', route('candidatures.index'))
    const empty = page.locator('[data-empty-state]')
    await page.assertTextContains(empty, 'Aucune candidature pour le moment')
    await page.assertTextContains(empty, 'Créez et publiez une offre')
    await shoot(page, 'no-offer')
    await empty.getByRole('link', { name: 'Nouvelle offre' }).click()
    await page.waitForURL(`**${route('offres.create')}`)
  })

  test('an offer online: « Voir l’offre en ligne » opens its public page to share', async ({
    visit,
  }) => {
    const user = await userWithRole('pro')
    const societe = await aSociete(user)
    const offre = await anOffre(user, societe, { titre: 'Maçon coffreur' }, 'publiee')
    const page = await signedIn(visit, user, route('candidatures.index'))
    const empty = page.locator('[data-empty-state]')
    await page.assertTextContains(empty, 'Votre offre « Maçon coffreur » est en ligne')
    await page.assertVisible(empty.getByRole('link', { name: 'Voir mes offres' }))
    await shoot(page, 'online')
    await empty.getByRole('link', { name: 'Voir l’offre en ligne' }).click()
    await page.waitForURL(`**${route('emplois.show', { slug: publicSlug(offre) })}`)
  })
})
