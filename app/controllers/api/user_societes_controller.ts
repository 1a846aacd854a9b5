import type { HttpContext } from '@adonisjs/core/http'
import Societe from '#models/societe'
import SocieteTransformer from '#transformers/societe_transformer'
import { serializeAs } from '#transformers/serialize_as'

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
    return societes.map(serializeAs(SocieteTransformer, 'forPicker'))
  }
}
