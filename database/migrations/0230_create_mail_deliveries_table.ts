import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| One row per e-mail the app was asked to send (app/services/platform/mail_outbox.ts):
| what to send (`kind` and `data`, never a secret: links with tokens are made
| when the job runs), and what became of it. The job that sends it carries the
| row's id and does nothing once the row says "envoye": a mail is sent once per
| action, whatever the queue repeats. A template e-mail's row names its
| interaction (deleting the interaction before it leaves cancels it).
*/
export default class extends BaseSchema {
  protected tableName = 'mail_deliveries'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('kind', 30).notNullable()
      /* The account it is about (the recipient, or the sender of a template). */
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('CASCADE')
      table
        .integer('interaction_id')
        .unsigned()
        .nullable()
        .references('interactions.id')
        .onDelete('CASCADE')
      /* JSON: ids, addresses, a reason; what the mail needs and nothing more. */
      table.text('data').notNullable()
      /* en_attente, envoye, echec (every attempt failed), annule (nothing left to send). */
      table.string('status', 12).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      /* The last failure's technical message, for the operator (no address, no content). */
      table.string('last_error', 255).nullable()
      table.timestamp('sent_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['status', 'created_at'])
      table.index(['user_id'])
      table.index(['interaction_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
