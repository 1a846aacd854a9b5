import { DateTime } from 'luxon'
import { BaseSchema } from '@adonisjs/lucid/schema'
import { DEFAULT_PAGE_TEXTES } from '#database/defaults/page_textes'

export default class extends BaseSchema {
  protected tableName = 'page_textes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table.string('cle', 60).notNullable().unique()
      table.string('titre', 150).notNullable()
      table.text('contenu').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    this.defer(async (db) => {
      const now = DateTime.now().toSQL({ includeOffset: false })
      await db
        .table(this.tableName)
        .multiInsert(
          DEFAULT_PAGE_TEXTES.map((texte) => ({ ...texte, created_at: now, updated_at: now }))
        )
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
