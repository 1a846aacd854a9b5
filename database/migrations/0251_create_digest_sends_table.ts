import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| One row per user and day a morning digest was queued for
| (app/services/activite/digest_dispatch.ts): its unique key is what makes
| the 7:30 run, a second worker's run and `node ace reminders:digest` send
| one digest per user and day, whatever runs twice.
*/
export default class extends BaseSchema {
  protected tableName = 'digest_sends'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.date('day').notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'day'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
