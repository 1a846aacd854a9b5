/// <reference lib="dom" />
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import Offre from '#models/offre'
import { userWithRole } from '#tests/browser/helpers'
import { signedIn } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete } from '#tests/helpers/owned_records'

test.group('Browser: the life of an offer', () => {
  test('a pro creates a draft, previews, publishes, closes and duplicates it', async ({
    visit,
    assert,
  }) => {
    const user = await userWithRole('pro')
    const societe = await aSociete(user, { nom: 'Numéria Conseil', ville: 'Lyon' })
    await aContact(user, { prenom: 'Camille', nom: 'Roussel', societeId: societe.id })

    const page = await signedIn(visit, user, route('offres.create'))
    await page.getByLabel('Intitulé du poste').fill('Développeur full-stack')
    await page.getByRole('combobox', { name: 'Société' }).fill('numéria')
    await page.getByRole('option', { name: 'Numéria Conseil' }).click()
    await page.getByRole('combobox', { name: 'Contact référent' }).click()
    await page.getByRole('option', { name: 'Camille Roussel' }).click()
    await page.getByLabel('Type de contrat').selectOption('CDI')
    await page.getByLabel('Lieu').fill('Lyon')
    await page.getByLabel('Salaire annuel brut minimum (€)').fill('42000')
    await page.getByLabel('Salaire annuel brut maximum (€)').fill('50000')
    await page
      .getByLabel('Date limite de candidature')
      .fill(DateTime.now().plus({ months: 1 }).toISODate()!)
    await page.getByRole('textbox', { name: 'Description du poste' }).click()
    await page.keyboard.type('Vous concevez des applications web.')
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()

    await page.assertTextContains('.swal2-toast', 'Offre créée.')
    const offre = await Offre.findByOrFail('titre', 'Développeur full-stack')
    assert.match(offre.reference, /^OFF-\d{4}-0001$/)
    assert.equal(offre.statut, 'brouillon')

    /* Preview as a candidate reads it. */
    await page.goto(route('offres.preview', { id: offre.id }))
    await page.assertTextContains('h1', 'Développeur full-stack')
    /* fr-FR groups thousands with a narrow no-break space. */
    const euros = new Intl.NumberFormat('fr-FR')
    await page.assertTextContains('article', `${euros.format(42000)} – ${euros.format(50000)}`)
    await page.assertTextContains('article', 'Camille Roussel')

    /* Publish from the list: badge and toast change. */
    await page.goto(route('offres.index'))
    await page.getByRole('button', { name: 'Publier' }).click()
    await page.assertTextContains('.swal2-toast', 'Offre publiée.')
    await page.assertTextContains('tbody', 'Publiée')
    await page.getByRole('button', { name: 'Clôturer' }).click()
    await page.assertTextContains('.swal2-toast', 'Offre clôturée.')
    await page.assertTextContains('tbody', 'Clôturée')

    await page.getByRole('button', { name: 'Dupliquer' }).click()
    await page.assertTextContains('.swal2-toast', 'Offre dupliquée.')
    const copies = await Offre.query().where('titre', 'Développeur full-stack').orderBy('id')
    assert.lengthOf(copies, 2)
    assert.equal(copies[0].statut, 'cloturee')
    assert.equal(copies[1].statut, 'brouillon')
    assert.notEqual(copies[1].reference, copies[0].reference)

    /* The closed offer's page shows its texts, with no editor left to type into. */
    await page.goto(route('offres.edit', { id: copies[0].id }))
    await page.assertTextContains('main', 'Vous concevez des applications web.')
    await page.assertElementsCount('[contenteditable="true"]', 0)
  }).timeout(90_000)
})
