/// <reference lib="dom" />
import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { publicSlug } from '#services/emplois/public_offres'
import { screenshotsInto } from '#tests/browser/helpers'
import { route } from '#tests/helpers/routes'
import { aSociete, anOffre } from '#tests/helpers/owned_records'

/*
| A candidate reads who is hiring (issue 41): the public offer's « L'entreprise »
| shows the société's « Présentation » as formatted text. PRESENTATION_SCREENSHOTS=1
| writes the page, light and dark, 1440 and 390 px, into tmp/screenshots/presentation/.
*/
const shoot = screenshotsInto(
  'tmp/screenshots/presentation',
  process.env.PRESENTATION_SCREENSHOTS === '1'
)

test.group('Browser: the public offer’s « L’entreprise »', () => {
  test('shows the société’s presentation, formatted', async ({ visit }) => {
    const user = await UserFactory.create()
    const societe = await aSociete(user, {
      nom: 'Boulangerie Martin',
      ville: 'Lyon',
      siteWeb: 'https://boulangerie-martin.fr',
      description:
        '<p>Artisans <strong>depuis 1950</strong>, nous pétrissons chaque nuit pour trois boutiques lyonnaises.</p>' +
        '<ul><li><p>Pain au levain</p></li><li><p>Viennoiseries</p></li></ul>',
    })
    const offre = await anOffre(user, societe, { titre: 'Boulanger·ère de nuit' }, 'publiee')

    const page = await visit(route('emplois.show', { slug: publicSlug(offre) }))
    const entreprise = page.locator('section', {
      has: page.getByRole('heading', { name: "L'entreprise" }),
    })
    await page.assertTextContains(entreprise, 'Artisans depuis 1950')
    await page.assertVisible(entreprise.locator('strong', { hasText: 'depuis 1950' }))
    await page.assertVisible(entreprise.getByRole('listitem').filter({ hasText: 'Viennoiseries' }))
    await shoot(page, 'offre', () => entreprise)
  })
})
