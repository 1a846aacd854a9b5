import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Every reply sent to a candidate from an application's page (docs/product.md,
| "Candidatures"): who sent it and when, from which template (its name as it
| was, the template may be renamed or deleted since), the subject and the
| sanitised text as sent, and the delivery that says whether it left
| (mail_deliveries: en_attente, envoye, echec). Shown in the application's
| activity; deleted with the application (app/services/candidatures/erasure.ts).
*/
export default class extends BaseSchema {
  protected tableName = 'candidature_reponses'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('candidature_id')
        .unsigned()
        .notNullable()
        .references('candidatures.id')
        .onDelete('CASCADE')
      /* Who sent it (the application's owner: only they may reply). */
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('texte_modele_id')
        .unsigned()
        .nullable()
        .references('texte_modeles.id')
        .onDelete('SET NULL')
      table.string('texte_nom', 150).notNullable()
      table.string('sujet', 200).notNullable()
      /* Sanitised HTML, the mail's body as sent. */
      table.text('contenu').notNullable()
      table
        .integer('mail_delivery_id')
        .unsigned()
        .nullable()
        .references('mail_deliveries.id')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      /* The application's activity reads its replies newest first. */
      table.index(['candidature_id', 'created_at', 'id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
