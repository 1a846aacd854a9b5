/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Contact from '#models/contact'
import { UserFactory } from '#database/factories/user_factory'
import { signIn, userWithRole } from '#tests/browser/helpers'

test.group("Browser: e-sidoor, every pro's contacts", (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test("the esi user finds a pro's contact from e-sidoor and opens it", async ({ visit }) => {
    const esi = await userWithRole('esi')
    const [alice, bruno] = await UserFactory.merge([
      { fullName: 'Alice Martin' },
      { fullName: 'Bruno Petit' },
    ]).createMany(2)
    await Contact.createMany([
      { userId: alice.id, prenom: 'Sophie', nom: 'Lambert', statut: 'client' },
      { userId: bruno.id, prenom: 'Hugo', nom: 'Fontaine', statut: 'prospect' },
    ])
    const page = await visit('/')
    await signIn(page, esi)
    await page.goto('/dashboard-pro')
    await page.getByRole('link', { name: 'Tous les contacts' }).click()
    await page.waitForURL('**/dashboard-pro/contacts')
    await page.assertElementsCount('tbody tr', 2)

    await page
      .getByRole('searchbox', { name: 'Rechercher un contact' })
      .pressSequentially('lambert', { delay: 40 })
    await page.waitForURL((url) => url.searchParams.get('search') === 'lambert')
    await page.assertElementsCount('tbody tr', 1)
    await page.assertTextContains('tbody', 'Alice Martin')

    await page.getByRole('link', { name: 'Sophie Lambert' }).click()
    await page.waitForURL('**/dashboard-pro/contacts/*')
    await page.assertTextContains('h1', 'Sophie Lambert')
    await page.assertTextContains('main', 'Alice Martin')
    await page.assertNotExists('text=Modifier')
  })
})
