import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { BAD_LIST_QUERIES, fellBack, listedWith, visit, namesIn } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'
import { ownSociete } from '../contacts/helpers.js'

/*
| What a company's row shows, and the list's search and sort. Own rows only,
| pages, meta and the trash filter are the owned-record contract (tests/functional/records/).
*/
const LIST = route('societes.index')
const NO_FILTERS = { search: null, sort: null, order: null, corbeille: null }

/** The list with `query` as `user`, its filters checked: NO_FILTERS but for the query's. */
const listed = listedWith(LIST, NO_FILTERS)

test.group('Sociétés | list', () => {
  test('a row has the list fields in camelCase, never the description or owner', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await ownSociete({ codePostal: '44000' })
    const response = await visit(client, user, LIST)
    const row = response.inertiaProps.societes.data[0]
    assert.equal(row.id, societe.id)
    assert.equal(row.codePostal, '44000')
    assert.match(row.createdAt, /^\d{4}-\d{2}-\d{2}T/)
    assert.isNull(row.deletedAt)
    assert.notProperty(row, 'description')
    assert.notProperty(row, 'userId')
  })
})

test.group('Sociétés | search, trash and sort', () => {
  async function fixtures() {
    const user = await UserFactory.create()
    const merge = { userId: user.id }
    await SocieteFactory.merge([
      { ...merge, nom: 'Boulangerie Fournier', ville: 'Lille', siret: '73282932000074' },
      { ...merge, nom: 'Numéria Conseil', ville: 'Lyon', siret: '55210055400013' },
      { ...merge, nom: 'Atelier Lemoine', ville: 'Toulouse', siret: null },
      { ...merge, nom: 'Ancienne Société', ville: 'Lyon', deletedAt: DateTime.now() },
    ]).createMany(4)
    return user
  }

  test('search {0} finds {1}')
    .with([
      ['numéria', ['Numéria Conseil']],
      ['CONSEIL', ['Numéria Conseil']],
      ['lyon', ['Numéria Conseil']],
      ['732 829', ['Boulangerie Fournier']],
      ['00013', ['Numéria Conseil']],
      ['%', []],
      ['_', []],
      ['introuvable', []],
    ] as const)
    .run(async ({ client, assert }, [search, expected]) => {
      const user = await fixtures()
      const response = await listed(client, user, { search })
      assert.deepEqual(namesIn(response), [...expected])
    })

  test('search combines with the trash filter', async ({ client, assert }) => {
    const user = await fixtures()
    const response = await visit(client, user, `${LIST}?search=lyon&corbeille=avec`)
    assert.sameMembers(namesIn(response), ['Numéria Conseil', 'Ancienne Société'])
  })

  test('sort by {0} {1}')
    .with([
      ['nom', 'asc', ['Atelier Lemoine', 'Boulangerie Fournier', 'Numéria Conseil']],
      ['nom', 'desc', ['Numéria Conseil', 'Boulangerie Fournier', 'Atelier Lemoine']],
      ['ville', 'asc', ['Boulangerie Fournier', 'Numéria Conseil', 'Atelier Lemoine']],
      ['ville', 'desc', ['Atelier Lemoine', 'Numéria Conseil', 'Boulangerie Fournier']],
    ] as const)
    .run(async ({ client, assert }, [sort, order, expected]) => {
      const user = await fixtures()
      const response = await listed(client, user, { sort, order })
      assert.deepEqual(namesIn(response), [...expected])
    })

  test('sort by creation date, newest first', async ({ client, assert }) => {
    const user = await UserFactory.create()
    for (const [nom, days] of [
      ['Ancienne', 30],
      ['Récente', 1],
      ['Moyenne', 10],
    ] as const) {
      await aSociete(user, { nom, createdAt: DateTime.now().minus({ days }) })
    }
    const response = await visit(client, user, `${LIST}?sort=created_at&order=desc`)
    assert.deepEqual(namesIn(response), ['Récente', 'Moyenne', 'Ancienne'])
  })

  test('bad query values fall back to the defaults: {$self}')
    .with([
      ...BAD_LIST_QUERIES,
      'page=-3',
      'page=1.5',
      'sort=nom;drop table societes',
      'page[]=1&sort[a]=b',
    ])
    .run(async ({ client, assert }, query) => {
      const user = await fixtures()
      const response = await fellBack(client, user, `${LIST}?${query}`, 'societes', NO_FILTERS)
      assert.deepEqual(namesIn(response), [
        'Atelier Lemoine',
        'Boulangerie Fournier',
        'Numéria Conseil',
      ])
    })

  test('an empty search box is no search', async ({ client }) => {
    const user = await fixtures()
    const response = await visit(client, user, `${LIST}?search=&corbeille=`)
    response.assertInertiaPropsContains({
      filters: { search: null, corbeille: null },
      societes: { meta: { total: 3 } },
    })
  })

  test('a valid filter survives next to a bad one', async ({ client }) => {
    const user = await fixtures()
    const response = await visit(client, user, `${LIST}?search=lyon&page=abc&sort=nope`)
    response.assertInertiaPropsContains({
      filters: { search: 'lyon', sort: null },
      societes: { meta: { total: 1 } },
    })
  })
})
