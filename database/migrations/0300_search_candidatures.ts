import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  dropSqliteSearchIndexSql,
  rewriteSearchText,
  sqliteSearchIndexSql,
} from '#models/search_text'

/*
| Applications found by the header search and the command palette like the
| other records (app/models/search_text.ts): their search text written again
| with the shared folding (ligatures spelled out, spaces collapsed), and the
| same substring index: FTS5 trigram on SQLite, pg_trgm GIN on PostgreSQL
| (the extension was created by migration 0080).
*/
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await rewriteSearchText(db, 'candidatures', () => null)
      if (db.dialect.name === 'postgres') {
        await db.rawQuery(
          'create index candidatures_search_text_trgm on candidatures using gin (search_text gin_trgm_ops)'
        )
      } else {
        for (const sql of sqliteSearchIndexSql('candidatures')) await db.rawQuery(sql)
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        await db.rawQuery('drop index if exists candidatures_search_text_trgm')
      } else {
        for (const sql of dropSqliteSearchIndexSql('candidatures')) await db.rawQuery(sql)
      }
    })
  }
}
