/// <reference lib="dom" />
import { test } from '@japa/runner'
import Contact from '#models/contact'
import Societe from '#models/societe'
import { searchNarrowsTo, userWithRole, restoreFromTrash } from '#tests/browser/helpers'
import { signedIn, batirocAndHorizon } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

test.group('Browser: a pro manages contacts', () => {
  test('the search narrows the table as the person types and the URL follows', async ({
    visit,
  }) => {
    const user = await userWithRole('pro')
    const societe = await Societe.create({
      userId: user.id,
      nom: 'Numéria Conseil',
      pays: 'France',
    })
    await Contact.createMany([
      {
        userId: user.id,
        prenom: 'Sophie',
        nom: 'Lambert',
        statut: 'client',
        societeId: societe.id,
      },
      { userId: user.id, prenom: 'Hugo', nom: 'Fontaine', statut: 'prospect' },
      { userId: user.id, prenom: 'Julie', nom: 'Morel', statut: 'ancien' },
    ])
    const page = await signedIn(visit, user, route('contacts.index'))
    await page.assertElementsCount('tbody tr', 3)

    await searchNarrowsTo(page, 'Rechercher un contact', 'numéria', 'Sophie Lambert')

    /* Filters combine and survive a reload and the back button. */
    await page.getByRole('searchbox', { name: 'Rechercher un contact' }).fill('')
    await page.waitForURL((url) => !url.searchParams.has('search'))
    await page.getByLabel('Statut').selectOption('prospect')
    await page.waitForURL((url) => url.searchParams.get('statut') === 'prospect')
    await page.assertElementsCount('tbody tr', 1)
    await page.assertTextContains('tbody', 'Hugo Fontaine')
    await page.reload()
    await page.assertElementsCount('tbody tr', 1)
  })

  test('create a contact linked to a société, open it, edit, delete and restore it', async ({
    visit,
    assert,
  }) => {
    const user = await userWithRole('pro')
    await batirocAndHorizon(user)
    const page = await signedIn(visit, user, route('contacts.create'))

    await page.getByLabel('Civilité').selectOption('Mme')
    await page.getByLabel('Prénom').fill('Claire')
    await page.locator('input[name=nom]').fill('Benoit')
    await page.getByLabel('Fonction').fill('Chargée de recrutement')
    const societe = page.getByRole('combobox', { name: 'Société' })
    await societe.fill('zzz')
    await page.assertVisible(page.getByText('Sorry, no matching options.'))
    await societe.fill('horiz')
    await page.getByRole('option', { name: 'Horizon Emploi' }).click()
    await page.getByLabel('Adresse e-mail').fill('claire.benoit@horizon-emploi.org')
    await page.getByLabel('Statut').selectOption('client')
    await page.getByRole('button', { name: 'Créer le contact' }).click()

    await page.assertTextContains('.swal2-toast', 'Contact créé.')
    await page.assertTextContains('h1', 'Mme Claire Benoit')
    await page.assertTextContains('main', 'Horizon Emploi')
    await page.assertExists('a[href="mailto:claire.benoit@horizon-emploi.org"]')
    const contact = await Contact.findByOrFail('nom', 'Benoit')
    const horizon = await Societe.findByOrFail('nom', 'Horizon Emploi')
    assert.equal(contact.societeId, horizon.id)

    /* « Contact créé. » gone first: a toast fired while the previous one fades out can be lost. */
    await page.locator('.swal2-toast').waitFor({ state: 'detached' })
    await page.getByRole('link', { name: 'Modifier' }).click()
    await page.getByLabel('Fonction').fill('Responsable RH')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await page.waitForURL(`**${route('contacts.show', { id: contact.id })}`)
    await page.assertTextContains('.swal2-toast', 'Contact mis à jour.')
    await page.assertTextContains('main', 'Responsable RH')

    await page.locator('.swal2-toast').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Supprimer' }).click()
    await page.getByRole('button', { name: 'Supprimer', exact: true }).last().click()
    await page.assertTextContains('.swal2-toast', 'Contact supprimé.')
    await contact.refresh()
    assert.isNotNull(contact.deletedAt)

    await page.goto(route('contacts.index', {}, { corbeille: 'uniquement' }))
    await page.assertTextContains('tbody', 'Claire Benoit')
    await restoreFromTrash(page, assert, contact, 'Contact restauré.')
  }).timeout(90_000)
})
