import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'societes'

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
      table.string('nom', 255).notNullable()
      table.string('siret', 14).nullable()
      table.string('forme_juridique', 20).nullable()
      table.string('secteur', 120).nullable()
      table.string('adresse', 255).nullable()
      table.string('code_postal', 5).nullable()
      table.string('ville', 120).nullable()
      table.string('pays', 80).notNullable().defaultTo('France')
      table.string('telephone', 30).nullable()
      table.string('email', 254).nullable()
      table.string('site_web', 255).nullable()
      table.text('description').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.timestamp('deleted_at').nullable().index()

      /* Both databases treat NULLs as distinct here: many companies may have no SIRET. */
      table.unique(['user_id', 'siret'])
      /* Lists are always one owner's, searched and sorted by name or town. */
      table.index(['user_id', 'nom'])
      table.index(['user_id', 'ville'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
