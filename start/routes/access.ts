/*
| Access control (docs/product.md §1, §2): the first-run wizard, the staff's test page
| and its two JSON toggles. Staff keep the test page whatever role or droit
| they switched to, so they can always switch back.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const InstallationController = () => import('#controllers/installation_controller')
const AccessTestController = () => import('#controllers/access_test_controller')
const UserAccessController = () => import('#controllers/api/user_access_controller')

/* 404 as soon as any account exists (the controller checks). */
router
  .group(() => {
    router.get('/installation', [InstallationController, 'show']).as('installation')
    router.post('/installation', [InstallationController, 'store']).as('installation.store')
  })
  .use(middleware.guest())

router
  .group(() => {
    router.get('/test-access', [AccessTestController, 'show']).as('access_test')
    router.put('/api/user/role', [UserAccessController, 'updateDroit']).as('api.user.role')
    router
      .put('/api/user/acces-role', [UserAccessController, 'updateRole'])
      .as('api.user.acces_role')
  })
  .use([middleware.auth(), middleware.verified(), middleware.can({ ability: 'accessTestPage' })])
