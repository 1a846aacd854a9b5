/// <reference lib="dom" />
import { test } from '@japa/runner'
import Contact from '#models/contact'
import { ContactFactory } from '#database/factories/contact_factory'
import { userWithRole, selectEveryMatchingRow, BULK_COUNT } from '#tests/browser/helpers'
import { signedIn } from '#tests/browser/fixtures'
import { route } from '#tests/helpers/routes'

/*
| "Actions groupées" as a person uses them: a Shift-click range, the
| keyboard, "all N matching results", the confirm dialog with the count, one
| request, the French toast.
*/
test.group('Browser: bulk actions on the contacts list', () => {
  test('a range, the keyboard, the whole filtered list: statut and trash in one request each', async ({
    visit,
    assert,
  }) => {
    const user = await userWithRole('pro')
    /* 30 contacts: more than a page (25). */
    await ContactFactory.merge(
      Array.from({ length: 30 }, (_, index) => ({
        userId: user.id,
        prenom: 'Personne',
        nom: `N${String(index + 1).padStart(2, '0')}`,
        statut: 'prospect' as const,
      }))
    ).createMany(30)

    const page = await signedIn(
      visit,
      user,
      route('contacts.index', {}, { sort: 'nom', order: 'asc' })
    )
    const bar = page.getByRole('region', { name: 'Actions groupées' })
    const box = (nom: string) =>
      page.getByRole('checkbox', { name: `Sélectionner Personne ${nom}` })

    /* Every contact of the list, not only the page's 20. */
    await selectEveryMatchingRow(page, {
      pageCount: '25 contacts sélectionnés',
      everyRow: 'Sélectionner les 30 contacts correspondants',
      everyCount: 'Les 30 contacts correspondants sont sélectionnés.',
    })
    let posts = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(route('contacts.bulk'))) posts++
    })
    await bar.getByRole('combobox', { name: 'Changer le statut' }).selectOption('client')
    await page.assertTextContains('.swal2-popup', 'Passer 30 contacts au statut « Client » ?')
    await page.getByRole('button', { name: 'Changer le statut' }).last().click()
    await page.assertTextContains('.swal2-toast', '30 contacts passés au statut « Client ».')
    assert.equal(posts, 1)
    const clients = await Contact.query().where('userId', user.id).where('statut', 'client')
    assert.lengthOf(clients, 30)

    /* A range with Shift, then one more from the keyboard. */
    await box('N01').click()
    await box('N03').click({ modifiers: ['Shift'] })
    await box('N05').focus()
    await page.keyboard.press('Space')
    await page.assertTextContains(BULK_COUNT, '4 contacts sélectionnés')
    assert.isFalse(await box('N04').isChecked())
    assert.isTrue(await box('N02').isChecked())

    await bar.getByRole('button', { name: 'Mettre à la corbeille' }).click()
    await page.assertTextContains('.swal2-popup', 'Mettre 4 contacts à la corbeille ?')
    await page.getByRole('button', { name: 'Mettre à la corbeille' }).last().click()
    await page.assertTextContains('.swal2-toast', '4 contacts déplacés dans la corbeille.')
    assert.equal(posts, 2)
    const trashed = await Contact.query()
      .where('userId', user.id)
      .whereNotNull('deletedAt')
      .orderBy('nom')
    assert.deepEqual(
      trashed.map((contact) => contact.nom),
      ['N01', 'N02', 'N03', 'N05']
    )
    /* The selection is gone with the rows. */
    await page.assertTextContains(
      BULK_COUNT,
      'Cochez des lignes pour agir sur plusieurs à la fois.'
    )
  })

  test('droit lecteur sees no checkboxes', async ({ visit, assert }) => {
    const lecteur = await userWithRole('lecteur')
    await ContactFactory.merge({ userId: lecteur.id }).createMany(2)
    const page = await signedIn(visit, lecteur, route('contacts.index'))
    assert.equal(await page.getByRole('checkbox').count(), 0)
    assert.equal(await page.getByRole('region', { name: 'Actions groupées' }).count(), 0)
  })
})
