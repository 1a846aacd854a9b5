import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import {
  as,
  BAD_LIST_QUERIES,
  NO_FILTERS,
  fellBack,
  listedWith,
  offreOf,
  offreWithReferent,
  proWithSociete,
  titlesIn,
  visit,
} from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'
import { userWithSocietes } from '../contacts/helpers.js'

/*
| What an offer's row shows, and the list's search, filters and sort. Own
| rows only, pages, meta and the trash filter are the owned-record contract
| (tests/functional/records/).
*/
const LIST = route('offres.index')

/** The list with `query` as `user`, its filters checked: NO_FILTERS but for the query's. */
const listed = listedWith(LIST, NO_FILTERS)

test.group('Offres | list', () => {
  test('a row has the list fields with its company and référent, never the long texts', async ({
    client,
    assert,
  }) => {
    const { user, societe, contact, offre } = await offreWithReferent(
      {
        titre: 'Comptable',
        typeContrat: 'CDD',
        lieu: 'Lyon',
        salaireMin: 30000,
        salaireMax: 35000,
        dateLimite: DateTime.fromISO('2030-06-30'),
      },
      'publiee'
    )

    const response = await visit(client, user, LIST)
    const row = response.inertiaProps.offres.data[0]
    assert.containsSubset(row, {
      id: offre.id,
      reference: offre.reference,
      titre: 'Comptable',
      societe: { id: societe.id, nom: 'Numéria Conseil' },
      contact: { id: contact.id, nomComplet: 'Camille Roussel' },
      statut: 'publiee',
      typeContrat: 'CDD',
      lieu: 'Lyon',
      salaireMin: 30000,
      salaireMax: 35000,
      dateLimite: '2030-06-30',
      deletedAt: null,
    })
    assert.match(row.publishedAt, /^\d{4}-\d{2}-\d{2}T/)
    for (const hidden of ['description', 'profil', 'userId', 'can']) assert.notProperty(row, hidden)
  })

  test('an offer without référent has a null contact', async ({ client }) => {
    const user = await UserFactory.create()
    await offreOf(user, await proWithSociete(user), { contactId: null }).create()
    const response = await visit(client, user, LIST)
    response.assertInertiaPropsContains({ offres: { data: [{ contact: null }] } })
  })

  test('the société filter lists the caller’s live companies by name', async ({
    client,
    assert,
  }) => {
    const { user, societes } = await userWithSocietes('Batiroc', 'Atelier Lemoine')
    const [b, a] = societes
    await aSociete(user, { nom: 'Corbeille' }, 'trashed')
    await SocieteFactory.with('user').create()
    const response = await visit(client, user, LIST)
    assert.deepEqual(response.inertiaProps.societes, [
      { id: a.id, nom: 'Atelier Lemoine' },
      { id: b.id, nom: 'Batiroc' },
    ])
    response.assertInertiaPropsContains({
      statuts: ['brouillon', 'publiee', 'cloturee'],
      typesContrat: ['CDI', 'CDD', 'Intérim', 'Stage', 'Alternance', 'Freelance'],
    })
  })
})

test.group('Offres | search, filters and sort', () => {
  async function fixtures() {
    const { user, societes } = await userWithSocietes('Numéria Conseil', 'Batiroc')
    const [numeria, batiroc] = societes
    const day = (iso: string) => DateTime.fromISO(iso)
    const at = (days: number) => DateTime.now().minus({ days })
    const base = { userId: user.id }
    await OffreFactory.merge({
      ...base,
      societeId: numeria.id,
      titre: 'Développeur web',
      reference: 'OFF-2026-0003',
      typeContrat: 'CDI',
      lieu: 'Lyon',
      dateLimite: day('2030-03-01'),
      createdAt: at(3),
    })
      .apply('publiee')
      .create()
    await OffreFactory.merge({
      ...base,
      societeId: batiroc.id,
      titre: 'Conducteur de travaux',
      reference: 'OFF-2026-0001',
      typeContrat: 'Alternance',
      lieu: 'Nantes',
      dateLimite: null,
      createdAt: at(2),
    }).create()
    await OffreFactory.merge({
      ...base,
      societeId: batiroc.id,
      titre: 'Assistant 100%_réel',
      reference: 'OFF-2026-0002',
      typeContrat: 'CDI',
      lieu: 'Rennes',
      dateLimite: day('2030-01-15'),
      createdAt: at(1),
    })
      .apply('cloturee')
      .create()
    await OffreFactory.merge({
      ...base,
      societeId: numeria.id,
      titre: 'Ancienne offre',
      reference: 'OFF-2025-0009',
      lieu: 'Lyon',
      createdAt: at(30),
    })
      .apply('trashed')
      .create()
    return { user, numeria, batiroc }
  }

  test('search {0} finds {1}')
    .with([
      ['développeur', ['Développeur web']],
      ['TRAVAUX', ['Conducteur de travaux']],
      ['off-2026-0002', ['Assistant 100%_réel']],
      ['nantes', ['Conducteur de travaux']],
      ['numéria', ['Développeur web']],
      ['BATIROC', ['Assistant 100%_réel', 'Conducteur de travaux']],
      ['100%', ['Assistant 100%_réel']],
      ['%', ['Assistant 100%_réel']],
      ['s_r', []],
      ['introuvable', []],
    ] as const)
    .run(async ({ client, assert }, [search, expected]) => {
      const { user } = await fixtures()
      const response = await listed(client, user, { search })
      assert.deepEqual(titlesIn(response), [...expected])
    })

  test('filter {0}={1}')
    .with([
      ['statut', 'publiee', ['Développeur web']],
      ['statut', 'brouillon', ['Conducteur de travaux']],
      ['statut', 'cloturee', ['Assistant 100%_réel']],
      ['typeContrat', 'CDI', ['Assistant 100%_réel', 'Développeur web']],
      ['typeContrat', 'Alternance', ['Conducteur de travaux']],
      ['typeContrat', 'Stage', []],
    ] as const)
    .run(async ({ client, assert }, [filter, value, expected]) => {
      const { user } = await fixtures()
      const response = await listed(client, user, { [filter]: value })
      assert.deepEqual(titlesIn(response), [...expected])
    })

  test('filter by company, combined with search and statut', async ({ client, assert }) => {
    const { user, batiroc } = await fixtures()
    const all = await visit(client, user, `${LIST}?societe=${batiroc.id}`)
    assert.deepEqual(titlesIn(all), ['Assistant 100%_réel', 'Conducteur de travaux'])
    all.assertInertiaPropsContains({ filters: { societe: batiroc.id } })

    const narrowed = await visit(
      client,
      user,
      `${LIST}?societe=${batiroc.id}&statut=brouillon&search=travaux`
    )
    assert.deepEqual(titlesIn(narrowed), ['Conducteur de travaux'])
  })

  test('another pro’s company as filter is ignored', async ({ client }) => {
    const { user } = await fixtures()
    const foreign = await SocieteFactory.with('user').create()
    const response = await visit(client, user, `${LIST}?societe=${foreign.id}`)
    response.assertInertiaPropsContains({
      filters: { societe: null },
      offres: { meta: { total: 3 } },
    })
  })

  test('the trash filter combines with the search', async ({ client, assert }) => {
    const { user } = await fixtures()
    const only = await as(
      client.get(LIST).qs({ corbeille: 'uniquement', search: 'lyon' }),
      user
    ).withInertia()
    assert.deepEqual(titlesIn(only), ['Ancienne offre'])
  })

  test('sort by {0} {1}')
    .with([
      ['titre', 'asc', ['Assistant 100%_réel', 'Conducteur de travaux', 'Développeur web']],
      ['titre', 'desc', ['Développeur web', 'Conducteur de travaux', 'Assistant 100%_réel']],
      ['reference', 'asc', ['Conducteur de travaux', 'Assistant 100%_réel', 'Développeur web']],
      ['societe', 'asc', ['Conducteur de travaux', 'Assistant 100%_réel', 'Développeur web']],
      ['societe', 'desc', ['Développeur web', 'Conducteur de travaux', 'Assistant 100%_réel']],
      ['statut', 'asc', ['Conducteur de travaux', 'Assistant 100%_réel', 'Développeur web']],
      ['date_limite', 'asc', ['Assistant 100%_réel', 'Développeur web', 'Conducteur de travaux']],
      ['date_limite', 'desc', ['Développeur web', 'Assistant 100%_réel', 'Conducteur de travaux']],
      ['created_at', 'asc', ['Développeur web', 'Conducteur de travaux', 'Assistant 100%_réel']],
      ['created_at', 'desc', ['Assistant 100%_réel', 'Conducteur de travaux', 'Développeur web']],
    ] as const)
    .run(async ({ client, assert }, [sort, order, expected]) => {
      const { user } = await fixtures()
      const response = await listed(client, user, { sort, order })
      assert.deepEqual(titlesIn(response), [...expected])
    })

  test('bad query values fall back to the defaults: {$self}')
    .with([
      ...BAD_LIST_QUERIES,
      'sort=titre;drop table offres',
      'statut=archivee',
      'typeContrat=CDII',
      'societe=abc',
      'societe=0',
      'page[]=1&statut[a]=b',
    ])
    .run(async ({ client, assert }, query) => {
      const { user } = await fixtures()
      const response = await fellBack(client, user, `${LIST}?${query}`, 'offres', NO_FILTERS)
      assert.deepEqual(titlesIn(response), [
        'Assistant 100%_réel',
        'Conducteur de travaux',
        'Développeur web',
      ])
    })

  test('a valid filter survives next to a bad one', async ({ client }) => {
    const { user } = await fixtures()
    const response = await visit(client, user, `${LIST}?statut=publiee&page=abc&typeContrat=nope`)
    response.assertInertiaPropsContains({
      filters: { statut: 'publiee', typeContrat: null },
      offres: { meta: { total: 1 } },
    })
  })
})
