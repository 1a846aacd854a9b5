/// <reference lib="dom" />
import { test } from '@japa/runner'
import { signIn, userWithRole } from '#tests/browser/helpers'
import { route } from '#tests/helpers/routes'

test.group('Browser: active sessions on the profile', () => {
  test('two browsers: the profile lists both, and one logs the other out', async ({
    visit,
    browser,
    assert,
  }) => {
    const user = await userWithRole('pro')
    const page = await visit(route('home'))
    const other = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    })
    const phone = await other.newPage()
    await signIn(phone, user)

    await signIn(page, user)
    await page.goto(route('profile.edit'))
    const section = page.locator('section', { hasText: 'Sessions actives' })
    await section.waitFor()
    await page.assertTextContains('section:has-text("Sessions actives")', 'Cette session')
    await page.assertTextContains('section:has-text("Sessions actives")', 'Safari sur iPhone')
    await page.assertTextContains(
      'section:has-text("Sessions actives")',
      "Dernière activité : à l'instant"
    )

    await section.getByLabel('Mot de passe').fill('faux-mot-de-passe')
    await section.getByRole('button', { name: 'Se déconnecter des autres appareils' }).click()
    await page.assertTextContains(
      'section:has-text("Sessions actives")',
      'Le mot de passe est incorrect.'
    )

    await section.getByLabel('Mot de passe').fill('motdepasse')
    await section.getByRole('button', { name: 'Se déconnecter des autres appareils' }).click()
    await page.assertTextContains('.swal2-toast', 'Vous avez été déconnecté des autres appareils.')
    /* Within the sessions card: the security activity below still names the phone's sign-in. */
    await section.getByText('Safari sur iPhone').waitFor({ state: 'detached' })

    await phone.goto(route('dashboard'))
    await phone.waitForURL(`**${route('login')}`)
    assert.include(phone.url(), route('login'))
    await other.close()
  })
})
