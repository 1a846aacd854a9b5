import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| A mutex for the installation wizard: each attempt inserts the row with
| id 1 first thing in its transaction and deletes it before committing, so
| concurrent attempts wait for each other (the primary key) and the later
| ones then see the account the first created. The table is empty at rest.
*/
export default class extends BaseSchema {
  protected tableName = 'installation_locks'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.integer('id').primary()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
