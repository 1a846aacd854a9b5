import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Every owner's live contacts in the list's order (nom, prénom, id): e-sidoor's
| list reads them in that order and stops at a full page, instead of sorting
| every matching contact (app/services/dashboards/all_contacts.ts).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('contacts', (table) => {
      table.index(['deleted_at', 'nom', 'prenom', 'id'], 'contacts_live_nom_prenom_id_index')
    })
  }

  async down() {
    this.schema.alterTable('contacts', (table) => {
      table.dropIndex(['deleted_at', 'nom', 'prenom', 'id'], 'contacts_live_nom_prenom_id_index')
    })
  }
}
