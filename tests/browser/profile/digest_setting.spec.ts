/// <reference lib="dom" />
import { test } from '@japa/runner'
import User from '#models/user'
import { userWithRole } from '#tests/browser/helpers'
import { signedInSized } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/* « Résumé du matin » on the profile: on by default, switched off with the keyboard at 390 px. */
test.group('Browser: the morning digest setting', () => {
  test('switched off from the profile at 390 px, with a toast; stays off after a reload', async ({
    visit,
    assert,
  }) => {
    const user = await userWithRole('pro')
    const page = await signedInSized(
      visit,
      { width: 390, height: 844 },
      user,
      route('profile.edit')
    )

    const box = page.getByLabel('Recevoir le résumé du matin par e-mail')
    assert.isTrue(await box.isChecked())
    await box.focus()
    await page.keyboard.press('Space')
    assert.isFalse(await box.isChecked())
    await page.getByRole('button', { name: 'Appliquer' }).click()
    await page.assertTextContains('.swal2-toast', 'Vous ne recevrez plus le résumé du matin.')
    await user.refresh()
    assert.isFalse(user.digestEnabled)

    await page.reload()
    assert.isFalse(await page.getByLabel('Recevoir le résumé du matin par e-mail').isChecked())
    const stored = await User.findOrFail(user.id)
    assert.isFalse(stored.digestEnabled)
  })
})
