/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { signIn, userWithRole } from '#tests/browser/helpers'

test.group('Browser: e-sidoor access form', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('an esi admin confirms the password, comes back and changes a pro’s access', async ({
    visit,
    assert,
  }) => {
    const admin = await userWithRole('esi')
    const pro = await UserFactory.merge({ fullName: 'Claire Dubois' }).create()
    const page = await visit('/')
    await signIn(page, admin)

    await page.goto('/dashboard-pro')
    await page.getByRole('link', { name: 'Claire Dubois' }).click()
    await page.waitForURL(`**/dashboard-pro/pros/${pro.id}`)
    await page.getByLabel('Rôle').selectOption('lecteur')
    await page.getByRole('button', { name: 'Enregistrer les accès' }).click()

    await page.waitForURL('**/confirm-password')
    await page.locator('input[name=password]').fill('motdepasse')
    await page.getByRole('button', { name: 'Confirmer' }).click()
    await page.waitForURL(`**/dashboard-pro/pros/${pro.id}`)

    await page.getByLabel('Rôle').selectOption('lecteur')
    await page.getByRole('button', { name: 'Enregistrer les accès' }).click()
    await page.assertTextContains('.swal2-toast', 'Accès mis à jour.')
    await page.assertTextContains('main', 'Rôle : standard → lecteur')
    const stored = await User.findOrFail(pro.id)
    assert.equal(stored.droit, 'lecteur')
  })
})
