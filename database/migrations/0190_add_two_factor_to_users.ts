import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Two-factor sign-in (TOTP) on users (app/services/accounts/two_factor.ts):
| the secret encrypted with the app key, the recovery codes as a JSON list of
| SHA-256 digests (shown once, never stored readable), when the setup was
| confirmed with a first code (until then the secret is only a pending setup),
| and the last accepted 30-second time step (a code is never accepted twice).
*/
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('two_factor_secret').nullable()
      table.text('two_factor_recovery_codes').nullable()
      table.timestamp('two_factor_confirmed_at').nullable()
      table.integer('two_factor_last_step').nullable()
    })
  }

  /* Plain statements: knex would rebuild the users table on SQLite, where the owner-version triggers (0170) stop it. */
  async down() {
    this.defer(async (db) => {
      for (const column of [
        'two_factor_last_step',
        'two_factor_confirmed_at',
        'two_factor_recovery_codes',
        'two_factor_secret',
      ]) {
        await db.rawQuery(`alter table users drop column ${column}`)
      }
    })
  }
}
