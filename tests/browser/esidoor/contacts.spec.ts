/// <reference lib="dom" />
import { test } from '@japa/runner'
import Contact from '#models/contact'
import { UserFactory } from '#database/factories/user_factory'
import { searchNarrowsTo, userWithRole } from '#tests/browser/helpers'
import { signedIn } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/** Two pros, Alice Martin (alice@atelier.fr) with Sophie Lambert and Bruno Petit with Hugo Fontaine. */
async function aliceAndBruno() {
  const [alice, bruno] = await UserFactory.merge([
    { fullName: 'Alice Martin', email: 'alice@atelier.fr' },
    { fullName: 'Bruno Petit', email: 'bruno@exemple.fr' },
  ]).createMany(2)
  await Contact.createMany([
    { userId: alice.id, prenom: 'Sophie', nom: 'Lambert', statut: 'client' },
    { userId: bruno.id, prenom: 'Hugo', nom: 'Fontaine', statut: 'prospect' },
  ])
  return { alice, bruno }
}

test.group("Browser: e-sidoor, every pro's contacts", () => {
  test("the esi user finds a pro's contact from e-sidoor and opens it", async ({ visit }) => {
    const esi = await userWithRole('esi')
    await aliceAndBruno()
    const page = await signedIn(visit, esi, route('esidoor.dashboard'))
    await page.getByRole('link', { name: 'Tous les contacts' }).click()
    await page.waitForURL(`**${route('esidoor.contacts.index')}`)
    await page.assertElementsCount('tbody tr', 2)

    await searchNarrowsTo(page, 'Rechercher un contact', 'lambert', 'Alice Martin')

    await page.getByRole('link', { name: 'Sophie Lambert' }).click()
    await page.waitForURL('**/dashboard-pro/contacts/*')
    await page.assertTextContains('h1', 'Sophie Lambert')
    await page.assertTextContains('main', 'Alice Martin')
    await page.assertNotExists('text=Modifier')
  })

  test('the Professionnel filter finds a pro as one types, filters the list, and × clears it', async ({
    visit,
    assert,
  }) => {
    const esi = await userWithRole('esi')
    const { alice } = await aliceAndBruno()
    /* More pros than one answer holds: the filter still finds the one typed. */
    await UserFactory.createMany(22)
    const page = await signedIn(visit, esi, route('esidoor.contacts.index'))
    await page.assertElementsCount('tbody tr', 2)

    const filter = page.getByRole('combobox', { name: 'Professionnel' })
    /* No longer than the server takes (a 422 past 100 characters). */
    assert.equal(await filter.getAttribute('maxlength'), '100')
    await filter.click()
    await page.assertElementsCount('[role="option"]', 20)
    await filter.pressSequentially('atelier', { delay: 30 })
    await page.assertElementsCount('[role="option"]', 1)
    await page.getByRole('option', { name: 'Alice Martin' }).click()
    await page.waitForURL((url) => url.searchParams.get('pro') === String(alice.id))
    await page.assertElementsCount('tbody tr', 1)
    await page.assertTextContains('tbody', 'Sophie Lambert')
    await page.assertInputValue('[role="combobox"]', 'Alice Martin')

    /* After a reload the box still names the chosen pro. */
    await page.reload()
    await page.assertInputValue('[role="combobox"]', 'Alice Martin')

    await filter.click()
    await filter.pressSequentially('personne', { delay: 30 })
    await page.assertVisible(page.getByText('Sorry, no matching options.'))
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Effacer Professionnel' }).click()
    await page.waitForURL((url) => !url.searchParams.has('pro'))
    await page.assertElementsCount('tbody tr', 2)
  })
})
