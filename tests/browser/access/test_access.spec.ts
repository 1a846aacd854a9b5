/// <reference lib="dom" />
import { test } from '@japa/runner'
import User from '#models/user'
import { PRO_LINKS, sidebarLinks } from '#tests/browser/helpers'
import { signedInAs } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/** The user's role or droit as stored now. */
async function stored(user: User, field: 'role' | 'droit') {
  const fresh = await User.findOrFail(user.id)
  return fresh[field]
}

const ESI_LINKS = [...PRO_LINKS, 'e-sidoor', 'Test accès']

test.group('Browser: Test accès', () => {
  test('an esi staff member tries the pro access, then restores esi from the banner', async ({
    visit,
    assert,
  }) => {
    const { user, page } = await signedInAs(visit, 'esi', route('access_test'))
    await page.assertTextContains('[data-testid=current-role]', 'esi')
    await page.assertTextContains('[data-testid=current-droit]', 'admin')

    await page.getByRole('switch', { name: 'pro' }).click()
    await page.assertTextContains('.swal2-toast', 'Accès activé : pro')
    await page.assertTextContains('[data-testid=current-role]', 'pro')
    const banner = page.getByRole('status').filter({ hasText: 'Mode test' })
    await page.assertTextContains(banner, "Mode test : vous naviguez avec l'accès « pro ».")
    await page.waitForFunction(
      (href) => !document.querySelector(`#sidebar a[href="${href}"]`),
      route('esidoor.dashboard')
    )
    assert.deepEqual(await sidebarLinks(page), PRO_LINKS)
    assert.equal(await stored(user, 'role'), 'pro')

    /* The pro menu has no e-sidoor: the server refuses it too; Test accès stays open to staff. */
    const esidoor = await page.request.get(route('esidoor.dashboard'), { maxRedirects: 0 })
    assert.equal(esidoor.status(), 403)
    const testAccess = await page.request.get(route('access_test'), { maxRedirects: 0 })
    assert.equal(testAccess.status(), 200)
    await page.goto(route('dashboard'))
    await banner.getByRole('link', { name: 'Rétablir' }).click()
    await page.waitForURL((url) => url.pathname === route('access_test'))

    await page.getByRole('switch', { name: 'esi' }).click()
    await page.assertTextContains('.swal2-toast', 'Accès activé : esi')
    await page.assertTextContains('[data-testid=current-role]', 'esi')
    await page.waitForSelector(`#sidebar a[href="${route('esidoor.dashboard')}"]`)
    assert.deepEqual(await sidebarLinks(page), ESI_LINKS)
    await page.assertNotExists('text=Mode test')
    assert.equal(await stored(user, 'role'), 'esi')
  })

  test('the droit toggle clears the held value, and a server error keeps it', async ({
    visit,
    assert,
  }) => {
    const { user, page } = await signedInAs(visit, 'esi', route('access_test'))
    const admin = page.getByRole('switch', { name: 'admin' })
    await page.assertTextContains('[data-testid=current-droit]', 'admin')

    await page.route(`**${route('api.user.role')}`, (intercepted) =>
      intercepted.request().method() === 'PUT'
        ? intercepted.fulfill({ status: 500, json: { message: 'Erreur interne du serveur.' } })
        : intercepted.continue()
    )
    await admin.click()
    await page.assertTextContains('.swal2-toast', 'Erreur lors de la mise à jour du rôle.')
    await page.assertTextContains('[data-testid=current-droit]', 'admin')
    assert.equal(await admin.getAttribute('aria-checked'), 'true')
    assert.equal(await stored(user, 'droit'), 'admin')

    /* Without the forced error, choosing the held value again clears it (null). */
    await page.unroute(`**${route('api.user.role')}`)
    await page.locator('.swal2-toast').waitFor({ state: 'detached' })
    await admin.click()
    await page.assertTextContains('.swal2-toast', 'Rôle désactivé')
    await page.assertTextContains('[data-testid=current-droit]', 'standard')
    assert.equal(await admin.getAttribute('aria-checked'), 'false')
    assert.isNull(await stored(user, 'droit'))
  })
})
