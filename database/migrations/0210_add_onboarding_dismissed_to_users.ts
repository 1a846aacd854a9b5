import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The dashboard's "Premiers pas" checklist (app/services/dashboards/onboarding.ts): when
| the user hid it with "Masquer" (null: shown while a step is left). A plain
| nullable column, added without rebuilding the table on SQLite.
*/
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('onboarding_dismissed_at').nullable()
    })
  }

  /* A plain statement: knex would rebuild the users table on SQLite, where the owner-version triggers (0170) stop it. */
  async down() {
    this.defer(async (db) => {
      await db.rawQuery('alter table users drop column onboarding_dismissed_at')
    })
  }
}
