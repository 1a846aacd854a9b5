import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The public job board (/emplois): where candidates apply (an address or an
| e-mail, optional; never the référent's) and the index its list and sitemap
| read, every owner's published offers, newest first.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('offres', (table) => {
      table.string('candidature', 500).nullable()
      table.index(['statut', 'published_at'], 'offres_statut_published_at_index')
    })
  }

  async down() {
    this.schema.alterTable('offres', (table) => {
      table.dropIndex(['statut', 'published_at'], 'offres_statut_published_at_index')
      table.dropColumn('candidature')
    })
  }
}
