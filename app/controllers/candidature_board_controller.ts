import type { HttpContext } from '@adonisjs/core/http'
import Offre from '#models/offre'
import { BOARD_COLUMN_SIZE, boardColumns } from '#services/candidatures/board'
import OffreTransformer from '#transformers/offre_transformer'

/*
| An offer's applications as a board, one column per statut (docs/product.md,
| "Candidatures"). Another owner's offer is a 404 (found through the owner
| scope); droit "lecteur" sees the board and moves nothing (`can.update`,
| and the statut route's own 403). A move is the inbox's statut change
| (CandidaturesController.statut), which comes back here.
*/
export default class CandidatureBoardController {
  async show({ auth, params, bouncer, inertia }: HttpContext) {
    const user = auth.getUserOrFail()
    const offre = await Offre.findOwnedOrFail(user, params.id)
    await bouncer.with('OffrePolicy').authorize('view', offre)
    return inertia.render('candidatures/board', {
      offre: new OffreTransformer(offre).forBoard(),
      columns: await boardColumns(user, offre),
      columnSize: BOARD_COLUMN_SIZE,
      can: { update: await bouncer.with('CandidaturePolicy').allows('create') },
    })
  }
}
