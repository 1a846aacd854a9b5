import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  COUNTED_TABLES,
  SQLITE_USERS_RECORD_COUNTS,
  dropPgRecordCountsSql,
  dropSqliteRecordCountsSql,
  pgRecordCountsSql,
  recountSql,
  sqliteRecordCountsSql,
} from '#models/record_counts'

/*
| `record_counts`: each owner's live sociétés, contacts and offres (per
| statut), kept by triggers (app/models/record_counts.ts) and back-filled
| here; e-sidoor's home reads them instead of counting every row. Also the
| index that finds public offers past their deadline.
| No foreign key: a cascade may delete the owner before its records.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('record_counts', (table) => {
      table.integer('user_id').notNullable()
      table.string('record', 20).notNullable()
      table.string('statut', 20).notNullable().defaultTo('')
      table.integer('total').notNullable().defaultTo(0)
      table.primary(['user_id', 'record', 'statut'])
    })
    /* The public offers whose deadline has passed, subtracted from the kept count. */
    this.schema.alterTable('offres', (table) => {
      table.index(['statut', 'date_limite'], 'offres_statut_date_limite_index')
    })
    this.defer(async (db) => {
      for (const sql of recountSql()) await db.rawQuery(sql)
      if (db.dialect.name === 'postgres') {
        for (const sql of pgRecordCountsSql()) await db.rawQuery(sql)
      } else {
        for (const table of COUNTED_TABLES)
          for (const sql of sqliteRecordCountsSql(table)) await db.rawQuery(sql)
        await db.rawQuery(SQLITE_USERS_RECORD_COUNTS)
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      const drops =
        db.dialect.name === 'postgres' ? dropPgRecordCountsSql() : dropSqliteRecordCountsSql()
      for (const sql of drops) await db.rawQuery(sql)
    })
    this.schema.alterTable('offres', (table) => {
      table.dropIndex(['statut', 'date_limite'], 'offres_statut_date_limite_index')
    })
    this.schema.dropTable('record_counts')
  }
}
