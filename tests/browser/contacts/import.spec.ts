/// <reference lib="dom" />
import { test } from '@japa/runner'
import Contact from '#models/contact'
import { screenshotsInto } from '#tests/browser/helpers'
import { signedInAs } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/* IMPORT_SCREENSHOTS=1 writes the check and the result to tmp/screenshots/import. */
const shoot = screenshotsInto('tmp/screenshots/import', process.env.IMPORT_SCREENSHOTS === '1')

/*
| An import as a person walks it: the file from the contacts list, the
| columns found by their French headers, the check, the import with its
| progress bar, the result with the rejected row, then "Annuler cet import".
*/
const CSV =
  'Prénom;Nom;Adresse e-mail;Société\n' +
  'Hélène;Lefèvre;helene@coeur.fr;Hôtel du Cœur\n' +
  'Jérôme;Müller;pas-un-email;Hôtel du Cœur\n' +
  'Zoé;Ça va;zoe@coeur.fr;\n'

test.group('Browser: importing contacts from a spreadsheet', () => {
  test('file → columns → check → import → result → undo', async ({ visit, assert }) => {
    const { user, page } = await signedInAs(visit, 'pro', route('contacts.index'))
    await page.getByRole('link', { name: 'Importer', exact: true }).click()
    await page.waitForURL(`**${route('contacts.import.create')}`)

    await page.getByLabel('Fichier à importer').setInputFiles({
      name: 'contacts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV, 'utf8'),
    })
    await page.getByRole('button', { name: 'Envoyer le fichier' }).click()
    await page.waitForURL(/\/app\/contacts\/import\/\d+$/)
    await page.assertTextContains('main', 'contacts.csv · 3 lignes')
    /* The columns were recognised by their headers. */
    assert.equal(
      await page.getByRole('combobox', { name: 'Adresse e-mail', exact: true }).inputValue(),
      '2'
    )
    await page.assertTextContains('table', 'Lefèvre')

    await page.getByRole('button', { name: 'Vérifier sans importer' }).click()
    /* Nothing is written yet: the check speaks of what the import will do. */
    await page.assertTextContains('main', '2 contacts à créer')
    await page.assertTextContains('main', '1 ligne en erreur')
    await page.assertTextContains('main', 'Société à créer : Hôtel du Cœur')
    await page.assertNotExists('text=Sociétés créées')
    await shoot(page, 'check')
    await page.assertTextContains('main', 'Veuillez saisir une adresse e-mail valide.')

    await page.getByRole('button', { name: 'Importer', exact: true }).click()
    await page.getByRole('heading', { name: 'Import terminé' }).waitFor()
    await page.assertTextContains('main', 'Ligne 3 : Veuillez saisir une adresse e-mail valide.')
    await page.assertTextContains('main', '1 société créée pour ces contacts.')
    await shoot(page, 'result')
    assert.lengthOf(await Contact.query().where('userId', user.id).whereNull('deletedAt'), 2)
    assert.equal(
      await page.getByRole('link', { name: /Télécharger les lignes rejetées/ }).count(),
      1
    )

    await page.getByRole('button', { name: 'Annuler cet import' }).click()
    await page.assertTextContains('.swal2-popup', 'Les 2 contacts créés iront à la corbeille')
    await page.getByRole('button', { name: 'Annuler cet import' }).last().click()
    await page.assertTextContains('.swal2-toast', 'Import annulé')
    await page
      .locator('main')
      .getByRole('heading', { name: 'Import annulé', exact: true })
      .waitFor()
    assert.lengthOf(await Contact.query().where('userId', user.id).whereNull('deletedAt'), 0)
  })
})
