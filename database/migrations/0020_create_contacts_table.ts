import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'contacts'

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
      /* A company deleted for good leaves its contacts without one, never deletes them. */
      table
        .integer('societe_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('societes')
        .onDelete('SET NULL')
        .index()
      table.string('civilite', 3).nullable()
      table.string('prenom', 100).nullable()
      table.string('nom', 100).notNullable()
      table.string('email', 254).nullable()
      table.string('telephone', 30).nullable()
      table.string('mobile', 30).nullable()
      table.string('fonction', 150).nullable()
      table.string('ville', 120).nullable()
      table.string('statut', 20).notNullable().defaultTo('prospect')
      table.text('notes').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.timestamp('deleted_at').nullable().index()

      /* Lists are always one owner's: sorted by name (last, then first), searched, filtered. */
      table.index(['user_id', 'nom', 'prenom'])
      table.index(['user_id', 'email'])
      table.index(['user_id', 'statut'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
