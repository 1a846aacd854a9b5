/*
| Text templates: roles pro and esi only (the `useTextes` ability), any other
| role gets 403 on every route; TextePolicy makes droit "lecteur"
| read-only and other owners' shared templates read-only.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { recordId } from '#start/routes/matchers'

const TextesController = () => import('#controllers/textes_controller')

router
  .group(() => {
    router.get('/', [TextesController, 'index']).as('index')
    router.get('/create', [TextesController, 'create']).as('create')
    router.post('/', [TextesController, 'store']).as('store')
    router.get('/:id', [TextesController, 'show']).as('show').where('id', recordId)
    router.get('/:id/edit', [TextesController, 'edit']).as('edit').where('id', recordId)
    router.put('/:id', [TextesController, 'update']).as('update').where('id', recordId)
    router.delete('/:id', [TextesController, 'destroy']).as('destroy').where('id', recordId)
    router.put('/:id/restore', [TextesController, 'restore']).as('restore').where('id', recordId)
  })
  .prefix('/app/textes')
  .as('textes')
  .use([middleware.auth(), middleware.verified(), middleware.can({ ability: 'useTextes' })])
