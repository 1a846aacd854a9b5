import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import type ContactTransformer from '#transformers/contact_transformer'
import type OffreTransformer from '#transformers/offre_transformer'
import type UserTransformer from '#transformers/user_transformer'
import type { Wire, WireList } from '#tests/helpers/wire'
import { accounts, as, assertCostKept, countQueries } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { assertPage } from '#tests/helpers/answers'
import { visitAs } from '#tests/helpers/as_user'
import { aContact, anOffre, aSociete } from '#tests/helpers/owned_records'

type EsidoorContactIndexProps = {
  contacts: WireList<ContactTransformer, 'forEsidoorList'>
  pro: Wire<UserTransformer, 'forChoice'> | null
  filters: Record<string, unknown>
}
type EsidoorContactShowProps = {
  contact: Wire<ContactTransformer, 'forEsidoor'>
  offres: Wire<OffreTransformer, 'forReferent'>[]
}

/** Alice has Sophie Lambert (client, at Numéria) and a trashed Hugo Fontaine; Bruno has Julie Morel. */
async function twoOwners() {
  const [alice, bruno] = await UserFactory.merge([
    { fullName: 'Alice Martin' },
    { fullName: 'Bruno Petit' },
  ]).createMany(2)
  const numeria = await aSociete(alice, { nom: 'Numéria Conseil' })
  const sophie = await aContact(alice, {
    societeId: numeria.id,
    prenom: 'Sophie',
    nom: 'Lambert',
    statut: 'client',
  })
  await aContact(alice, { prenom: 'Hugo', nom: 'Fontaine' }, 'trashed')
  await aContact(bruno, { prenom: 'Julie', nom: 'Morel', statut: 'prospect' })
  return { alice, bruno, numeria, sophie }
}

/** The list's names (with owner) as `viewer` gets them for `query`. */
async function listOf(client: ApiClient, viewer: User, query = '') {
  const response = await visitAs(client, viewer, `${route('esidoor.contacts.index')}${query}`)
  assertPage(response, 'esidoor/contacts/index')
  const props = response.inertiaProps as EsidoorContactIndexProps
  return {
    props,
    names: props.contacts.data.map((row) => `${row.nomComplet} (${row.owner?.name})`),
  }
}

test.group("e-sidoor | every pro's contacts", () => {
  test('lists the live contacts of every owner, with the owner and the pros filter', async ({
    client,
    assert,
  }) => {
    const { alice } = await twoOwners()
    const esi = await accounts.esi()
    const { props, names } = await listOf(client, esi)
    assert.deepEqual(names, ['Sophie Lambert (Alice Martin)', 'Julie Morel (Bruno Petit)'])
    assert.deepEqual(props.contacts.data[0].societe, {
      id: props.contacts.data[0].societe!.id,
      nom: 'Numéria Conseil',
    })
    assert.isNull(props.pro, 'no pro chosen, and no list of every pro in the page')
    assert.deepEqual(props.filters, {
      search: null,
      statut: null,
      pro: null,
      sort: null,
      order: null,
      corbeille: null,
    })
    assert.deepEqual(props.contacts.meta, { total: 2, perPage: 25, currentPage: 1, lastPage: 1 })
    const ofAlice = await listOf(client, esi, `?pro=${alice.id}`)
    assert.deepEqual(ofAlice.names, ['Sophie Lambert (Alice Martin)'])
    assert.deepEqual(ofAlice.props.pro, { id: alice.id, name: 'Alice Martin' })
    /* The esi account is not a professional: the filter names nobody. */
    const ofEsi = await listOf(client, esi, `?pro=${esi.id}`)
    assert.isNull(ofEsi.props.pro)
  })

  test('search, statut, corbeille and sort reuse the contacts rules', async ({
    client,
    assert,
  }) => {
    await twoOwners()
    const esi = await accounts.esi()
    const names = async (query: string) => {
      const list = await listOf(client, esi, query)
      return list.names
    }
    assert.deepEqual(await names('?search=numeria'), ['Sophie Lambert (Alice Martin)'])
    assert.deepEqual(await names('?search=julie mor'), ['Julie Morel (Bruno Petit)'])
    assert.deepEqual(await names('?statut=prospect'), ['Julie Morel (Bruno Petit)'])
    assert.deepEqual(await names('?corbeille=uniquement'), ['Hugo Fontaine (Alice Martin)'])
    assert.lengthOf(await names('?corbeille=avec'), 3)
    assert.deepEqual(await names('?sort=nom&order=desc'), [
      'Julie Morel (Bruno Petit)',
      'Sophie Lambert (Alice Martin)',
    ])
    const { props } = await listOf(client, esi, '?statut=inconnu&pro=abc&search=lambert')
    assert.deepEqual(props.filters.search, 'lambert', 'bad values are dropped, not refused')
    assert.isNull(props.filters.statut)
  })

  test('25 a page, and the same number of queries for 5 or 60 contacts', async ({
    client,
    assert,
  }) => {
    const esi = await accounts.esi()
    const [alice, bruno] = await UserFactory.createMany(2)
    const societe = await aSociete(alice)
    await ContactFactory.merge({ userId: alice.id, societeId: societe.id }).createMany(5)
    const page = (query = '') => countQueries(() => listOf(client, esi, query))
    const few = await page()
    await ContactFactory.merge({ userId: bruno.id }).createMany(55)
    const many = await page()
    const { props } = await listOf(client, esi, '?page=3')
    assert.deepEqual(props.contacts.meta, { total: 60, perPage: 25, currentPage: 3, lastPage: 3 })
    assert.lengthOf(props.contacts.data, 10)
    assert.equal(many, few)
    /*
     * A search first asks the index how many contacts match, then counts its
     * rows; the unfiltered list reads its page's ids, then the kept total
     * (app/services/dashboards/all_contacts.ts): as many queries.
     */
    assert.equal(await page('?sort=societe&search=a'), few)
  })

  test('the page weighs the same for 2 or 40 pros: the filter carries the chosen one only', async ({
    client,
    assert,
  }) => {
    const esi = await accounts.esi()
    const { alice } = await twoOwners()
    const weigh = async () => {
      const response = await visitAs(
        client,
        esi,
        route('esidoor.contacts.index', {}, { pro: alice.id })
      )
      return JSON.stringify(response.inertiaProps).length
    }
    const few = { queries: await countQueries(weigh), bytes: await weigh() }
    await UserFactory.createMany(38)
    const many = { queries: await countQueries(weigh), bytes: await weigh() }
    assert.deepEqual(many, few)
  })

  test("a contact's page shows it read-only with its owner", async ({ client, assert }) => {
    const { alice, numeria, sophie } = await twoOwners()
    await anOffre(alice, numeria, { contactId: sophie.id, titre: 'Chargé de recrutement' })
    const response = await visitAs(
      client,
      await accounts.esi(),
      route('esidoor.contacts.show', { id: sophie.id })
    )
    assertPage(response, 'esidoor/contacts/show')
    const { contact, offres } = response.inertiaProps as EsidoorContactShowProps
    assert.containsSubset(contact, {
      id: sophie.id,
      nomComplet: 'Sophie Lambert',
      statut: 'client',
      societe: { id: numeria.id, nom: 'Numéria Conseil' },
      owner: { id: alice.id, name: 'Alice Martin' },
    })
    assert.deepEqual(
      offres.map((offre) => offre.titre),
      ['Chargé de recrutement']
    )
    assert.notProperty(response.inertiaProps, 'can', 'no write rights offered')
  })

  test('an unknown id is a 404', async ({ client }) => {
    const response = await visitAs(
      client,
      await accounts.esi(),
      route('esidoor.contacts.show', { id: 999999 })
    )
    response.assertStatus(404)
  })

  test('a pro gets the 403 page on both, even for their own contact', async ({ client }) => {
    const { alice, sophie } = await twoOwners()
    for (const url of [
      route('esidoor.contacts.index'),
      route('esidoor.contacts.show', { id: sophie.id }),
    ]) {
      const response = await visitAs(client, alice, url)
      response.assertStatus(403)
      response.assertInertiaComponent('errors/error')
    }
  })
})

test.group("e-sidoor | the owner filter's choices", () => {
  const choices = async (client: ApiClient, viewer: User, q?: string) => {
    const request = as(client.get(route('esidoor.pros.choices')), viewer).accept('json')
    if (q !== undefined) request.qs({ q })
    return request
  }
  const names = async (client: ApiClient, viewer: User, q?: string) => {
    const response = await choices(client, viewer, q)
    response.assertStatus(200)
    return (response.body() as { pros: { id: number; name: string }[] }).pros.map((p) => p.name)
  }

  test('professionals by name or e-mail, case aside, 20 at most, in the name order', async ({
    client,
    assert,
  }) => {
    const esi = await accounts.esi()
    await UserFactory.merge([
      { fullName: 'Élodie Durand', email: 'elodie@atelier.fr' },
      { fullName: 'Bruno Petit', email: 'bruno.durand@exemple.fr' },
      { fullName: 'Chloé Martin', email: 'chloe@exemple.fr' },
    ]).createMany(3)
    assert.deepEqual(await names(client, esi, 'durand'), ['Bruno Petit', 'Élodie Durand'])
    assert.deepEqual(await names(client, esi, '  ATELIER '), ['Élodie Durand'])
    assert.deepEqual(await names(client, esi, 'zzz'), [])
    /* The esi account is never offered: role pro only. */
    assert.deepEqual(await names(client, esi, esi.fullName), [])
    /* Wildcards are text. */
    assert.deepEqual(await names(client, esi, '%'), [])
    assert.deepEqual(await names(client, esi, '_'), [])

    await UserFactory.createMany(25)
    /* No search: the first 20 in the database's name order (its collation, not JavaScript's). */
    const first = await User.query()
      .where('role', 'pro')
      .orderBy('full_name', 'asc')
      .orderBy('id', 'asc')
      .limit(20)
    assert.deepEqual(
      await names(client, esi),
      first.map((user) => user.fullName)
    )
  })

  test('a search over 100 characters is a 422; a pro and a guest are refused', async ({
    client,
    assert,
  }) => {
    const esi = await accounts.esi()
    const tooLong = await choices(client, esi, 'x'.repeat(101))
    tooLong.assertStatus(422)
    assert.properties(tooLong.body(), ['errors'])

    const pro = await UserFactory.create()
    const refused = await choices(client, pro, 'a')
    refused.assertStatus(403)
    const guest = await client.get(route('esidoor.pros.choices')).accept('json')
    guest.assertStatus(401)
  })

  test('the same number of queries for 3 or 60 professionals', async ({ client, assert }) => {
    const esi = await accounts.esi()
    await UserFactory.createMany(3)
    await assertCostKept(
      assert,
      () => names(client, esi, 'a'),
      () => UserFactory.createMany(57)
    )
  })
})
