import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Every merge of two duplicates (docs/product.md, "Doublons"): who merged
| which record into which, and which value was kept for each field.
*/
export default class extends BaseSchema {
  protected tableName = 'merges'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('kind', 20).notNullable()
      table.integer('kept_id').unsigned().notNullable()
      table.integer('merged_id').unsigned().notNullable()
      table.text('choices').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id', 'kind'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
