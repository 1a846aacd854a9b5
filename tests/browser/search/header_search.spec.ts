/// <reference lib="dom" />
import { test } from '@japa/runner'
import { userWithRole } from '#tests/browser/helpers'
import { signedIn } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete } from '#tests/helpers/owned_records'

test.group('Browser: global search', () => {
  test('a pro searches from the header overlay and opens a result', async ({ visit }) => {
    const user = await userWithRole('pro')
    const societe = await aSociete(user, { nom: 'Société Générale de Lyon' })
    const contact = await aContact(user, { prenom: 'Élise', nom: 'Garnier', societeId: societe.id })

    const page = await signedIn(visit, user)
    await page.getByRole('button', { name: 'Rechercher…' }).click()
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('societe generale')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === route('search'))

    await page.assertTextContains('main', '2 résultats')
    /* The matched words are highlighted, accents and case ignored. */
    await page.assertTextContains('main mark >> nth=0', 'Société Générale')
    await page
      .getByRole('list', { name: 'Contacts' })
      .getByRole('link', { name: 'Élise Garnier' })
      .click()
    await page.waitForURL(`**${route('contacts.show', { id: contact.id })}`)
    await page.assertTextContains('h1', 'Élise Garnier')
  })
})
