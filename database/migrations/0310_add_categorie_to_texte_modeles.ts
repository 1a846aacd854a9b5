import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Whom a text template is written for (app/models/texte.ts): a
| contact (every template so far) or the candidate of an application. The
| reply to a candidate lists « candidats » templates only, each category
| with its own placeholders.
*/
export default class extends BaseSchema {
  protected tableName = 'texte_modeles'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('categorie', 20).notNullable().defaultTo('contacts')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('categorie')
    })
  }
}
