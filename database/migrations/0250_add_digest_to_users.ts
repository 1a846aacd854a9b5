import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The morning digest (app/services/activite/digest.ts): whether the user
| receives it; on by default, switched off from the profile. A plain column
| with a default, added without rebuilding the table on SQLite.
*/
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.boolean('digest_enabled').notNullable().defaultTo(true)
    })
  }

  /* A plain statement: knex would rebuild the users table on SQLite, where the owner-version triggers (0170) stop it. */
  async down() {
    this.defer(async (db) => {
      await db.rawQuery('alter table users drop column digest_enabled')
    })
  }
}
