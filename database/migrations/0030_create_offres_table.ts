import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'offres'

  async up() {
    /*
    | One counter per year for the references (OFF-<year>-<0001…>), bumped
    | with a single atomic upsert inside the create transaction
    | (app/models/offre_reference.ts): concurrent creates never share a number.
    */
    this.schema.createTable('offre_sequences', (table) => {
      table.integer('year').notNullable().primary()
      table.integer('last').notNullable().defaultTo(0)
    })

    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
        .index()
      /*
      | Restrict: an offer cannot lose its company (the column is required), and
      | purging a company must not silently delete the offers published for it.
      | NO ACTION is checked at the end of the statement, so deleting the owner
      | (which cascades to both tables at once) still works.
      */
      table
        .integer('societe_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('societes')
        .onDelete('NO ACTION')
        .index()
      /* A contact deleted for good leaves the offer without a référent. */
      table
        .integer('contact_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('contacts')
        .onDelete('SET NULL')
        .index()
      table.string('reference', 20).notNullable().unique()
      table.string('titre', 150).notNullable()
      table.string('type_contrat', 20).nullable()
      table.string('lieu', 150).nullable()
      table.string('teletravail', 10).notNullable().defaultTo('aucun')
      table.integer('salaire_min').nullable()
      table.integer('salaire_max').nullable()
      table.date('date_debut').nullable()
      table.date('date_limite').nullable()
      table.text('description').notNullable()
      table.text('profil').nullable()
      table.string('statut', 20).notNullable().defaultTo('brouillon')
      table.timestamp('published_at').nullable()
      table.timestamp('closed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.timestamp('deleted_at').nullable().index()

      /* Lists are always one owner's: searched by title, reference or place, filtered, sorted. */
      table.index(['user_id', 'titre'])
      table.index(['user_id', 'reference'])
      table.index(['user_id', 'lieu'])
      table.index(['user_id', 'statut'])
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
    this.schema.dropTable('offre_sequences')
  }
}
