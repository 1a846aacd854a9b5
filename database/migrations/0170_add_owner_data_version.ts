import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  PG_OWNER_VERSION_FUNCTION,
  VERSIONED_TABLES,
  dropPgOwnerVersionSql,
  dropSqliteOwnerVersionSql,
  pgOwnerVersionSql,
  sqliteOwnerVersionSql,
} from '#models/owner_version'

/*
| `users.data_version`, moved by triggers whenever one of the user's sociétés,
| contacts, offres or interactions changes (app/models/owner_version.ts); the
| list pages and the bell's count are kept per process under it
| (app/services/platform/owner_cache.ts).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.integer('data_version').notNullable().defaultTo(0)
    })
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        await db.rawQuery(PG_OWNER_VERSION_FUNCTION)
        for (const table of VERSIONED_TABLES) await db.rawQuery(pgOwnerVersionSql(table))
      } else {
        for (const table of VERSIONED_TABLES)
          for (const sql of sqliteOwnerVersionSql(table)) await db.rawQuery(sql)
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        for (const table of VERSIONED_TABLES) await db.rawQuery(dropPgOwnerVersionSql(table))
        await db.rawQuery('drop function if exists owner_data_changed()')
      } else {
        for (const table of VERSIONED_TABLES)
          for (const sql of dropSqliteOwnerVersionSql(table)) await db.rawQuery(sql)
      }
    })
    this.schema.alterTable('users', (table) => {
      table.dropColumn('data_version')
    })
  }
}
