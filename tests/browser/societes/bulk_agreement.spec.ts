/// <reference lib="dom" />
import { test } from '@japa/runner'
import { SocieteFactory } from '#database/factories/societe_factory'
import { userWithRole, selectEveryMatchingRow, BULK_COUNT } from '#tests/browser/helpers'
import { signedIn } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/* The bulk bar's count agrees with a feminine noun: "2 sociétés sélectionnées", never "(s)". */
test.group('Browser: bulk selection counted in French', () => {
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
    await page.getByRole('checkbox', { name: 'Sélectionner Société 01' }).click()
    await page.assertTextContains(BULK_COUNT, '1 société sélectionnée')
    await selectEveryMatchingRow(page, {
      pageCount: 'sociétés sélectionnées',
      everyRow: 'Sélectionner les 30 sociétés correspondantes',
      everyCount: 'Les 30 sociétés correspondantes sont sélectionnées.',
    })
  })
})
