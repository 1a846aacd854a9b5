/// <reference lib="dom" />
import { test } from '@japa/runner'
import Societe from '#models/societe'
import { signedInAs } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/* "Site web" typed without https:// is sent (the browser does not block it) and stored with it. */
test.group('Browser: a société web site typed as a bare domain', () => {
  test('menard-fils.fr is accepted and shown as https://menard-fils.fr', async ({
    visit,
    assert,
  }) => {
    const { page } = await signedInAs(visit, 'pro', route('societes.create'))
    await page.getByLabel('Raison sociale').fill('Ménard et Fils')
    await page.getByLabel('Site web').fill('menard-fils.fr')
    await page.getByRole('button', { name: 'Créer la société' }).click()
    await page.assertTextContains('.swal2-toast', 'Société créée.')
    const societe = await Societe.findByOrFail('nom', 'Ménard et Fils')
    assert.equal(societe.siteWeb, 'https://menard-fils.fr')
  })
})
