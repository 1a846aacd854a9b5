import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Contact from '#models/contact'
import Offre from '#models/offre'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { contactSearchText } from '#models/search_text'
import * as EsidoorStats from '#services/dashboards/esidoor_stats'
import { MATCHES_COUNTED } from '#services/dashboards/all_contacts'
import { wherePublic } from '#services/emplois/public_offres'
import type ContactTransformer from '#transformers/contact_transformer'
import type { WireList } from '#tests/helpers/wire'
import { accounts, countQueries, esiAndPro } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { visitAs } from '#tests/helpers/as_user'
import { aContact, anOffre, aSociete } from '#tests/helpers/owned_records'

/*
| E-sidoor's staff-wide pages at scale (docs/performance.md "Staff-wide
| pages"): the figures come from counts the database keeps per owner
| (app/models/record_counts.ts), the home's queries do not grow with the
| number of professionals, and a search matching many contacts is read from
| the index a page at a time, its count capped.
*/

type Counters = {
  pros: number
  societes: number
  contacts: number
  offres: Record<string, number>
  enLigne: number
}
type ContactList = { contacts: WireList<ContactTransformer, 'forEsidoorList'> }

/** The contacts of e-sidoor's list as `esi` reads it with `query` (`?…` or empty). */
async function contactsListed(client: ApiClient, esi: User, query: string) {
  const response = await visitAs(client, esi, `${route('esidoor.contacts.index')}${query}`)
  return (response.inertiaProps as ContactList).contacts
}

/** COUNT(*) of a query, a number on both databases. */
async function countOf(query: ReturnType<typeof db.from>) {
  const row = await query.count('* as n').first()
  return Number(row.n)
}

/** The figures as counting every row would give them. */
async function countedEveryRow() {
  const live = (table: string) => countOf(db.from(table).whereNull('deleted_at'))
  const offres: Record<string, number> = { brouillon: 0, publiee: 0, cloturee: 0 }
  for (const statut of Object.keys(offres))
    offres[statut] = await countOf(
      db.from('offres').whereNull('deleted_at').where('statut', statut)
    )
  const [publics] = await wherePublic(Offre.query()).count('* as n').pojo<{ n: unknown }>()
  return {
    societes: await live('societes'),
    contacts: await live('contacts'),
    offres,
    enLigne: Number(publics.n),
  }
}

async function keptFigures() {
  return { ...(await EsidoorStats.records()), enLigne: await EsidoorStats.publicOffres() }
}

/** A pro with `contacts` contacts, 2 sociétés and 3 offres (one public). */
async function busyPro(contacts: number) {
  const pro = await UserFactory.create()
  const societe = await aSociete(pro)
  await aSociete(pro)
  await ContactFactory.merge({ userId: pro.id, societeId: societe.id }).createMany(contacts)
  await OffreFactory.merge({ userId: pro.id, societeId: societe.id }).createMany(2)
  await anOffre(pro, societe, {}, 'publiee')
  return pro
}

test.group('e-sidoor | kept counts', () => {
  test('follow every write: create, trash, restore, statut, owner, delete, account deleted', async ({
    assert,
  }) => {
    const [alice, bruno] = await Promise.all([busyPro(3), busyPro(2)])
    const check = async (step: string) =>
      assert.deepEqual(await keptFigures(), await countedEveryRow(), step)
    await check('created')

    const contact = await Contact.findByOrFail('user_id', alice.id)
    await contact.moveToTrash()
    await check('contact trashed')
    await contact.restoreFromTrash()
    await check('contact restored')
    await contact.delete()
    await check('contact deleted')

    /* Bulk queries, not models: the triggers see them too. */
    await db.from('contacts').where('user_id', bruno.id).update({ user_id: alice.id })
    await check('contacts moved to another owner')
    await db.from('offres').where('user_id', alice.id).update({ statut: 'cloturee' })
    await check('offres closed')
    await db
      .from('offres')
      .where('user_id', bruno.id)
      .update({ deleted_at: DateTime.now().toSQL() })
    await check('offres trashed')

    /* An expired offer and an unapproved owner's leave the public figure. */
    const carole = await busyPro(1)
    await check('a third pro')
    const [publiee] = await wherePublic(Offre.query().where('offres.user_id', carole.id))
    publiee.dateLimite = DateTime.now().minus({ days: 1 })
    await publiee.save()
    await check('deadline passed')
    await OffreFactory.merge({ userId: carole.id, societeId: publiee.societeId })
      .apply('publiee')
      .create()
    assert.equal(await EsidoorStats.publicOffres(), 1)
    carole.approvalStatus = 'suspendue'
    await carole.save()
    await check('owner suspended')
    assert.equal(await EsidoorStats.publicOffres(), 0)

    await alice.delete()
    await check('account deleted, its records by cascade')
    assert.equal(
      await countOf(db.from('record_counts').where('user_id', alice.id)),
      0,
      'no count left for a deleted account'
    )
  })

  test('the home shows them', async ({ client, assert }) => {
    await busyPro(4)
    const response = await visitAs(client, await accounts.esi(), route('esidoor.dashboard'))
    const { counters } = response.inertiaProps as { counters: Counters }
    const expected = await countedEveryRow()
    assert.deepInclude(counters, { ...expected, pros: 1 })
  })
})

test.group('e-sidoor | cost with many professionals', () => {
  test('/dashboard-pro runs as many queries for 2 pros as for 30, sorted by a count too', async ({
    client,
    assert,
  }) => {
    const esi = await accounts.esi()
    for (let n = 0; n < 2; n++) await busyPro(2)
    const home = (query = '') =>
      countQueries(() => visitAs(client, esi, `${route('esidoor.dashboard')}${query}`))
    const few = await home()
    const fewSorted = await home('?sort=contacts_count&order=desc')
    for (let n = 0; n < 28; n++) await busyPro(1)
    assert.equal(await home(), few)
    assert.equal(await home('?sort=contacts_count&order=desc'), fewSorted)
  })

  test('the professionals list shows each one’s live counts', async ({ client, assert }) => {
    const alice = await busyPro(3)
    await aContact(alice, {}, 'trashed')
    const response = await visitAs(client, await accounts.esi(), route('esidoor.dashboard'))
    const { pros } = response.inertiaProps as {
      pros: {
        data: { id: number; contactsCount: number; offresCount: number; societesCount: number }[]
      }
    }
    const row = pros.data.find((pro) => pro.id === alice.id)!
    assert.deepInclude(row, { contactsCount: 3, offresCount: 3, societesCount: 2 })
  })
})

/** `count` contacts of `owner` named Lefèvre, inserted in one statement (the index follows). */
async function lefevres(owner: User, count: number) {
  const now = DateTime.now().toFormat('yyyy-LL-dd HH:mm:ss')
  const rows = Array.from({ length: count }, (_, n) => {
    const email = `lefevre.${n}@exemple.fr`
    return {
      user_id: owner.id,
      civilite: 'M.',
      prenom: `Paul${n}`,
      nom: 'Lefèvre',
      email,
      statut: 'prospect',
      created_at: now,
      updated_at: now,
      search_text: contactSearchText({ prenom: `Paul${n}`, nom: 'Lefèvre', email }, null),
    }
  })
  for (let start = 0; start < rows.length; start += 200)
    await db.table('contacts').multiInsert(rows.slice(start, start + 200))
}

test.group('e-sidoor | a search over every professional', () => {
  test('a few matches: counted exactly, in the list’s order', async ({ client, assert }) => {
    const { esi, pro } = await esiAndPro()
    await lefevres(pro, 30)
    const response = await visitAs(
      client,
      esi,
      route('esidoor.contacts.index', {}, { search: 'lefevre' })
    )
    const { contacts } = response.inertiaProps as ContactList
    assert.deepEqual(contacts.meta, { total: 30, perPage: 25, currentPage: 1, lastPage: 2 })
    assert.equal(contacts.data[0].prenom, 'Paul0')
  })

  test('more than the counted floor: "plus de", newest first, pages without overlap, same queries', async ({
    client,
    assert,
  }) => {
    const esi = await accounts.esi()
    const [pro, other] = await UserFactory.createMany(2)
    await ContactFactory.merge({ userId: other.id, nom: 'Martin' }).createMany(3)
    const list = (query: string) => contactsListed(client, esi, query)
    await lefevres(pro, 40)
    const sparse = await countQueries(() => list('?search=lefevre'))

    await lefevres(pro, MATCHES_COUNTED)
    const first = await list('?search=lefèvre')
    assert.deepEqual(first.meta, {
      total: MATCHES_COUNTED,
      perPage: 25,
      currentPage: 1,
      lastPage: MATCHES_COUNTED / 25,
      capped: true,
    })
    const ids = first.data.map((row) => row.id)
    const newest = await db.from('contacts').where('nom', 'Lefèvre').orderBy('id', 'desc').limit(25)
    assert.deepEqual(
      ids,
      newest.map((row) => row.id)
    )

    const second = await list('?search=lefevre&page=2')
    assert.lengthOf(second.data, 25)
    assert.isBelow(Math.max(...second.data.map((row) => row.id)), Math.min(...ids))
    /* Past the last page offered: the last page. */
    const past = await list('?search=lefevre&page=999')
    assert.equal(past.meta.currentPage, MATCHES_COUNTED / 25)
    assert.lengthOf(past.data, 25)

    /* Trashed matches stay out; other filters still apply. */
    await db.from('contacts').where('id', ids[0]).update({ deleted_at: DateTime.now().toSQL() })
    const after = await list('?search=lefevre')
    assert.notInclude(
      after.data.map((row) => row.id),
      ids[0]
    )
    /* A page that is not full gives the exact total. */
    const none = await list('?search=lefevre&statut=client')
    assert.deepEqual(none.meta, { total: 0, perPage: 25, currentPage: 1, lastPage: 1 })

    /* The same queries at any page, less the count. */
    assert.equal(await countQueries(() => list('?search=lefevre')), sparse - 1)
    assert.equal(await countQueries(() => list('?search=lefevre&page=30')), sparse - 1)
  })
})

test.group('e-sidoor | every contact, unfiltered', () => {
  test('its total is the kept counts’ sum, equal to a recount; no count over the contacts', async ({
    client,
    assert,
  }) => {
    const esi = await accounts.esi()
    const [first, second] = [await busyPro(30), await busyPro(4)]
    /* One trashed: out of the list and of its total. */
    const trashed = await Contact.query().where('user_id', second.id).firstOrFail()
    await trashed.merge({ deletedAt: DateTime.now() }).save()
    const list = (query: string) => contactsListed(client, esi, query)
    const live = await countOf(db.from('contacts').whereNull('deleted_at'))
    assert.equal(live, 33)

    const statements: string[] = []
    const knex = db.connection().getReadClient()
    const listener = (query: { sql: string }) => statements.push(query.sql)
    knex.on('query', listener)
    const page = await list('?page=2').finally(() => knex.off('query', listener))
    assert.deepEqual(page.meta, { total: live, perPage: 25, currentPage: 2, lastPage: 2 })
    assert.lengthOf(page.data, 8)
    assert.notInclude(
      page.data.map((row) => row.id),
      trashed.id
    )
    assert.isFalse(
      statements.some((sql) =>
        /^select count\(\*\) as [`"]total[`"] from [`"]contacts[`"]/i.test(sql)
      ),
      statements.join('\n')
    )
    /* Page 1 and 2 in the list's order (nom, prénom, id), without overlap. */
    const one = await list('')
    const all = [...one.data, ...page.data].map((row) => [row.nom, row.prenom ?? '', row.id])
    assert.lengthOf(new Set(all.map((row) => row[2])), live)
    const inOrder = await db
      .from('contacts')
      .whereNull('deleted_at')
      .orderBy('nom')
      .orderBy('prenom')
      .orderBy('id')
      .select('id')
    assert.deepEqual(
      all.map((row) => row[2]),
      inOrder.map((row) => row.id)
    )
    /* A filter is counted on the rows again. */
    const ofPro = await list(`?pro=${first.id}`)
    assert.equal(ofPro.meta.total, 30)
  })

  test('PostgreSQL reads the live contacts in the list’s order from its partial index', async ({
    assert,
  }) => {
    if (db.connection().dialect.name !== 'postgres') {
      const indexes = await db.rawQuery(
        "select name from sqlite_master where type = 'index' and name = 'contacts_live_nom_prenom_id_partial_index'"
      )
      assert.lengthOf(indexes, 0, 'PostgreSQL only: SQLite reads 0273’s index in order')
      return
    }
    const plan = await db.transaction(async (trx) => {
      await trx.rawQuery('set local enable_seqscan = off')
      await trx.rawQuery('set local enable_sort = off')
      const explained = await trx.rawQuery(
        'explain select id from contacts where deleted_at is null order by nom asc, prenom asc, id asc limit 25 offset 50'
      )
      await trx.rollback()
      return (explained.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN'])
    })
    assert.match(plan.join('\n'), /contacts_live_nom_prenom_id_partial_index/)
    assert.notMatch(plan.join('\n'), /Sort/)
  })
})
