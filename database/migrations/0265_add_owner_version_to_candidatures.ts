import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  dropPgOwnerVersionSql,
  dropSqliteOwnerVersionSql,
  pgOwnerVersionSql,
  sqliteOwnerVersionSql,
} from '#models/owner_version'

/*
| An application written, moved or deleted moves its owner's data version
| (app/models/owner_version.ts), as the other owned tables do: the offers
| list shows counts per statut and the sidebar the new ones, both kept per
| owner under that version (app/services/platform/owner_cache.ts).
*/
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        await db.rawQuery(pgOwnerVersionSql('candidatures'))
      } else {
        for (const sql of sqliteOwnerVersionSql('candidatures')) await db.rawQuery(sql)
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        await db.rawQuery(dropPgOwnerVersionSql('candidatures'))
      } else {
        for (const sql of dropSqliteOwnerVersionSql('candidatures')) await db.rawQuery(sql)
      }
    })
  }
}
