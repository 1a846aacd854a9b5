import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Spreadsheet imports (docs/product.md, "Import"): the parsed rows of an
| uploaded file until the import is run (the file itself is never written to
| disk), then what the import did, so it can be undone as one batch.
*/
export default class extends BaseSchema {
  protected tableName = 'imports'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('kind', 20).notNullable()
      table.string('filename', 255).notNullable()
      table.string('status', 20).notNullable()
      table.text('headers').notNullable()
      /* The parsed rows (JSON) until the import has run; emptied then. */
      table.text('rows', 'longtext').notNullable()
      table.integer('total').notNullable()
      /* What the import did (JSON): created and updated ids, previous values, rejected rows. */
      table.text('outcome', 'longtext').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id', 'kind'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
