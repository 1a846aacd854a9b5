import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/app'
import { UserFactory } from '#database/factories/user_factory'
import { publicSlug } from '#services/emplois/public_offres'
import { offreFilesQuery, sitemapFiles } from '#services/emplois/sitemaps'
import { sqliteQueryPlan } from '#tests/helpers/sqlite_plan'
import { offreOf, proWithSociete } from '../offres/helpers.js'
import { aLiveOffre, aPublisher, textOf } from './helpers.js'
import { indexedPaths } from './sitemap_text.js'
import { route } from '#tests/helpers/routes'

/*
| /sitemap.xml indexes files of at most `sitemapFiles.size` offers, one per
| range of ids (app/services/emplois/sitemaps.ts): every public offer
| is listed exactly once, nothing else is. The tests use files of 3.
*/

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)

test.group('Job board | sitemap index', (group) => {
  group.each.setup(() => {
    sitemapFiles.size = 3
    return () => {
      sitemapFiles.size = 10_000
    }
  })

  test('every public offer once, in files of at most 3, none that is not public', async ({
    client,
    assert,
  }) => {
    const { user, societe, publish } = await aPublisher()
    const publics = []
    for (let n = 0; n < 8; n++) publics.push(await publish({ titre: `Publique ${n}` }))
    /* Not public: a draft, a closed one, a trashed one, a passed deadline, a suspended owner's. */
    const hidden = [
      await offreOf(user, societe).create(),
      await offreOf(user, societe).apply('cloturee').create(),
      await offreOf(user, societe).apply('publiee').apply('trashed').create(),
      await offreOf(user, societe, { dateLimite: DateTime.now().minus({ days: 1 }) })
        .apply('publiee')
        .create(),
    ]
    const suspended = await UserFactory.apply('suspended').create()
    hidden.push(
      await offreOf(suspended, await proWithSociete(suspended))
        .apply('publiee')
        .create()
    )
    /* Ids far apart leave empty ranges out of the index. */
    for (let n = 0; n < 7; n++) hidden.push(await offreOf(user, societe).create())
    publics.push(await publish({ titre: 'Dernière' }))

    const index = await client.get(route('sitemap'))
    index.assertStatus(200)
    index.assertHeader('cache-control', 'public, max-age=60')
    assert.include(index.header('content-type'), 'application/xml')
    assert.include(
      index.text(),
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
    )
    for (const loc of locs(index.text())) assert.isTrue(loc.startsWith(`${appUrl}/sitemaps/`), loc)

    const paths = indexedPaths(index.text())
    assert.equal(paths[0], route('sitemaps.file', { file: 'pages.xml' }))
    const pages = locs(await textOf(client.get(route('sitemaps.file', { file: 'pages.xml' }))))
    assert.deepEqual(pages, [`${appUrl}/`, `${appUrl}/emplois`])

    const listed: string[] = []
    for (const path of paths.slice(1)) {
      const file = await client.get(path)
      file.assertStatus(200)
      file.assertHeader('cache-control', 'public, max-age=60')
      const urls = locs(file.text())
      assert.isAtLeast(urls.length, 1, path)
      assert.isAtMost(urls.length, 3, path)
      listed.push(...urls)
    }
    const expected = publics.map((offre) => `${appUrl}/emplois/${publicSlug(offre)}`)
    assert.sameMembers(listed, expected)
    assert.lengthOf(listed, new Set(listed).size, 'each once')
    for (const offre of hidden) assert.notInclude(listed.join(' '), offre.reference)
    /* A range of ids holding only drafts (7 in a row: at least two files of 3) is not indexed. */
    const fileOf = (id: number) => Math.ceil(id / 3)
    const withPublic = new Set(publics.map((offre) => fileOf(offre.id)))
    const emptyFiles = hidden.map((offre) => fileOf(offre.id)).filter((n) => !withPublic.has(n))
    assert.isNotEmpty(emptyFiles)
    assert.sameMembers(
      paths.slice(1),
      [...withPublic].map((n) => route('sitemaps.file', { file: `offres-${n}.xml` }))
    )
    const empty = await client.get(route('sitemaps.file', { file: `offres-${emptyFiles[0]}.xml` }))
    empty.assertStatus(404)
  })

  test('a file past the last or a wrong name is a 404', async ({ client }) => {
    const offre = await aLiveOffre()
    /* Ids go on after a truncation on PostgreSQL: the file is the offer's range of 3. */
    const number = Math.ceil(offre.id / 3)
    const first = await client.get(route('sitemaps.file', { file: `offres-${number}.xml` }))
    first.assertStatus(200)
    for (const path of [
      route('sitemaps.file', { file: `offres-${number + 1}.xml` }),
      route('sitemaps.file', { file: 'offres-999999999.xml' }),
      route('sitemaps.file', { file: 'offres-0.xml' }),
      route('sitemaps.file', { file: 'offres-01.xml' }),
      route('sitemaps.file', { file: 'autre.xml' }),
      route('sitemaps.file', { file: 'offres-1' }),
    ]) {
      const response = await client.get(path)
      response.assertStatus(404)
    }
  })

  test('robots.txt points at the index', async ({ client, assert }) => {
    assert.include(await textOf(client.get(route('robots'))), `Sitemap: ${appUrl}/sitemap.xml`)
  })
})

test.group('Job board | sitemap dates', () => {
  test('each URL’s lastmod is the day its offer last changed, in the server’s zone', async ({
    client,
    assert,
  }) => {
    const offre = await aLiveOffre()
    /* Late in the evening: a conversion to another zone's day would show. */
    const changed = DateTime.local(2026, 3, 14, 23, 45)
    await db
      .from('offres')
      .where('id', offre.id)
      .update({
        updated_at: changed.toFormat(db.connection().dialect.dateTimeFormat),
      })

    const index = await client.get(route('sitemap'))
    const file = locs(index.text()).find((loc) =>
      loc.includes(route('sitemaps.file', { file: 'offres-' }))
    )!
    const xml = await client.get(new URL(file).pathname)
    xml.assertStatus(200)
    assert.include(xml.text(), `<lastmod>${changed.toISODate()}</lastmod>`)
  })
})

test.group('Job board | sitemap index cost', () => {
  /*
  | The index groups every public offer (33,000 at 10×); read from the index of
  | migration 0290, the offers' rows are never visited (64–77 → ~20 ms on SQLite,
  | docs/performance.md). Without that index this plan visits each row.
  */
  test('the grouping reads the public offers from the index alone', async ({ assert }) => {
    const { sql, bindings } = offreFilesQuery().toSQL()
    if (db.connection().dialect.name === 'postgres') {
      const plan = await db.transaction(async (trx) => {
        /*
         * On an empty table any plan will do: allow only reads of an index, and
         * set aside the offres' other indexes (the transaction is rolled back):
         * emptied by DELETE, the table's statistics may favour one of them.
         */
        const others = await trx.rawQuery(
          `select indexname from pg_indexes where tablename = 'offres'
             and indexname not in ('offres_pkey', 'offres_statut_id_sitemap_index')
             and indexname not in (select conname from pg_constraint)`
        )
        for (const { indexname: name } of others.rows as { indexname: string }[]) {
          await trx.rawQuery(`drop index "${name}"`)
        }
        await trx.rawQuery('set local enable_seqscan = off')
        await trx.rawQuery('set local enable_bitmapscan = off')
        const explained = await trx.rawQuery(`explain ${sql}`, [...bindings] as string[])
        await trx.rollback()
        return (explained.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN'])
      })
      assert.match(plan.join('\n'), /Index Only Scan using offres_statut_id_sitemap_index/)
    } else {
      assert.match(
        sqliteQueryPlan(sql, [...bindings]),
        /COVERING INDEX offres_statut_id_sitemap_index/
      )
    }
  })
})
