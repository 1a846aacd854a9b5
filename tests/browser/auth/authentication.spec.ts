/// <reference lib="dom" />
import { test } from '@japa/runner'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { signedUpThroughForm } from '#tests/browser/fixtures'
import { waitForHydratedButton } from '#tests/browser/helpers'
import { route } from '#tests/helpers/routes'

test.group('Browser: registration and login', () => {
  test('a person registers, signs in, logs out, logs back in and sees the dashboard', async ({
    visit,
    assert,
  }) => {
    /* Registration signs nobody in (the answer is the same for a known address): the login form, address filled in. */
    const page = await signedUpThroughForm(visit)
    await page.assertTextContains('.swal2-toast', 'Vérifiez votre boîte mail')
    assert.equal(await page.getByLabel('Adresse e-mail').inputValue(), 'julie@example.fr')
    await page.getByLabel('Mot de passe').fill('motdepasse')
    await page.getByRole('button', { name: 'Se connecter' }).click()

    /* A new account is unverified: the dashboard sends it to the verification notice. */
    await page.waitForURL(`**${route('verification.notice')}`)
    await page.assertTextContains('h1', 'Vérifiez votre adresse e-mail')
    const user = await User.findByOrFail('email', 'julie@example.fr')
    assert.equal(user.role, 'pro')

    await page.getByRole('button', { name: 'Se déconnecter' }).click()
    await page.waitForURL((url) => url.pathname === '/')

    /* Verified (as the e-mail link would do), the person logs in and reaches the dashboard. */
    user.emailVerifiedAt = user.createdAt
    await user.save()
    await page.goto(route('login'))
    await page.getByLabel('Adresse e-mail').fill('julie@example.fr')
    await page.getByLabel('Mot de passe').fill('motdepasse')
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL(`**${route('dashboard')}`)
    await page.assertTextContains('main', 'Bonjour Julie Bernard')
    await page.assertTitle('Dashboard - e-sidoor')
  })

  test('the login form shows French field errors', async ({ visit }) => {
    await UserFactory.merge({ email: 'marc@example.fr' }).create()
    const page = await visit(route('login'))
    await page.getByLabel('Adresse e-mail').fill('marc@example.fr')
    await page.getByLabel('Mot de passe').fill('mauvais-mot-de-passe')
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.assertTextContains(
      '[role=alert]',
      'Ces identifiants ne correspondent à aucun compte.'
    )
    await page.assertPath(route('login'))
  })

  test('an invalid e-mail is flagged by the browser before sending', async ({ visit, assert }) => {
    const page = await visit(route('login'))
    /* The page is server-rendered: the field's own messages come with hydration. */
    await waitForHydratedButton(page, 'Se connecter')
    const email = page.getByLabel('Adresse e-mail')
    await email.fill('pas-une-adresse')
    const message = await email.evaluate((el) => (el as HTMLInputElement).validationMessage)
    assert.equal(message, 'Invalid email address')
  })
})
