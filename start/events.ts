/*
| Application event listeners, and the hooks that tie a model to what serves
| it: a model never imports a service (docs/architecture.md), so a service
| that must hear of a model's writes subscribes to its hooks here.
*/
import type { LucidModel } from '@adonisjs/lucid/types/model'
import Offre from '#models/offre'
import Societe from '#models/societe'
import publicPages from '#services/public_board/public_page_cache'

/*
| The job board's kept pages show offers and their sociétés' names and towns
| (app/services/public_board/public_page_cache.ts): any save or delete of
| either through its model empties them in this process.
*/
function forgetsPublicPages(Model: LucidModel) {
  Model.boot()
  Model.after('save', () => publicPages.clear())
  Model.after('delete', () => publicPages.clear())
}

forgetsPublicPages(Offre)
forgetsPublicPages(Societe)
