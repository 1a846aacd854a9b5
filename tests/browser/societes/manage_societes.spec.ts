/// <reference lib="dom" />
import { test } from '@japa/runner'
import Societe from '#models/societe'
import {
  searchNarrowsTo,
  userWithRole,
  confirmDialog,
  restoreFromTrash,
} from '#tests/browser/helpers'
import { signedIn, signedInAs } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

test.group('Browser: a pro manages companies', () => {
  test('create with a formatted description, find it, edit, delete and restore it', async ({
    visit,
    assert,
  }) => {
    const { page } = await signedInAs(visit, 'pro', route('societes.index'))
    await page.assertTextContains('main', 'Aucune société pour le moment')
    await page.getByRole('link', { name: 'Nouvelle société' }).first().click()
    await page.waitForURL(`**${route('societes.create')}`)

    await page.getByLabel('Raison sociale').fill('Boulangerie Martin')
    await page.getByLabel('SIRET').fill('732 829 320 00074')
    await page.getByLabel('Forme juridique').selectOption('SARL')
    await page.getByLabel('Ville').fill('Lyon')
    await page.getByLabel('Code postal').fill('69003')

    const editor = page.getByRole('textbox', { name: 'Description' })
    await editor.click()
    await page.getByRole('button', { name: 'Gras' }).click()
    await page.keyboard.type('Artisan depuis 1950')
    await page.getByRole('button', { name: 'Gras' }).click()
    await page.keyboard.press('Enter')
    /* Wait for the new paragraph before turning it into a list (the toolbar acts on the selection). */
    await page.waitForFunction(() => document.querySelectorAll('.ProseMirror > p').length === 2)
    await page.getByRole('button', { name: 'Liste à puces' }).click()
    await page.waitForFunction(() => document.querySelector('.ProseMirror ul') !== null)
    await page.keyboard.type('Pain au levain')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Viennoiseries')

    await page.getByRole('button', { name: 'Créer la société' }).click()
    await page.waitForURL(/\/app\/company\/\d+$/)
    await page.assertTextContains('.swal2-toast', 'Société créée.')
    await page.assertTextContains('main h1', 'Boulangerie Martin')

    const created = await Societe.findByOrFail('nom', 'Boulangerie Martin')
    assert.equal(created.siret, '73282932000074')
    assert.include(created.description, '<strong>Artisan depuis 1950</strong>')
    assert.include(
      created.description,
      '<ul><li><p>Pain au levain</p></li><li><p>Viennoiseries</p></li></ul>'
    )

    /* Found in the list, with its SIRET; edit from the company's page */
    await page.goto(route('societes.index'))
    await page.assertTextContains('table', '732 829 320 00074')
    await page.getByRole('link', { name: 'Boulangerie Martin', exact: true }).click()
    await page.waitForURL(`**${route('societes.show', { id: created.id })}`)
    await page.assertTextContains('main .rich-text', 'Artisan depuis 1950')
    await page.getByRole('link', { name: 'Modifier', exact: true }).click()
    await page.waitForURL(`**${route('societes.edit', { id: created.id })}`)
    await page.assertTextContains('main .rich-text', 'Pain au levain')
    await page.getByLabel('Ville').fill('Villeurbanne')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await page.assertTextContains('.swal2-toast', 'Société mise à jour.')
    await created.refresh()
    assert.equal(created.ville, 'Villeurbanne')

    /* Delete with the confirm dialog, then restore from the trash */
    await page.goto(route('societes.index'))
    await page.getByRole('button', { name: 'Supprimer Boulangerie Martin' }).click()
    await confirmDialog(page, 'Êtes-vous sûr ?', 'Supprimer', 'Société supprimée.')
    await page.assertNotExists('table')
    await created.refresh()
    assert.isNotNull(created.deletedAt)

    await page.getByLabel('Corbeille').selectOption('uniquement')
    await page.waitForURL((url) => url.searchParams.get('corbeille') === 'uniquement')
    await page.assertTextContains('table', 'Boulangerie Martin')
    await restoreFromTrash(page, assert, created, 'Société restaurée.')
  }).timeout(90_000)

  test('the search narrows the list as the person types and the URL follows', async ({ visit }) => {
    const user = await userWithRole('pro')
    await Societe.createMany([
      { userId: user.id, nom: 'Atelier Lemoine', ville: 'Toulouse', pays: 'France' },
      { userId: user.id, nom: 'Numéria Conseil', ville: 'Lyon', pays: 'France' },
    ])
    const page = await signedIn(visit, user, route('societes.index'))
    await page.assertElementsCount('tbody tr', 2)

    await searchNarrowsTo(page, 'Rechercher une société', 'lyon', 'Numéria Conseil')

    await page.reload()
    await page.assertElementsCount('tbody tr', 1)
  })

  test('a read-only user (lecteur) sees no write buttons', async ({ visit }) => {
    const user = await userWithRole('lecteur')
    const societe = await Societe.create({ userId: user.id, nom: 'Horizon Emploi', pays: 'France' })
    const page = await signedIn(visit, user, route('societes.index'))
    await page.assertTextContains('table', 'Horizon Emploi')
    await page.assertNotExists('text=Nouvelle société')
    await page.assertNotExists('button:has-text("Supprimer")')
    await page.goto(route('societes.edit', { id: societe.id }))
    await page.assertTextContains('main', 'Description')
    await page.assertNotExists('button:has-text("Enregistrer")')
    await page.assertElementsCount('[contenteditable="true"]', 0)
  })
})
