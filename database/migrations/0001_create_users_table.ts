import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table.string('full_name', 120).notNullable()
      table.string('email', 254).notNullable().unique()
      table.string('password').notNullable()
      table.string('role', 10).nullable().index()
      table.string('droit', 10).nullable()
      table.boolean('is_staff').notNullable().defaultTo(false)
      table.timestamp('email_verified_at').nullable()
      table.timestamp('last_login_at').nullable()
      table.string('session_epoch', 32).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
