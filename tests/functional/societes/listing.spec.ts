import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { as, companiesOf, namesIn } from './helpers.js'

test.group('Sociétés | list', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('shows only the caller’s companies, 25 a page, with the meta', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await companiesOf(user, 30)
    await companiesOf(await UserFactory.create(), 3, 'Autre')

    const response = await as(client.get('/app/company'), user).withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('societes/index')
    response.assertInertiaPropsContains({
      societes: { meta: { total: 30, perPage: 25, currentPage: 1, lastPage: 2 } },
      filters: { search: null, sort: null, order: null, corbeille: null },
      can: { create: true },
    })
    const names = namesIn(response)
    assert.lengthOf(names, 25)
    assert.equal(names[0], 'Société 01')
    assert.isTrue(names.every((name) => name.startsWith('Société')))
  })

  test('?page=2 gives the rest', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await companiesOf(user, 30)
    const response = await as(client.get('/app/company?page=2'), user).withInertia()
    assert.deepEqual(namesIn(response), [
      'Société 26',
      'Société 27',
      'Société 28',
      'Société 29',
      'Société 30',
    ])
    response.assertInertiaPropsContains({ societes: { meta: { currentPage: 2, lastPage: 2 } } })
  })

  test('a row has the list fields in camelCase, never the description or owner', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id, codePostal: '44000' }).create()
    const response = await as(client.get('/app/company'), user).withInertia()
    const row = response.inertiaProps.societes.data[0]
    assert.equal(row.id, societe.id)
    assert.equal(row.codePostal, '44000')
    assert.match(row.createdAt, /^\d{4}-\d{2}-\d{2}T/)
    assert.isNull(row.deletedAt)
    assert.notProperty(row, 'description')
    assert.notProperty(row, 'userId')
  })

  test('an empty list still answers with its meta', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await as(client.get('/app/company'), user).withInertia()
    response.assertInertiaPropsContains({
      societes: { data: [], meta: { total: 0, perPage: 25, currentPage: 1, lastPage: 1 } },
    })
  })
})

test.group('Sociétés | search, trash and sort', (group) => {
  group.each.setup(() => testUtils.db().truncate())

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
      const response = await as(client.get('/app/company').qs({ search }), user).withInertia()
      assert.deepEqual(namesIn(response), [...expected])
      response.assertInertiaPropsContains({ filters: { search } })
    })

  test('trash: absent shows live rows, "avec" all, "uniquement" the trashed ones', async ({
    client,
    assert,
  }) => {
    const user = await fixtures()
    const live = await as(client.get('/app/company'), user).withInertia()
    assert.notInclude(namesIn(live), 'Ancienne Société')
    assert.lengthOf(namesIn(live), 3)

    const avec = await as(client.get('/app/company?corbeille=avec'), user).withInertia()
    assert.lengthOf(namesIn(avec), 4)
    avec.assertInertiaPropsContains({ filters: { corbeille: 'avec' } })

    const only = await as(client.get('/app/company?corbeille=uniquement'), user).withInertia()
    assert.deepEqual(namesIn(only), ['Ancienne Société'])
    assert.isNotNull(only.inertiaProps.societes.data[0].deletedAt)
  })

  test('search combines with the trash filter', async ({ client, assert }) => {
    const user = await fixtures()
    const response = await as(
      client.get('/app/company?search=lyon&corbeille=avec'),
      user
    ).withInertia()
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
      const response = await as(client.get('/app/company').qs({ sort, order }), user).withInertia()
      assert.deepEqual(namesIn(response), [...expected])
      response.assertInertiaPropsContains({
        filters: { sort, order, search: null, corbeille: null },
      })
    })

  test('sort by creation date, newest first', async ({ client, assert }) => {
    const user = await UserFactory.create()
    for (const [nom, days] of [
      ['Ancienne', 30],
      ['Récente', 1],
      ['Moyenne', 10],
    ] as const) {
      await SocieteFactory.merge({
        userId: user.id,
        nom,
        createdAt: DateTime.now().minus({ days }),
      }).create()
    }
    const response = await as(
      client.get('/app/company?sort=created_at&order=desc'),
      user
    ).withInertia()
    assert.deepEqual(namesIn(response), ['Récente', 'Moyenne', 'Ancienne'])
  })

  test('bad query values fall back to the defaults: {$self}')
    .with([
      'page=abc',
      'page=0',
      'page=-3',
      'page=1.5',
      'sort=password',
      'sort=nom;drop table societes',
      'order=sideways',
      'corbeille=oui',
      `search=${'x'.repeat(101)}`,
      'page[]=1&sort[a]=b',
    ])
    .run(async ({ client, assert }, query) => {
      const user = await fixtures()
      const response = await as(client.get(`/app/company?${query}`), user).withInertia()
      response.assertStatus(200)
      assert.deepEqual(namesIn(response), [
        'Atelier Lemoine',
        'Boulangerie Fournier',
        'Numéria Conseil',
      ])
      response.assertInertiaPropsContains({
        filters: { search: null, sort: null, order: null, corbeille: null },
        societes: { meta: { currentPage: 1 } },
      })
    })

  test('an empty search box is no search', async ({ client }) => {
    const user = await fixtures()
    const response = await as(client.get('/app/company?search=&corbeille='), user).withInertia()
    response.assertInertiaPropsContains({
      filters: { search: null, corbeille: null },
      societes: { meta: { total: 3 } },
    })
  })

  test('a valid filter survives next to a bad one', async ({ client }) => {
    const user = await fixtures()
    const response = await as(
      client.get('/app/company?search=lyon&page=abc&sort=nope'),
      user
    ).withInertia()
    response.assertInertiaPropsContains({
      filters: { search: 'lyon', sort: null },
      societes: { meta: { total: 1 } },
    })
  })
})
