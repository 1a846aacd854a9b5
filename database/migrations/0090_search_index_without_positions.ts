import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  FIRST_SEARCHABLE_TABLES,
  dropSqliteSearchIndexSql,
  sqliteSearchIndexSql,
} from '#models/search_text'

/*
| SQLite: the trigram indexes rebuilt without positions (`detail=none`):
| substring searches never use them, and the search over every owner's
| contacts takes half the time (docs/performance.md). PostgreSQL's pg_trgm
| index is unchanged.
*/
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') return
      for (const table of FIRST_SEARCHABLE_TABLES)
        for (const sql of [
          ...dropSqliteSearchIndexSql(table),
          ...sqliteSearchIndexSql(table, 'none'),
        ])
          await db.rawQuery(sql)
    })
  }

  async down() {
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') return
      for (const table of FIRST_SEARCHABLE_TABLES)
        for (const sql of [
          ...dropSqliteSearchIndexSql(table),
          ...sqliteSearchIndexSql(table, 'full'),
        ])
          await db.rawQuery(sql)
    })
  }
}
