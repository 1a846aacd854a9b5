/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright'
import type User from '#models/user'
import { userWithRole, confirmDialog, restoreFromTrash } from '#tests/browser/helpers'
import { signedIn, anInteraction } from '#tests/browser/fixtures'
import { axeLightAndDark } from '#tests/browser/axe'
import { layoutSettled } from '#tests/browser/waits'
import { sidewaysOverflow } from '#tests/browser/shell/page_steps'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete, anOffre } from '#tests/helpers/owned_records'

/*
| A société's page (issue #28, defect 3): reached from the sociétés list and
| from a contact's row, it lists the company's contacts and offers with their
| statut, and fits 390, 1000 and 1440 px. COMPANY_PAGE_SCREENSHOTS=1 also
| writes it (full and empty) light and dark at the three widths into
| tmp/screenshots/company_page/.
*/
const SCREENSHOTS = process.env.COMPANY_PAGE_SCREENSHOTS === '1'
const DIR = 'tmp/screenshots/company_page'
const WIDTHS = [390, 1000, 1440]
const COMPANY = 'Compagnie Générale des Établissements Industriels du Grand Ouest Atlantique'
const LONG_EMAIL = 'marie-charlotte.de-la-fontaine-beaumont@compagnie-generale-ouest.fr'

async function seed(user: User) {
  const societe = await aSociete(user, {
    nom: COMPANY,
    secteur: 'Industrie',
    ville: 'Saint-Sébastien-sur-Loire',
    siteWeb: 'https://www.compagnie-generale-des-etablissements-du-grand-ouest.fr/recrutement',
    description: '<p>Fabricant de <strong>pièces mécaniques</strong> depuis 1962.</p>',
  })
  const marie = await aContact(user, {
    societeId: societe.id,
    prenom: 'Marie-Charlotte',
    nom: 'de La Fontaine-Beaumont',
    fonction: 'Responsable des ressources humaines et du développement des compétences',
    email: LONG_EMAIL,
    telephone: '02 40 12 34 56',
    statut: 'client',
  })
  await aContact(user, {
    societeId: societe.id,
    prenom: 'Hugo',
    nom: 'Bernard',
    fonction: 'Chef d’atelier',
    statut: 'prospect',
  })
  await anOffre(
    user,
    societe,
    {
      contactId: marie.id,
      titre: 'Responsable d’exploitation logistique multi-sites en alternance (H/F)',
    },
    'publiee'
  )
  await anOffre(user, societe, { titre: 'Soudeur (H/F)' }, 'cloturee')
  await anInteraction(user, marie, {
    occurredAt: DateTime.now().minus({ hours: 2 }),
    resume: '<p>Deux postes en alternance à pourvoir en janvier.</p>',
  })
  const empty = await aSociete(user, { nom: 'Atelier Lemoine' })
  return { societe, empty }
}

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await layoutSettled(page)
      await page.screenshot({ path: `${DIR}/${name}-${scheme}-${width}.png`, fullPage: true })
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

test.group('Browser: a société’s page', () => {
  test('from the sociétés list and from a contact’s row, the page lists its contacts and offers', async ({
    visit,
    assert,
  }) => {
    const user = await userWithRole('pro')
    const { societe } = await seed(user)
    const page = await signedIn(visit, user, route('societes.index'))
    await page.getByRole('link', { name: COMPANY, exact: true }).click()
    await page.waitForURL((url) => url.pathname === route('societes.show', { id: societe.id }))
    await page.assertTextContains('h1', COMPANY)

    const contacts = page.locator('section', {
      has: page.getByRole('heading', { name: /^Contacts/ }),
    })
    await contacts.getByRole('link', { name: 'Marie-Charlotte de La Fontaine-Beaumont' }).waitFor()
    await contacts.getByRole('link', { name: 'Hugo Bernard' }).waitFor()
    assert.include(await contacts.locator('h2').innerText(), '2')
    await page.assertTextContains('main', LONG_EMAIL)

    const offres = page.locator('section', { has: page.getByRole('heading', { name: /^Offres/ }) })
    const online = offres.locator('li', { hasText: 'Responsable d’exploitation logistique' })
    await online.getByText('Publiée').waitFor()
    await offres.locator('li', { hasText: 'Soudeur (H/F)' }).getByText('Clôturée').waitFor()
    await page.locator('main .rich-text strong', { hasText: 'pièces mécaniques' }).waitFor()
    await page.assertTextContains('main', 'Deux postes en alternance')

    /* An offer's page names its société, linking back. */
    await online.getByRole('link').click()
    await page.waitForURL('**/app/offres/*/edit')
    await page.getByRole('link', { name: COMPANY, exact: true }).click()
    await page.waitForURL((url) => url.pathname === route('societes.show', { id: societe.id }))

    /* Its contact's page, then back to the company through the contacts list. */
    await contacts.getByRole('link', { name: 'Hugo Bernard' }).click()
    await page.waitForURL('**/app/contacts/*')
    await page.goto(route('contacts.index'))
    await page
      .locator('tbody tr', { hasText: 'Hugo Bernard' })
      .getByRole('link', { name: COMPANY, exact: true })
      .click()
    await page.waitForURL((url) => url.pathname === route('societes.show', { id: societe.id }))
    await page.assertTextContains('h1', COMPANY)

    /* "Nouveau contact" starts with the company chosen. */
    await page.getByRole('link', { name: 'Nouveau contact' }).first().click()
    await page.waitForURL(`**${route('contacts.create')}?societe=*`)
    assert.equal(await page.locator('input[name=societeId]').inputValue(), String(societe.id))
    assert.equal(await page.getByRole('combobox', { name: 'Société' }).inputValue(), COMPANY)
  }).timeout(90_000)

  test('the page fits 390, 1000 and 1440 px, full or empty; Supprimer asks, then Restaurer', async ({
    visit,
    assert,
  }) => {
    const user = await userWithRole('pro')
    const { societe, empty } = await seed(user)
    const page = await signedIn(visit, user)
    for (const [target, name] of [
      [societe, 'full'],
      [empty, 'empty'],
    ] as const) {
      await page.goto(route('societes.show', { id: target.id }))
      await page.locator('h1').waitFor()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await layoutSettled(page)
        const { overflow, culprit } = await sidewaysOverflow(page)
        assert.isAtMost(overflow, 0, `${name} page at ${width} px: ${culprit}`)
      }
      assert.deepEqual(await axeLightAndDark(page), [], `${name} page`)
      await shoot(page, name)
    }
    /* The empty sections say what they are for and offer the first step. */
    await page.assertTextContains('main', 'Aucun contact dans cette société')
    await page.getByRole('link', { name: 'Ajouter un contact' }).waitFor()
    await page.getByRole('link', { name: 'Créer une offre' }).waitFor()

    /* "Supprimer" asks first, then the page stays, with the trash notice and Restaurer. */
    await page.getByRole('button', { name: 'Supprimer' }).click()
    await confirmDialog(page, 'Êtes-vous sûr ?', 'Supprimer', 'Société supprimée.')
    await page.assertTextContains('[role=status]', 'Cette société est dans la corbeille')
    await page.assertNotExists('main a:has-text("Modifier")')
    await empty.refresh()
    assert.isNotNull(empty.deletedAt)
    await restoreFromTrash(page, assert, empty, 'Société restaurée.')
  }).timeout(120_000)
})
