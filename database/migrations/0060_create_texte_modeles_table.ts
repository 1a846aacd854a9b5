import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'texte_modeles'

  async up() {
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
      table.string('nom', 150).notNullable()
      table.string('sujet', 200).nullable()
      table.text('contenu').nullable()
      table.boolean('partage').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.timestamp('deleted_at').nullable().index()

      /* Every list reads the owner's templates plus everyone's shared ones. */
      table.index(['partage', 'deleted_at'])
    })

    /*
    | One live template per name and owner, whatever the case: the validator
    | checks it first with a French message, this catches two saves racing.
    | Partial and expression indexes read the same on PostgreSQL and SQLite.
    */
    this.schema.raw(
      'CREATE UNIQUE INDEX texte_modeles_user_nom_live_unique ON texte_modeles (user_id, lower(nom)) WHERE deleted_at IS NULL'
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
