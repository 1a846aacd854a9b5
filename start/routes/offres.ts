/*
| Offres: roles pro and esi only (docs/product.md §1), any other role gets 403 on every
| route; OffrePolicy makes droit "lecteur" read-only, and the workflow
| (app/services/offres/offre_workflow.ts) decides which statut changes are allowed.
| An offer's applications board is here too (its address is the offer's).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { recordId } from '#start/routes/matchers'

const OffresController = () => import('#controllers/offres_controller')
const CandidatureBoardController = () => import('#controllers/candidature_board_controller')

router
  .group(() => {
    router.get('/', [OffresController, 'index']).as('index')
    router.get('/export', [OffresController, 'export']).as('export')
    router.get('/create', [OffresController, 'create']).as('create')
    router.post('/', [OffresController, 'store']).as('store')
    router.post('/bulk', [OffresController, 'bulk']).as('bulk')
    router.get('/:id', [OffresController, 'show']).as('show').where('id', recordId)
    router.get('/:id/edit', [OffresController, 'edit']).as('edit').where('id', recordId)
    router.get('/:id/preview', [OffresController, 'preview']).as('preview').where('id', recordId)
    router.put('/:id', [OffresController, 'update']).as('update').where('id', recordId)
    router.delete('/:id', [OffresController, 'destroy']).as('destroy').where('id', recordId)
    router.put('/:id/restore', [OffresController, 'restore']).as('restore').where('id', recordId)
    router.post('/:id/publish', [OffresController, 'publish']).as('publish').where('id', recordId)
    router.post('/:id/close', [OffresController, 'close']).as('close').where('id', recordId)
    router
      .post('/:id/duplicate', [OffresController, 'duplicate'])
      .as('duplicate')
      .where('id', recordId)
    /* The offer's applications as a board by statut; moves go to candidatures.statut. */
    router
      .get('/:id/candidatures', [CandidatureBoardController, 'show'])
      .as('candidatures.board')
      .where('id', recordId)
  })
  .prefix('/app/offres')
  .as('offres')
  .use([
    middleware.auth(),
    middleware.verified(),
    middleware.can({ ability: 'useContactsAndOffres' }),
  ])
