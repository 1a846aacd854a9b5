/*
| What the dashboard and the shell read or keep beside the dashboard page
| itself (start/routes/auth.ts): the side overlay's figures and the
| "Premiers pas" checklist's "Masquer" (docs/product.md §4 and §6). Every
| signed-in, verified user; each answers with the caller's own data only.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const OverviewController = () => import('#controllers/api/overview_controller')
const OnboardingController = () => import('#controllers/onboarding_controller')

router
  .group(() => {
    router.get('/api/user/apercu', [OverviewController, 'show']).as('api.user.apercu')
    router.put('/dashboard/premiers-pas', [OnboardingController, 'update']).as('onboarding.update')
  })
  .use([middleware.auth(), middleware.verified()])
