import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| An owner's live contacts newest first: the dashboard's five latest contacts
| (and the list sorted by date) read them in the index's order and stop,
| instead of sorting all of the owner's contacts (1.4 ms at 1,000 on SQLite).
| The offres have had theirs (user_id, created_at) since 0030.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('contacts', (table) => {
      table.index(['user_id', 'created_at', 'id'], 'contacts_user_id_created_at_id_index')
    })
  }

  async down() {
    this.schema.alterTable('contacts', (table) => {
      table.dropIndex(['user_id', 'created_at', 'id'], 'contacts_user_id_created_at_id_index')
    })
  }
}
