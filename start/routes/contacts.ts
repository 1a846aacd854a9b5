/*
| Contacts: roles pro and esi only (docs/product.md §1), any other role gets 403 on every
| route; ContactPolicy makes droit "lecteur" read-only.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { recordId } from '#start/routes/matchers'
import { dataToolRoutes } from '#start/routes/data_tools'

const ContactsController = () => import('#controllers/contacts_controller')

router
  .group(() => {
    router.get('/', [ContactsController, 'index']).as('index')
    router.get('/export', [ContactsController, 'export']).as('export')
    router.get('/create', [ContactsController, 'create']).as('create')
    router.post('/', [ContactsController, 'store']).as('store')
    router.post('/bulk', [ContactsController, 'bulk']).as('bulk')
    dataToolRoutes('contacts')
    /* Before the "/:id" routes, though the id matcher would not take it anyway. */
    router.delete('/corbeille', [ContactsController, 'emptyTrash']).as('empty_trash')
    router.get('/:id', [ContactsController, 'show']).as('show').where('id', recordId)
    router.get('/:id/edit', [ContactsController, 'edit']).as('edit').where('id', recordId)
    router.put('/:id', [ContactsController, 'update']).as('update').where('id', recordId)
    router.delete('/:id', [ContactsController, 'destroy']).as('destroy').where('id', recordId)
    router.put('/:id/restore', [ContactsController, 'restore']).as('restore').where('id', recordId)
  })
  .prefix('/app/contacts')
  .as('contacts')
  .use([
    middleware.auth(),
    middleware.verified(),
    middleware.can({ ability: 'useContactsAndOffres' }),
  ])
