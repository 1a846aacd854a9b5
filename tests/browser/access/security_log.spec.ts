/// <reference lib="dom" />
import { test } from '@japa/runner'
import * as SecurityLog from '#services/accounts/security_log'
import { UserFactory } from '#database/factories/user_factory'
import { signIn, userWithRole } from '#tests/browser/helpers'
import { route } from '#tests/helpers/routes'

const FIREFOX = { ip: '203.0.113.7', device: 'Firefox sur Linux' }

test.group('Browser: the security log', () => {
  test('an esi admin opens the journal from e-sidoor and filters it by kind', async ({ visit }) => {
    const admin = await userWithRole('esi')
    const claire = await UserFactory.merge({ fullName: 'Claire Dubois' }).create()
    const account = { userId: claire.id, email: claire.email }
    await SecurityLog.record('password_changed', FIREFOX, account)
    await SecurityLog.record('email_changed', FIREFOX, { ...account, details: 'a → b' })
    await SecurityLog.record('login_failed', FIREFOX, { email: 'inconnu@example.fr' })

    /* Through the form: its « Connexion réussie » is one of the journal's lines. */
    const page = await visit(route('login'))
    await signIn(page, admin)
    await page.locator('#sidebar ul').getByRole('link', { name: 'e-sidoor' }).click()
    await page.waitForURL(`**${route('esidoor.dashboard')}`)
    await page.getByRole('link', { name: 'Journal de sécurité' }).click()
    await page.waitForURL(`**${route('esidoor.security_log')}`)
    await page.assertTextContains('h1', 'Journal de sécurité')
    /* The three lines above and the admin's own sign-in, newest first. */
    await page.assertElementsCount('tbody tr', 4)
    await page.assertTextContains('tbody tr:first-child', 'Connexion réussie')
    await page.assertTextContains('tbody', 'Adresse e-mail modifiée')
    await page.assertTextContains('tbody', 'Échec de connexion')

    await page.getByLabel('Événement').selectOption({ label: 'Mot de passe modifié' })
    await page.waitForURL((url) => url.searchParams.get('kind') === 'password_changed')
    await page.assertElementsCount('tbody tr', 1)
    await page.assertTextContains('tbody', 'Mot de passe modifié')
    await page.assertTextContains('tbody', 'Claire Dubois')
    await page.assertTextContains('tbody', 'Firefox sur Linux')
    await page.assertTextContains('tbody', '203.0.113.7')
  })
})
