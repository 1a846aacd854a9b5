/*
| Companies: every signed-in role (docs/product.md §1); the policy makes droit "lecteur" read-only.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { recordId } from '#start/routes/matchers'
import { dataToolRoutes } from '#start/routes/data_tools'

const SocietesController = () => import('#controllers/societes_controller')
const ApiUserSocietesController = () => import('#controllers/api/user_societes_controller')

router
  .group(() => {
    router.get('/', [SocietesController, 'index']).as('index')
    router.get('/export', [SocietesController, 'export']).as('export')
    router.get('/create', [SocietesController, 'create']).as('create')
    router.post('/', [SocietesController, 'store']).as('store')
    router.post('/bulk', [SocietesController, 'bulk']).as('bulk')
    dataToolRoutes('societes')
    /* After the fixed paths above; the id matcher keeps words such as "create" out anyway. */
    router.get('/:id', [SocietesController, 'show']).as('show').where('id', recordId)
    router.get('/:id/edit', [SocietesController, 'edit']).as('edit').where('id', recordId)
    router.put('/:id', [SocietesController, 'update']).as('update').where('id', recordId)
    router.delete('/:id', [SocietesController, 'destroy']).as('destroy').where('id', recordId)
    router.put('/:id/restore', [SocietesController, 'restore']).as('restore').where('id', recordId)
  })
  .prefix('/app/company')
  .as('societes')
  .use([middleware.auth(), middleware.verified()])

router
  .get('/api/user/societes', [ApiUserSocietesController, 'index'])
  .as('api.user.societes')
  .use([middleware.auth(), middleware.verified()])

/* The duplicate warning of the forms: the caller's own records only (app/services/data_tools/doublons.ts). */
const ApiDoublonsController = () => import('#controllers/api/doublons_controller')
router
  .post('/api/user/doublons/societes', [ApiDoublonsController, 'societes'])
  .as('api.user.doublons.societes')
  .use([middleware.auth(), middleware.verified()])
router
  .post('/api/user/doublons/contacts', [ApiDoublonsController, 'contacts'])
  .as('api.user.doublons.contacts')
  .use([
    middleware.auth(),
    middleware.verified(),
    middleware.can({ ability: 'useContactsAndOffres' }),
  ])
