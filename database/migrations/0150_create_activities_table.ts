import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The history of changes (docs/product.md, "Activité"): one row per create,
| update, trash, restore, statut change, merge or import of a société,
| contact, offre or text template, written in the transaction of the change
| (app/models/mixins/tracked.ts). `user_id` owns the row (the record's
| owner), `actor_id` is who did it; `changes` holds the fields, old → new.
*/
export default class extends BaseSchema {
  protected tableName = 'activities'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.integer('actor_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('subject_type', 20).notNullable()
      table.integer('subject_id').unsigned().notNullable()
      table.string('action', 20).notNullable()
      /* JSON: [{ field, from, to }] or [{ field, rich: true }]; null when nothing to list. */
      table.text('changes').nullable()
      /* The other record of a merge, the file of an import. */
      table.string('detail', 255).nullable()
      table.timestamp('created_at').notNullable()
      /* A record's timeline reads newest first, by the id on equal seconds. */
      table.index(['subject_type', 'subject_id', 'created_at', 'id'])
      table.index(['user_id', 'created_at'])
      table.index(['actor_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
