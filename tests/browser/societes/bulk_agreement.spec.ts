/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { SocieteFactory } from '#database/factories/societe_factory'
import { userWithRole } from '#tests/browser/helpers'
import { signedIn } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/* The bulk bar's count agrees with a feminine noun: "2 sociétés sélectionnées", never "(s)". */
test.group('Browser: bulk selection counted in French', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('one société sélectionnée, then every one of them, correspondantes', async ({ visit }) => {
    const user = await userWithRole('pro')
    await SocieteFactory.merge(
      Array.from({ length: 30 }, (_, index) => ({
        userId: user.id,
        nom: `Société ${String(index + 1).padStart(2, '0')}`,
      }))
    ).createMany(30)

    const page = await signedIn(
      visit,
      user,
      route('societes.index', {}, { sort: 'nom', order: 'asc' })
    )
    const bar = page.getByRole('region', { name: 'Actions groupées' })
    await page.getByRole('checkbox', { name: 'Sélectionner Société 01' }).click()
    await page.assertTextContains('[aria-label="Actions groupées"] p', '1 société sélectionnée')
    await page
      .locator('thead')
      .getByRole('checkbox', { name: 'Sélectionner toute la page' })
      .click()
    await page.assertTextContains('[aria-label="Actions groupées"] p', 'sociétés sélectionnées')
    await bar.getByRole('button', { name: 'Sélectionner les 30 sociétés correspondantes' }).click()
    await page.assertTextContains(
      '[aria-label="Actions groupées"] p',
      'Les 30 sociétés correspondantes sont sélectionnées.'
    )
  })
})
