import type { HttpContext } from '@adonisjs/core/http'
import Societe from '#models/societe'
import { serializeSocieteOption } from '#transformers/societe_transformer'

export default class UserSocietesController {
  /** GET /api/user/societes: the caller's live companies, for pickers (docs/product.md §2). */
  async index({ auth }: HttpContext) {
    const societes = await Societe.query()
      .select('id', 'nom', 'ville', 'siret')
      .apply((scopes) => {
        scopes.ownedBy(auth.getUserOrFail())
        scopes.live()
      })
      .orderBy('nom', 'asc')
      .orderBy('id', 'asc')
    return societes.map(serializeSocieteOption)
  }
}
