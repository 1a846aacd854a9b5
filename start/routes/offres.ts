/*
| Offres: roles pro and esi only (docs/product.md §1), any other role gets 403 on every
| route; OffrePolicy makes droit "lecteur" read-only, and the workflow
| (app/services/records/offre_workflow.ts) decides which statut changes are allowed.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { recordId } from '#start/routes/matchers'

const OffresController = () => import('#controllers/offres_controller')

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
  })
  .prefix('/app/offres')
  .as('offres')
  .use([
    middleware.auth(),
    middleware.verified(),
    middleware.can({ ability: 'useContactsAndOffres' }),
  ])
