import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Applications sent on the public job board (docs/product.md,
| "Candidatures"). `user_id` is the offer's owner (copied, so the inbox and
| its counts read one table); the CV is a private file of the drive
| (`cv_key`, a random name), never under public/. One application per e-mail
| and offer. Deleting the offer or the owner deletes the rows; the files are
| deleted by the code that deletes them (app/services/candidatures/*).
*/
export default class extends BaseSchema {
  protected tableName = 'candidatures'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.integer('offre_id').unsigned().notNullable().references('offres.id').onDelete('CASCADE')
      table.string('prenom', 120).notNullable()
      table.string('nom', 120).notNullable()
      /* Lower-cased: the duplicate check and the search read it so. */
      table.string('email', 254).notNullable()
      table.string('telephone', 40).nullable()
      /* Plain text, ≤ 5,000 characters. */
      table.text('message').nullable()
      /* The drive key (random), the name the candidate gave, the type read from the bytes, the size. */
      table.string('cv_key', 100).notNullable()
      table.string('cv_nom', 255).notNullable()
      table.string('cv_type', 100).notNullable()
      table.integer('cv_taille').unsigned().notNullable()
      /* nouvelle → en_cours → entretien → retenue | refusee */
      table.string('statut', 20).notNullable().defaultTo('nouvelle')
      /* The recruiter's private notes (plain text). */
      table.text('notes').nullable()
      /* Lower-cased "prénom nom email" for the inbox's search. */
      table.text('search_text').notNullable().defaultTo('')
      table.timestamp('consent_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['offre_id', 'email'])
      table.index(['user_id', 'created_at', 'id'])
      table.index(['user_id', 'statut'])
      table.index(['offre_id', 'statut'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
