import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { sqliteQueryPlan } from '#tests/helpers/sqlite_plan'
import type User from '#models/user'
import Contact from '#models/contact'
import Societe from '#models/societe'
import { SEARCHABLE_TABLES, foldText } from '#models/search_text'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete, anOffre } from '#tests/helpers/owned_records'
import { ownContact, ownSociete } from '../contacts/helpers.js'

/** The names a list page shows for `search`, as the caller gets them. */
async function listed(client: ApiClient, user: User, url: string, search: string) {
  const response = await client.get(url).qs({ search }).withInertia().loginAs(user)
  response.assertStatus(200)
  const props = response.inertiaProps as Record<string, { data: Record<string, unknown>[] }>
  const rows = Object.values(props).find((prop) => Array.isArray(prop?.data))!.data
  return rows.map((row) => String(row.nomComplet ?? row.titre ?? row.nom)).sort()
}

test.group('Search | folded text, same results on both databases', () => {
  test('folding: lower case, no diacritic, ligatures spelled out', ({ assert }) => {
    assert.equal(foldText('HÔTEL de l’ÎLE'), 'hotel de l’ile')
    assert.equal(foldText('Cœur  Æther Straße Øre Łódź'), 'coeur aether strasse ore lodz')
    assert.equal(foldText('ÉCOLE Ça Où Ñandú'), 'ecole ca ou nandu')
  })

  test('HÔTEL, ÎLE and Cœur are found by hotel, ile and coeur (and the other way round)', async ({
    client,
    assert,
  }) => {
    const { user, societe: hotel } = await ownSociete({ nom: 'HÔTEL DES FLOTS' })
    await aSociete(user, { nom: 'Boulangerie Martin' })
    await ContactFactory.merge([
      { userId: user.id, prenom: 'Anne', nom: 'DE L’ÎLE', societeId: null },
      { userId: user.id, prenom: 'Paul', nom: 'Durand', societeId: hotel.id },
      { userId: user.id, prenom: 'Lætitia', nom: 'Straße', societeId: null },
    ]).createMany(3)
    await anOffre(user, hotel, { titre: 'Chef de partie – Cœur de ville' })

    /* [list, search, the names it shows] */
    const finds: ['societes' | 'contacts' | 'offres', string, string[]][] = [
      ['societes', 'hotel', ['HÔTEL DES FLOTS']],
      ['societes', 'Hôtel', ['HÔTEL DES FLOTS']],
      ['contacts', 'ile', ['Anne DE L’ÎLE']],
      /* Paul Durand through his société's name. */
      ['contacts', 'hotel des', ['Paul Durand']],
      ['offres', 'coeur', ['Chef de partie – Cœur de ville']],
      /* Ligatures: æ and ß, typed either way. */
      ['contacts', 'laetitia', ['Lætitia Straße']],
      ['contacts', 'STRASSE', ['Lætitia Straße']],
      ['contacts', 'lætitia', ['Lætitia Straße']],
    ]
    for (const [list, search, names] of finds) {
      assert.deepEqual(await listed(client, user, route(`${list}.index`), search), names, search)
    }
  })

  test('the global search and e-sidoor lists use the same folded search', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await ownSociete({ nom: 'Cœur de Loire' })
    const esi = await UserFactory.apply('esi').create()
    await aContact(user, { prenom: 'Zoé', nom: 'Hôtelier', societeId: null })
    await anOffre(user, societe, { titre: 'Serveur' })

    const search = await client.get(route('search')).qs({ q: 'coeur' }).withInertia().loginAs(user)
    search.assertStatus(200)
    const groups = search.inertiaProps.groups as { key: string; total: number }[]
    const total = (key: string) => groups.find((g) => g.key === key)?.total ?? 0
    assert.deepEqual([total('contacts'), total('offres'), total('societes')], [0, 1, 1])
    assert.deepEqual(await listed(client, esi, route('esidoor.contacts.index'), 'HOTELIER'), [
      'Zoé Hôtelier',
    ])
  })

  test('a renamed société is found under its new name through its contacts and offres', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await ownSociete({ nom: 'Numéria' })
    await aContact(user, { prenom: 'Inès', nom: 'Roy', societeId: societe.id })
    await anOffre(user, societe, { titre: 'Comptable' })
    await Societe.query()
      .where('id', societe.id)
      .firstOrFail()
      .then((found) => found.merge({ nom: 'Œuvre Sociale' }).save())

    assert.deepEqual(await listed(client, user, route('contacts.index'), 'oeuvre'), ['Inès Roy'])
    assert.deepEqual(await listed(client, user, route('offres.index'), 'oeuvre sociale'), [
      'Comptable',
    ])
    assert.deepEqual(await listed(client, user, route('contacts.index'), 'numeria'), [])
    /* A contact moved to another société follows it. */
    const other = await aSociete(user, { nom: 'Atelier Brun' })
    const ines = await Contact.findByOrFail('nom', 'Roy')
    await ines.merge({ societeId: other.id }).save()
    assert.deepEqual(await listed(client, user, route('contacts.index'), 'brun'), ['Inès Roy'])
    assert.deepEqual(await listed(client, user, route('contacts.index'), 'oeuvre'), [])
  })

  test('the search’s own wildcards (% _ * ? [) match themselves', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await SocieteFactory.merge([
      { userId: user.id, nom: '100% Bio' },
      { userId: user.id, nom: 'Star*Prod' },
      { userId: user.id, nom: 'Dev_Ops [Lyon]' },
      { userId: user.id, nom: 'Quoi? Rien' },
      { userId: user.id, nom: 'Autre' },
    ]).createMany(5)
    const found = [
      ['%', '100% Bio'],
      ['_', 'Dev_Ops [Lyon]'],
      ['*', 'Star*Prod'],
      ['?', 'Quoi? Rien'],
      ['[lyon]', 'Dev_Ops [Lyon]'],
    ]
    for (const [search, nom] of found) {
      assert.deepEqual(await listed(client, user, route('societes.index'), search), [nom], search)
    }
  })

  test('the search index serves a search over every owner (query plan)', async ({ assert }) => {
    await ownContact({ nom: 'Lefèvre', societeId: null })
    const query = Contact.query()
      .apply((scopes) => scopes.search('lefevre', 'all'))
      .toSQL()
    if (db.connection().dialect.name === 'postgres') {
      /* On a tiny table the planner prefers a scan: forbid it to see that the index can serve. */
      const plan = await db.transaction(async (trx) => {
        await trx.rawQuery('set local enable_seqscan = off')
        return trx.rawQuery(`explain ${query.sql}`, query.bindings as string[])
      })
      const lines = (plan.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN'])
      assert.match(lines.join('\n'), /Bitmap Index Scan on contacts_search_text_trgm/)
    } else {
      const details = sqliteQueryPlan(query.sql, query.bindings)
      /* G: the trigram index answers the GLOB. */
      assert.match(details, /SCAN contacts_fts VIRTUAL TABLE INDEX \d+:G/)
    }
  })

  test('the trigram indexes exist (without positions on SQLite) and find every substring', async ({
    assert,
  }) => {
    if (db.connection().dialect.name === 'postgres') {
      const trgm = await db
        .from('pg_indexes')
        .whereIn(
          'indexname',
          SEARCHABLE_TABLES.map((table) => `${table}_search_text_trgm`)
        )
        .select('indexdef')
      assert.lengthOf(trgm, SEARCHABLE_TABLES.length)
      for (const index of trgm) assert.include(index.indexdef, 'gin_trgm_ops')
    } else {
      const indexes = await db
        .from('sqlite_master')
        .where('type', 'table')
        .whereIn(
          'name',
          SEARCHABLE_TABLES.map((table) => `${table}_fts`)
        )
        .select('name', 'sql')
      assert.lengthOf(indexes, SEARCHABLE_TABLES.length)
      for (const index of indexes) assert.include(index.sql, 'detail=none', index.name)
    }

    await ownContact({ nom: 'Lefèvre-Dupré', societeId: null })
    for (const term of ['lefevre', 'evre-dup', 'dupre', 'LEFÈVRE']) {
      const found = await Contact.query().apply((scopes) => scopes.search(term, 'all'))
      assert.lengthOf(found, 1, term)
    }
  })
})
