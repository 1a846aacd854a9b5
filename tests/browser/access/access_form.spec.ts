/// <reference lib="dom" />
import { test } from '@japa/runner'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { userWithRole } from '#tests/browser/helpers'
import { signedIn } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

test.group('Browser: e-sidoor access form', () => {
  test('an esi admin confirms the password, comes back and changes a pro’s access', async ({
    visit,
    assert,
  }) => {
    const admin = await userWithRole('esi')
    const pro = await UserFactory.merge({ fullName: 'Claire Dubois' }).create()
    const page = await signedIn(visit, admin, route('esidoor.dashboard'))
    await page.getByRole('link', { name: 'Claire Dubois' }).click()
    await page.waitForURL(`**${route('esidoor.pros.show', { id: pro.id })}`)
    await page.getByLabel('Rôle').selectOption('lecteur')
    await page.getByRole('button', { name: 'Enregistrer les accès' }).click()

    await page.waitForURL(`**${route('password.confirm')}`)
    await page.locator('input[name=password]').fill('motdepasse')
    await page.getByRole('button', { name: 'Confirmer' }).click()
    await page.waitForURL(`**${route('esidoor.pros.show', { id: pro.id })}`)

    await page.getByLabel('Rôle').selectOption('lecteur')
    await page.getByRole('button', { name: 'Enregistrer les accès' }).click()
    await page.assertTextContains('.swal2-toast', 'Accès mis à jour.')
    await page.assertTextContains('main', 'Rôle : standard → lecteur')
    const stored = await User.findOrFail(pro.id)
    assert.equal(stored.droit, 'lecteur')
  })
})
