import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Every change of a user's role, droit or staff flag: who did it (null when
| it came from the command line or the actor's account is gone), to whom,
| and the three values before and after, as JSON text (same on SQLite and
| PostgreSQL).
*/
export default class extends BaseSchema {
  protected tableName = 'access_audits'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table
        .integer('actor_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
        .index()
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.text('before').notNullable()
      table.text('after').notNullable()
      table.timestamp('created_at').notNullable()

      /* A user's history is read newest first. */
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
