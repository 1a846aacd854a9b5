import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { as, contactsOf, contactsWith, namesIn, userWithSocietes } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { visitAs } from '#tests/helpers/as_user'

/* Names without accents: SQLite and PostgreSQL collate accented letters differently. */
async function fixtures() {
  const { user, societes } = await userWithSocietes('Atelier Lemoine', 'Batiroc')
  const [atelier, batiroc] = societes
  await contactsWith(user, [
    { prenom: 'Paul', nom: 'Martin', societeId: batiroc.id, statut: 'prospect' },
    { prenom: 'Anne', nom: 'Martin', societeId: null, statut: 'client' },
    { prenom: 'Zoe', nom: 'Bernard', societeId: atelier.id, statut: 'partenaire' },
    { prenom: 'Luc', nom: 'Durand', societeId: batiroc.id, statut: 'ancien' },
  ])
  return user
}

test.group('Contacts | sort', () => {
  test('sort by {0} {1}')
    .with([
      ['nom', 'asc', ['Zoe Bernard', 'Luc Durand', 'Anne Martin', 'Paul Martin']],
      ['nom', 'desc', ['Paul Martin', 'Anne Martin', 'Luc Durand', 'Zoe Bernard']],
      /* Without a company last either way; equal companies by name. */
      ['societe', 'asc', ['Zoe Bernard', 'Luc Durand', 'Paul Martin', 'Anne Martin']],
      ['societe', 'desc', ['Luc Durand', 'Paul Martin', 'Zoe Bernard', 'Anne Martin']],
      ['statut', 'asc', ['Luc Durand', 'Anne Martin', 'Zoe Bernard', 'Paul Martin']],
      ['statut', 'desc', ['Paul Martin', 'Zoe Bernard', 'Anne Martin', 'Luc Durand']],
    ] as const)
    .run(async ({ client, assert }, [sort, order, expected]) => {
      const user = await fixtures()
      const response = await as(
        client.get(route('contacts.index')).qs({ sort, order }),
        user
      ).withInertia()
      assert.deepEqual(namesIn(response), [...expected])
      response.assertInertiaPropsContains({
        filters: { sort, order, search: null, statut: null, societe: null, corbeille: null },
      })
    })

  test('without a sort, by name A→Z', async ({ client, assert }) => {
    const user = await fixtures()
    const response = await visitAs(client, user, route('contacts.index'))
    assert.deepEqual(namesIn(response), ['Zoe Bernard', 'Luc Durand', 'Anne Martin', 'Paul Martin'])
  })

  test('sort by creation date, newest first', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const daysAgo = (days: number) => DateTime.now().minus({ days })
    await contactsWith(user, [
      { prenom: null, nom: 'Ancien', createdAt: daysAgo(30) },
      { prenom: null, nom: 'Recent', createdAt: daysAgo(1) },
      { prenom: null, nom: 'Moyen', createdAt: daysAgo(10) },
    ])
    const response = await visitAs(
      client,
      user,
      route('contacts.index', {}, { sort: 'created_at', order: 'desc' })
    )
    assert.deepEqual(namesIn(response), ['Recent', 'Moyen', 'Ancien'])
  })

  test('a sorted list pages in that order', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await contactsOf(user, 30)
    const response = await visitAs(
      client,
      user,
      route('contacts.index', {}, { sort: 'nom', order: 'desc', page: '2' })
    )
    assert.deepEqual(namesIn(response), [
      'Contact 05',
      'Contact 04',
      'Contact 03',
      'Contact 02',
      'Contact 01',
    ])
    response.assertInertiaPropsContains({
      contacts: { meta: { currentPage: 2, lastPage: 2, total: 30 } },
      filters: { sort: 'nom', order: 'desc' },
    })
  })
})
