import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Employer approval (app/services/accounts/pro_approval.ts): an account
| is "en_attente" until an esi admin validates it ("validee"), refuses it
| ("refusee") or, later, suspends it ("suspendue"). Only a validated owner's
| offers are ever public. The column defaults to "en_attente" so any way an
| account is made without saying otherwise stays off the board; the accounts
| that exist when this runs were trusted before approval existed, so they
| are validated here.
|
| `approval_changed_by` is added with a plain ALTER TABLE on both databases:
| on SQLite, knex would rebuild the whole users table to add a reference.
*/
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('approval_status', 20).notNullable().defaultTo('en_attente')
      /* Why it was refused or suspended (≤ 1,000 characters, sent to the account). */
      table.text('approval_reason').nullable()
      table.timestamp('approval_changed_at').nullable()
      /* e-sidoor's queue and the sidebar's count read this. */
      table.index(['approval_status'])
    })
    this.defer(async (db) => {
      await db.rawQuery(
        'alter table users add column approval_changed_by integer null references users (id) on delete set null'
      )
      await db.from(this.tableName).update({ approval_status: 'validee' })
    })
  }

  /* Plain statements as well: knex would rebuild the users table on SQLite, where the owner-version triggers (0170) stop it. */
  async down() {
    this.defer(async (db) => {
      await db.rawQuery('drop index if exists users_approval_status_index')
      for (const column of [
        'approval_changed_by',
        'approval_changed_at',
        'approval_reason',
        'approval_status',
      ]) {
        await db.rawQuery(`alter table users drop column ${column}`)
      }
    })
  }
}
