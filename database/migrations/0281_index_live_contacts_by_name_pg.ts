import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| PostgreSQL does not read `deleted_at IS NULL` as fixing the first column of
| 0273's `(deleted_at, nom, prenom, id)` index for the order that follows, so
| e-sidoor's unsearched list of every live contact sorted a million rows
| (270 ms at 10×). A partial index of the live contacts in the list's order
| lets it stop at the page. SQLite already reads 0273's index in order.
*/
const NAME = 'contacts_live_nom_prenom_id_partial_index'

export default class extends BaseSchema {
  async up() {
    if (this.db.dialect.name !== 'postgres') return
    this.schema.raw(
      `create index if not exists ${NAME} on contacts (nom, prenom, id) where deleted_at is null`
    )
  }

  async down() {
    if (this.db.dialect.name !== 'postgres') return
    this.schema.raw(`drop index if exists ${NAME}`)
  }
}
