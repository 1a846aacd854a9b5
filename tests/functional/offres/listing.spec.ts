import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { as, offreOf, proWithSociete, titlesIn } from './helpers.js'

/** `count` drafts of `user` titled "<prefix> 01"…, created a minute apart (oldest first). */
async function offresOf(user: User, count: number, prefix = 'Offre') {
  const societe = await proWithSociete(user)
  const start = DateTime.now().minus({ days: 1 })
  return OffreFactory.merge(
    Array.from({ length: count }, (_, i) => ({
      userId: user.id,
      societeId: societe.id,
      titre: `${prefix} ${String(i + 1).padStart(2, '0')}`,
      createdAt: start.plus({ minutes: i }),
    }))
  ).createMany(count)
}

const NO_FILTERS = {
  search: null,
  statut: null,
  typeContrat: null,
  societe: null,
  sort: null,
  order: null,
  corbeille: null,
}

test.group('Offres | list', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('shows only the caller’s offers, newest first, 25 a page, with the meta', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await offresOf(user, 30)
    await offresOf(await UserFactory.create(), 3, 'Autre')

    const response = await as(client.get('/app/offres'), user).withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('offres/index')
    response.assertInertiaPropsContains({
      offres: { meta: { total: 30, perPage: 25, currentPage: 1, lastPage: 2 } },
      filters: NO_FILTERS,
      statuts: ['brouillon', 'publiee', 'cloturee'],
      typesContrat: ['CDI', 'CDD', 'Intérim', 'Stage', 'Alternance', 'Freelance'],
      can: { create: true },
    })
    const titles = titlesIn(response)
    assert.lengthOf(titles, 25)
    assert.equal(titles[0], 'Offre 30')
    assert.isTrue(titles.every((title) => title.startsWith('Offre')))
  })

  test('?page=2 gives the rest', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await offresOf(user, 30)
    const response = await as(client.get('/app/offres?page=2'), user).withInertia()
    assert.deepEqual(titlesIn(response), [
      'Offre 05',
      'Offre 04',
      'Offre 03',
      'Offre 02',
      'Offre 01',
    ])
    response.assertInertiaPropsContains({ offres: { meta: { currentPage: 2, lastPage: 2 } } })
  })

  test('a row has the list fields with its company and référent, never the long texts', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await proWithSociete(user)
    const contact = await ContactFactory.merge({
      userId: user.id,
      societeId: societe.id,
      prenom: 'Camille',
      nom: 'Roussel',
    }).create()
    const offre = await offreOf(user, societe, {
      contactId: contact.id,
      titre: 'Comptable',
      typeContrat: 'CDD',
      lieu: 'Lyon',
      salaireMin: 30000,
      salaireMax: 35000,
      dateLimite: DateTime.fromISO('2030-06-30'),
    })
      .apply('publiee')
      .create()

    const response = await as(client.get('/app/offres'), user).withInertia()
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
    const response = await as(client.get('/app/offres'), user).withInertia()
    response.assertInertiaPropsContains({ offres: { data: [{ contact: null }] } })
  })

  test('the société filter lists the caller’s live companies by name', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const b = await SocieteFactory.merge({ userId: user.id, nom: 'Batiroc' }).create()
    const a = await SocieteFactory.merge({ userId: user.id, nom: 'Atelier Lemoine' }).create()
    await SocieteFactory.merge({ userId: user.id, nom: 'Corbeille' }).apply('trashed').create()
    await SocieteFactory.with('user').create()
    const response = await as(client.get('/app/offres'), user).withInertia()
    assert.deepEqual(response.inertiaProps.societes, [
      { id: a.id, nom: 'Atelier Lemoine' },
      { id: b.id, nom: 'Batiroc' },
    ])
  })

  test('an empty list still answers with its meta', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await as(client.get('/app/offres'), user).withInertia()
    response.assertInertiaPropsContains({
      offres: { data: [], meta: { total: 0, perPage: 25, currentPage: 1, lastPage: 1 } },
    })
  })
})

test.group('Offres | search, filters and sort', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  async function fixtures() {
    const user = await UserFactory.create()
    const numeria = await SocieteFactory.merge({ userId: user.id, nom: 'Numéria Conseil' }).create()
    const batiroc = await SocieteFactory.merge({ userId: user.id, nom: 'Batiroc' }).create()
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
      const response = await as(client.get('/app/offres').qs({ search }), user).withInertia()
      assert.deepEqual(titlesIn(response), [...expected])
      response.assertInertiaPropsContains({ filters: { search } })
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
      const response = await as(
        client.get('/app/offres').qs({ [filter]: value }),
        user
      ).withInertia()
      assert.deepEqual(titlesIn(response), [...expected])
      response.assertInertiaPropsContains({ filters: { ...NO_FILTERS, [filter]: value } })
    })

  test('filter by company, combined with search and statut', async ({ client, assert }) => {
    const { user, batiroc } = await fixtures()
    const all = await as(client.get(`/app/offres?societe=${batiroc.id}`), user).withInertia()
    assert.deepEqual(titlesIn(all), ['Assistant 100%_réel', 'Conducteur de travaux'])
    all.assertInertiaPropsContains({ filters: { societe: batiroc.id } })

    const narrowed = await as(
      client.get(`/app/offres?societe=${batiroc.id}&statut=brouillon&search=travaux`),
      user
    ).withInertia()
    assert.deepEqual(titlesIn(narrowed), ['Conducteur de travaux'])
  })

  test('another pro’s company as filter is ignored', async ({ client }) => {
    const { user } = await fixtures()
    const foreign = await SocieteFactory.with('user').create()
    const response = await as(client.get(`/app/offres?societe=${foreign.id}`), user).withInertia()
    response.assertInertiaPropsContains({
      filters: { societe: null },
      offres: { meta: { total: 3 } },
    })
  })

  test('trash: absent shows live rows, "avec" all, "uniquement" the trashed ones', async ({
    client,
    assert,
  }) => {
    const { user } = await fixtures()
    const live = await as(client.get('/app/offres'), user).withInertia()
    assert.notInclude(titlesIn(live), 'Ancienne offre')
    assert.lengthOf(titlesIn(live), 3)

    const avec = await as(client.get('/app/offres?corbeille=avec'), user).withInertia()
    assert.lengthOf(titlesIn(avec), 4)
    avec.assertInertiaPropsContains({ filters: { corbeille: 'avec' } })

    const only = await as(
      client.get('/app/offres?corbeille=uniquement&search=lyon'),
      user
    ).withInertia()
    assert.deepEqual(titlesIn(only), ['Ancienne offre'])
    assert.isString(only.inertiaProps.offres.data[0].deletedAt)
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
      const response = await as(client.get('/app/offres').qs({ sort, order }), user).withInertia()
      assert.deepEqual(titlesIn(response), [...expected])
      response.assertInertiaPropsContains({ filters: { ...NO_FILTERS, sort, order } })
    })

  test('bad query values fall back to the defaults: {$self}')
    .with([
      'page=abc',
      'page=0',
      'sort=password',
      'sort=titre;drop table offres',
      'order=sideways',
      'corbeille=oui',
      'statut=archivee',
      'typeContrat=CDII',
      'societe=abc',
      'societe=0',
      `search=${'x'.repeat(101)}`,
      'page[]=1&statut[a]=b',
    ])
    .run(async ({ client, assert }, query) => {
      const { user } = await fixtures()
      const response = await as(client.get(`/app/offres?${query}`), user).withInertia()
      response.assertStatus(200)
      assert.deepEqual(titlesIn(response), [
        'Assistant 100%_réel',
        'Conducteur de travaux',
        'Développeur web',
      ])
      response.assertInertiaPropsContains({
        filters: NO_FILTERS,
        offres: { meta: { currentPage: 1 } },
      })
    })

  test('a valid filter survives next to a bad one', async ({ client }) => {
    const { user } = await fixtures()
    const response = await as(
      client.get('/app/offres?statut=publiee&page=abc&typeContrat=nope'),
      user
    ).withInertia()
    response.assertInertiaPropsContains({
      filters: { statut: 'publiee', typeContrat: null },
      offres: { meta: { total: 1 } },
    })
  })
})
