import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { sqliteQueryPlan } from '#tests/helpers/sqlite_plan'
import Contact from '#models/contact'
import Societe from '#models/societe'
import Offre from '#models/offre'
import TexteModele from '#models/texte_modele'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'

/*
| A list page counts the owner's records outside the trash on every visit;
| the (user_id, deleted_at) index answers that count without reading the
| rows (database/migrations/0085_index_live_records.ts).
*/
async function countPlan(sql: string, bindings: unknown[]) {
  if (db.connection().dialect.name === 'postgres') {
    /* On a tiny table any plan will do: allow only plans that never read the rows. */
    const plan = await db.transaction(async (trx) => {
      /*
       * enable_indexscan also disables index-only scans: among the disabled
       * plans left, e-sidoor's index of every live contact by name (0273,
       * led by deleted_at), the contacts by creation (0280, led by user_id)
       * and the live contacts by name (0281, partial) cost less on an empty
       * table, and the sitemap's offres (0290) can tie. Set aside for this plan only: the transaction is rolled back.
       */
      await trx.rawQuery('drop index if exists contacts_live_nom_prenom_id_index')
      await trx.rawQuery('drop index if exists contacts_user_id_created_at_id_index')
      await trx.rawQuery('drop index if exists contacts_live_nom_prenom_id_partial_index')
      /* The sitemap's offres by statut and id (0290) covers user_id and deleted_at too: on an empty table it can tie. */
      await trx.rawQuery('drop index if exists offres_statut_id_sitemap_index')
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

test.group('Platform | list indexes', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  for (const [table, model] of [
    ['contacts', Contact],
    ['societes', Societe],
    ['offres', Offre],
    ['texte_modeles', TexteModele],
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
      const plan = await countPlan(query.sql, [...query.bindings])
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
