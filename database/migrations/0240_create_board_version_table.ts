import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  dropPgEmploisVersionSql,
  dropSqliteEmploisVersionSql,
  pgEmploisVersionSql,
  sqliteEmploisVersionSql,
} from '#models/emplois_version'

/*
| `board_version`, one row moved by triggers whenever an offre, a société, a
| page text, an account's approval or an account changes
| (app/models/emplois_version.ts); each process keeps the job board's public
| pages under it (app/services/emplois/public_page_cache.ts).
| PostgreSQL also gets `board_version_moves`, always empty once a transaction
| has committed: it orders the move after every other lock.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('board_version', (table) => {
      table.integer('id').primary()
      table.bigInteger('version').notNullable().defaultTo(0)
    })
    this.defer(async (db) => {
      await db.table('board_version').insert({ id: 1, version: 0 })
      if (db.dialect.name === 'postgres') {
        await db.rawQuery('create table board_version_moves (id bigserial primary key)')
        for (const sql of pgEmploisVersionSql()) await db.rawQuery(sql)
      } else {
        for (const sql of sqliteEmploisVersionSql()) await db.rawQuery(sql)
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        for (const sql of dropPgEmploisVersionSql()) await db.rawQuery(sql)
        await db.rawQuery('drop table if exists board_version_moves')
      } else {
        for (const sql of dropSqliteEmploisVersionSql()) await db.rawQuery(sql)
      }
    })
    this.schema.dropTable('board_version')
  }
}
