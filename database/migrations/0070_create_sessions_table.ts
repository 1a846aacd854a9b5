import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Server-side sessions (@adonisjs/session database store): the cookie holds
| only the signed id, so ending a session here ends every copy of it.
| `user_id` tags a signed-in session with its user (the "Sessions actives"
| list, "log out other devices", ending every session on a password reset).
*/
export default class extends BaseSchema {
  protected tableName = 'sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id').primary()
      table.text('data').notNullable()
      table.string('user_id').nullable().index()
      table.timestamp('expires_at').notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
