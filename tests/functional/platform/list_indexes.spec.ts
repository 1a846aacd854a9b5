import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { sqliteQueryPlan } from '#tests/helpers/sqlite_plan'
import Contact from '#models/contact'
import Societe from '#models/societe'
import Offre from '#models/offre'
import Texte from '#models/texte'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'

/*
| A list page counts the owner's records outside the trash on every visit;
| the (user_id, deleted_at) index answers that count without reading the
| rows (database/migrations/0085_index_live_records.ts).
*/
async function countPlan(table: string, sql: string, bindings: unknown[]) {
  if (db.connection().dialect.name === 'postgres') {
    /* On a tiny table any plan will do: allow only plans that never read the rows. */
    const plan = await db.transaction(async (trx) => {
      /*
       * A table as a new one, never analysed (what the plan below is about,
       * whatever an earlier spec left): tests empty the tables with DELETE
       * (tests/helpers/test_database.ts), which leaves their pages and
       * statistics, and a seemingly empty table makes every plan tie.
       */
      await trx.rawQuery(`truncate ${table} cascade`)
      /*
       * enable_indexscan also disables index-only scans, so every index
       * plan costs the same "disabled" amount and an empty table leaves
       * ties, broken by the order the indexes were created in (which a
       * restore changes: pg_restore creates them by name). So every other
       * index of the table is set aside for this plan (the primary key, which
       * holds no user_id, cannot tie): what remains is
       * whether (user_id, deleted_at) answers the count without the rows. The
       * transaction is rolled back.
       */
      const others = await trx.rawQuery(
        `select i.indexname, c.conname from pg_indexes i
           left join pg_constraint c on c.conname = i.indexname and c.contype = 'u'
          where i.tablename = ? and i.indexname <> ? and i.indexname <> ?`,
        [table, `${table}_user_id_deleted_at_index`, `${table}_pkey`]
      )
      for (const row of others.rows as { indexname: string; conname: string | null }[]) {
        await trx.rawQuery(
          row.conname
            ? `alter table ${table} drop constraint "${row.conname}"`
            : `drop index "${row.indexname}"`
        )
      }
      await trx.rawQuery('set local enable_seqscan = off')
      await trx.rawQuery('set local enable_indexscan = off')
      await trx.rawQuery('set local enable_bitmapscan = off')
      const explained = await trx.rawQuery(`explain ${sql}`, bindings as string[])
      await trx.rollback()
      return explained
    })
    return (plan.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n')
  }
  return sqliteQueryPlan(sql, bindings)
}

test.group('Platform | list indexes', () => {
  for (const [table, model] of [
    ['contacts', Contact],
    ['societes', Societe],
    ['offres', Offre],
    ['texte_modeles', Texte],
  ] as const) {
    test(`the count of the ${table} list is answered by (user_id, deleted_at)`, async ({
      assert,
    }) => {
      const user = await UserFactory.create()
      /* The four models share the owned-and-trashable scopes (models/mixins/owned_trashable.ts). */
      const query = (model as unknown as typeof Contact)
        .query()
        .apply((scopes) => {
          scopes.ownedBy(user)
          scopes.trash(null)
        })
        .count('* as total')
        .toSQL()
      const plan = await countPlan(table, query.sql, [...query.bindings])
      const index = `${table}_user_id_deleted_at_index`
      if (db.connection().dialect.name === 'postgres') {
        assert.match(plan, new RegExp(`Index Only Scan using ${index}`))
      } else {
        assert.match(plan, new RegExp(`COVERING INDEX ${index}`))
      }
    })
  }

  test('the dashboard’s latest contacts are read in (user_id, created_at, id) order, not sorted', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    await ContactFactory.merge({ userId: user.id }).createMany(3)
    const query = Contact.query()
      .where('user_id', user.id)
      .whereNull('deleted_at')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(5)
      .toSQL()
    if (db.connection().dialect.name === 'postgres') {
      const plan = await db.transaction(async (trx) => {
        /* On a tiny table a sort is as cheap as anything: allow only ordered index reads. */
        await trx.rawQuery('set local enable_seqscan = off')
        await trx.rawQuery('set local enable_bitmapscan = off')
        await trx.rawQuery('set local enable_sort = off')
        const explained = await trx.rawQuery(`explain ${query.sql}`, [
          ...query.bindings,
        ] as string[])
        await trx.rollback()
        return (explained.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN'])
      })
      assert.match(
        plan.join('\n'),
        /Index Scan Backward using contacts_user_id_created_at_id_index/
      )
      assert.notMatch(plan.join('\n'), /Sort/)
    } else {
      const plan = sqliteQueryPlan(query.sql, [...query.bindings])
      assert.match(plan, /contacts_user_id_created_at_id_index/)
      assert.notMatch(plan, /TEMP B-TREE/)
    }
  })
})
