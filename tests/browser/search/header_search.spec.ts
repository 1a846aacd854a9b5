/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { signIn, userWithRole } from '#tests/browser/helpers'
import { route } from '#tests/helpers/routes'

test.group('Browser: global search', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('a pro searches from the header overlay and opens a result', async ({ visit }) => {
    const user = await userWithRole('pro')
    const societe = await SocieteFactory.merge({
      userId: user.id,
      nom: 'Société Générale de Lyon',
    }).create()
    const contact = await ContactFactory.merge({
      userId: user.id,
      prenom: 'Élise',
      nom: 'Garnier',
      societeId: societe.id,
    }).create()

    const page = await visit(route('home'))
    await signIn(page, user)
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
