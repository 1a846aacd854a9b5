import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  FIRST_SEARCHABLE_TABLES,
  dropSqliteSearchIndexSql,
  rewriteSearchText,
  sqliteSearchIndexSql,
} from '#models/search_text'

/*
| The folded search text of sociétés, contacts, offres and templates, filled
| for the rows already there, and its substring index: FTS5 trigram on SQLite,
| pg_trgm GIN on PostgreSQL (app/models/search_text.ts). pg_trgm is a trusted
| extension (PostgreSQL 13+): the database's owner may create it.
*/
export default class extends BaseSchema {
  async up() {
    for (const table of FIRST_SEARCHABLE_TABLES)
      this.schema.alterTable(table, (columns) => {
        columns.text('search_text').notNullable().defaultTo('')
      })

    this.defer(async (db) => {
      const societes = await db.from('societes').select('id', 'nom')
      const nomOf = new Map(societes.map((societe) => [societe.id, societe.nom as string]))
      for (const table of FIRST_SEARCHABLE_TABLES)
        await rewriteSearchText(db, table, (societeId) => nomOf.get(societeId) ?? null)

      if (db.dialect.name === 'postgres') {
        await db.rawQuery('create extension if not exists pg_trgm')
        for (const table of FIRST_SEARCHABLE_TABLES)
          await db.rawQuery(
            `create index ${table}_search_text_trgm on ${table} using gin (search_text gin_trgm_ops)`
          )
      } else {
        for (const table of FIRST_SEARCHABLE_TABLES)
          for (const sql of sqliteSearchIndexSql(table, 'full')) await db.rawQuery(sql)
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const table of FIRST_SEARCHABLE_TABLES) {
        if (db.dialect.name === 'postgres') {
          await db.rawQuery(`drop index if exists ${table}_search_text_trgm`)
        } else {
          for (const sql of dropSqliteSearchIndexSql(table)) await db.rawQuery(sql)
        }
      }
    })
    for (const table of FIRST_SEARCHABLE_TABLES)
      this.schema.alterTable(table, (columns) => {
        columns.dropColumn('search_text')
      })
  }
}
