import { test } from '@japa/runner'
import publicPages from '#services/emplois/public_page_cache'
import { townKey, townOf } from '#services/emplois/public_offres'
import { aPublisher, offrePage, withKeptPages } from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| "Lieu" on /emplois: "Rennes (35)", "Rennes" and "35000 rennes" are one
| town, shown once with its most common spelling; filtering by any spelling
| finds them all, and the kept page is keyed on the town.
*/
async function seedEmplois() {
  const { publish } = await aPublisher()
  await publish({ titre: 'Serveur', lieu: 'Rennes (35)' })
  await publish({ titre: 'Commis', lieu: 'Rennes' })
  await publish({ titre: 'Plongeur', lieu: 'Rennes' })
  await publish({ titre: 'Barman', lieu: '35000 rennes' })
  await publish({ titre: 'Cuisinier', lieu: 'Saint-Étienne' })
  await publish({ titre: 'Sommelier', lieu: 'Nantes' })
  await publish({ titre: 'Télétravail', lieu: null })
}

test.group('Emplois | places grouped by town', () => {
  test('the town of a lieu and its key', ({ assert }) => {
    for (const [lieu, town] of [
      ['Rennes (35)', 'Rennes'],
      ['Rennes ( 35 )', 'Rennes'],
      ['Ajaccio (2A)', 'Ajaccio'],
      ['Rennes 35000', 'Rennes'],
      ['35000 Rennes', 'Rennes'],
      ['Rennes, 35000', 'Rennes'],
      ['  Rennes  ', 'Rennes'],
      ['Lyon 2e', 'Lyon 2e'],
      ['Paris (télétravail partiel)', 'Paris (télétravail partiel)'],
      ['(35)', '(35)'],
    ]) {
      assert.equal(townOf(lieu), town, lieu)
    }
    assert.equal(townKey('Rennes (35)'), 'rennes')
    assert.equal(townKey('RENNES'), 'rennes')
    assert.equal(townKey('Saint-Étienne'), 'saint-etienne')
    assert.equal(townKey('Saint Étienne (42)'), 'saint-etienne')
    assert.equal(townKey('Île-de-France'), 'ile-de-france')
  })

  test('one choice per town, its most common spelling, every offer counted', async ({
    client,
    assert,
  }) => {
    await seedEmplois()
    const response = await client.get(route('emplois.index')).withInertia()
    response.assertStatus(200)
    assert.deepEqual(response.inertiaProps.counts.lieux, [
      { value: 'rennes', label: 'Rennes', total: 4 },
      { value: 'nantes', label: 'Nantes', total: 1 },
      { value: 'saint-etienne', label: 'Saint-Étienne', total: 1 },
    ])
  })

  test('filtering by any spelling finds the offers of every spelling: {$self}')
    .with(['Rennes', 'Rennes (35)', 'rennes', 'RENNES 35000'])
    .run(async ({ client, assert }, lieu) => {
      await seedEmplois()
      const response = await client.get(route('emplois.index', {}, { lieu })).withInertia()
      response.assertStatus(200)
      const props = response.inertiaProps
      assert.equal(props.filters.lieu, 'rennes')
      assert.equal(props.offres.meta.total, 4)
      assert.sameMembers(
        (props.offres.data as { titre: string }[]).map((offre) => offre.titre),
        ['Serveur', 'Commis', 'Plongeur', 'Barman']
      )
      assert.equal(JSON.parse(response.text()).url, route('emplois.index', {}, { lieu: 'rennes' }))
    })

  test('a town with no offer lists nothing; other filters still apply', async ({
    client,
    assert,
  }) => {
    await seedEmplois()
    const none = await client.get(route('emplois.index', {}, { lieu: 'Brest' })).withInertia()
    assert.equal(none.inertiaProps.offres.meta.total, 0)
    assert.lengthOf(none.inertiaProps.offres.data, 0)
    const nothingLeft = await client
      .get(route('emplois.index', {}, { lieu: 'Rennes', q: 'cuisinier' }))
      .withInertia()
    assert.equal(nothingLeft.inertiaProps.offres.meta.total, 0)
    const one = await client
      .get(route('emplois.index', {}, { lieu: 'Rennes', q: 'serveur' }))
      .withInertia()
    assert.equal(one.inertiaProps.offres.meta.total, 1)
    assert.deepEqual(
      one.inertiaProps.counts.lieux.map((lieu: { label: string }) => lieu.label),
      ['Rennes']
    )
  })

  test('the HTML page filters the same way (a form sent before the script)', async ({
    client,
    assert,
  }) => {
    await seedEmplois()
    const response = await client.get(`${route('emplois.index')}?lieu=Rennes+%2835%29`)
    const html = response.text()
    for (const titre of ['Serveur', 'Commis', 'Plongeur', 'Barman']) assert.include(html, titre)
    assert.notInclude(html, 'Sommelier')
    assert.include(html, '<option value="rennes" selected="">Rennes (4)</option>')
  })
})

test.group('Emplois | kept pages keyed on the town', (group) => {
  group.each.setup(() => withKeptPages())

  test('every spelling of a town is one kept page', async ({ client, assert }) => {
    await seedEmplois()
    const first = await client.get(route('emplois.index', {}, { lieu: 'Rennes' }))
    first.assertStatus(200)
    for (const lieu of ['Rennes (35)', 'rennes', ' RENNES ', '35000 Rennes']) {
      const again = await client.get(route('emplois.index', {}, { lieu }))
      assert.equal(again.text(), first.text(), lieu)
    }
    assert.equal(publicPages.size, 1)
    await client.get(route('emplois.index', {}, { lieu: 'Nantes' }))
    assert.equal(publicPages.size, 2)
  })
  test('« Offres similaires » finds the same town whatever its spelling', async ({
    client,
    assert,
  }) => {
    const { publish } = await aPublisher()
    const shown = await publish({ titre: 'Serveur', lieu: 'Rennes (35)', typeContrat: 'CDI' })
    await publish({ titre: 'Commis', lieu: 'rennes', typeContrat: 'Stage' })
    await publish({ titre: 'Sommelier', lieu: 'Nantes', typeContrat: 'Stage' })
    const response = await client.get(offrePage(shown)).withInertia()
    response.assertStatus(200)
    const titres = response.inertiaProps.similaires.map((offre: { titre: string }) => offre.titre)
    assert.deepEqual(titres, ['Commis'])
  })
})
