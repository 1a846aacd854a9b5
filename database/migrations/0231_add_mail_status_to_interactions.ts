import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| A template e-mail is recorded on the contact's timeline when it is asked
| for, then sent by a job (app/jobs/send_mail_job.ts): `mail_status` says
| where it is (en_attente, envoye, echec) and `mail_attempts` how many times
| it was tried. Null for hand-logged interactions and for the e-mails sent
| before the queue (they were sent in the request).
*/
export default class extends BaseSchema {
  protected tableName = 'interactions'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('mail_status', 12).nullable()
      table.integer('mail_attempts').nullable()
    })
  }

  /* Plain statements: knex would rebuild the table on SQLite, where the owner-version triggers (0170) stop it. */
  async down() {
    this.defer(async (db) => {
      for (const column of ['mail_attempts', 'mail_status']) {
        await db.rawQuery(`alter table ${this.tableName} drop column ${column}`)
      }
    })
  }
}
