import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| e-sidoor's « Envois en échec » (app/services/platform/failed_mails.ts):
| an operator reads whom a mail was for and what it said without composing
| it again (composing a reset mail makes a token), so the job writes the
| recipient's address and the subject when it composes the message (null:
| never composed yet). A failed mail may be put back into the outbox once:
| `resent_at` and `resent_by` say when and by whom, and the conditional
| UPDATE that resends it requires `resent_at` to be null.
|
| `resent_by` is added with a plain ALTER TABLE on both databases, as in
| 0200: on SQLite, knex would rebuild the whole table to add a reference.
*/
export default class extends BaseSchema {
  protected tableName = 'mail_deliveries'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('recipient', 254).nullable()
      table.string('subject', 255).nullable()
      table.timestamp('resent_at').nullable()
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `alter table ${this.tableName} add column resent_by integer null references users (id) on delete set null`
      )
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const column of ['resent_by', 'resent_at', 'subject', 'recipient']) {
        await db.rawQuery(`alter table ${this.tableName} drop column ${column}`)
      }
    })
  }
}
