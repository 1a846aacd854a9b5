import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The sitemap index (app/services/emplois/sitemaps.ts) groups every
| published offer by id range with its latest change, filtered as the board
| filters them (not in the trash, deadline not passed, owner validated). Read
| through (statut, date_limite), each of the 33,000 published offers at 10×
| cost a visit to its row: 64–77 ms on SQLite. This index holds every column
| the grouping reads, in id order, so the offers' rows are not visited.
*/
const NAME = 'offres_statut_id_sitemap_index'
const COLUMNS = ['statut', 'id', 'deleted_at', 'date_limite', 'user_id', 'updated_at']

export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('offres', (table) => {
      table.index(COLUMNS, NAME)
    })
  }

  async down() {
    this.schema.alterTable('offres', (table) => {
      table.dropIndex(COLUMNS, NAME)
    })
  }
}
