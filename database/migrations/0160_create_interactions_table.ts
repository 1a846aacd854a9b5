import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Interactions with a contact (docs/product.md, "Activité"): a call, an
| e-mail, a meeting, an interview, a note, or a template sent from the app,
| optionally about one of the owner's offres, optionally with a follow-up
| date ("relancer le …") until it is marked done.
*/
export default class extends BaseSchema {
  protected tableName = 'interactions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('contact_id')
        .unsigned()
        .notNullable()
        .references('contacts.id')
        .onDelete('CASCADE')
      table.integer('offre_id').unsigned().nullable().references('offres.id').onDelete('SET NULL')
      table.string('type', 20).notNullable()
      table.timestamp('occurred_at').notNullable()
      /* Sanitised HTML (app/services/textes/rich_text.ts). */
      table.text('resume').nullable()
      /* An e-mail sent from the app: its subject. */
      table.string('sujet', 255).nullable()
      table.date('relance_le').nullable()
      table.timestamp('relance_faite_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['contact_id', 'occurred_at', 'id'])
      table.index(['offre_id', 'occurred_at', 'id'])
      /* "À relancer": the open follow-ups of one user, by date. */
      table.index(['user_id', 'relance_faite_at', 'relance_le'])
      /* e-sidoor's "Activité récente" of one pro. */
      table.index(['user_id', 'occurred_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
