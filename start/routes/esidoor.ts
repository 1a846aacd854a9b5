/*
| e-sidoor (docs/product.md §2, §4): the school's area over every professional, role
| esi only. Changing someone's access also needs droit admin and a password
| typed again within 3 h.
| /dashboard-pro/contacts* lists every professional's contacts, read-only;
| /dashboard-pro/pros/choix gives its owner filter's choices as one types (JSON).
| /dashboard-pro/securite, every account's security log, also needs droit admin.
| Employer approval (the queue /dashboard-pro/employeurs and the four
| decisions on an account) also needs droit admin.
| « Envois en échec » (/dashboard-pro/envois, Renvoyer, Abandonner) also
| needs droit admin.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { recordId } from '#start/routes/matchers'

const EsidoorDashboardController = () => import('#controllers/esidoor/dashboard_controller')
const EsidoorProsController = () => import('#controllers/esidoor/pros_controller')
const EsidoorContactsController = () => import('#controllers/esidoor/contacts_controller')
const EsidoorSecurityLogController = () => import('#controllers/esidoor/security_log_controller')
const EsidoorApprovalsController = () => import('#controllers/esidoor/approvals_controller')
const EsidoorFailedMailsController = () => import('#controllers/esidoor/failed_mails_controller')

router
  .group(() => {
    router.get('/', [EsidoorDashboardController, 'show']).as('dashboard')
    router.get('/pros/:id', [EsidoorProsController, 'show']).as('pros.show').where('id', recordId)
    router.get('/pros/choix', [EsidoorContactsController, 'choices']).as('pros.choices')
    router
      .put('/pros/:id/access', [EsidoorProsController, 'updateAccess'])
      .as('pros.access')
      .where('id', recordId)
      .use([middleware.can({ ability: 'manageAccess' }), middleware.passwordConfirmed()])
    router.get('/contacts', [EsidoorContactsController, 'index']).as('contacts.index')
    router
      .get('/contacts/:id', [EsidoorContactsController, 'show'])
      .as('contacts.show')
      .where('id', recordId)
    router
      .get('/securite', [EsidoorSecurityLogController, 'index'])
      .as('security_log')
      .use(middleware.can({ ability: 'viewSecurityLog' }))
    router
      .group(() => {
        router.get('/employeurs', [EsidoorApprovalsController, 'index']).as('approvals')
        router
          .post('/pros/:id/approve', [EsidoorApprovalsController, 'approve'])
          .as('pros.approve')
          .where('id', recordId)
        router
          .post('/pros/:id/refuse', [EsidoorApprovalsController, 'refuse'])
          .as('pros.refuse')
          .where('id', recordId)
        router
          .post('/pros/:id/suspend', [EsidoorApprovalsController, 'suspend'])
          .as('pros.suspend')
          .where('id', recordId)
        router
          .post('/pros/:id/reinstate', [EsidoorApprovalsController, 'reinstate'])
          .as('pros.reinstate')
          .where('id', recordId)
      })
      .use(middleware.can({ ability: 'approveEmployers' }))
    router
      .group(() => {
        router.get('/envois', [EsidoorFailedMailsController, 'index']).as('failed_mails')
        router
          .post('/envois/:id/resend', [EsidoorFailedMailsController, 'resend'])
          .as('failed_mails.resend')
          .where('id', recordId)
        router
          .post('/envois/:id/abandon', [EsidoorFailedMailsController, 'abandon'])
          .as('failed_mails.abandon')
          .where('id', recordId)
      })
      .use(middleware.can({ ability: 'manageMailDeliveries' }))
  })
  .prefix('/dashboard-pro')
  .as('esidoor')
  .use([middleware.auth(), middleware.verified(), middleware.can({ ability: 'viewEsidoor' })])
