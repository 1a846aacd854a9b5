/*
| Activity (docs/product.md, "Activité"): the timeline of a contact, a
| société or an offre (JSON pages for "Voir plus" and the kind filter), and
| the interactions logged on contacts. Same audience as the contacts module
| (roles pro and esi); InteractionPolicy makes droit "lecteur" read-only.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { recordId } from '#start/routes/matchers'

const ActiviteController = () => import('#controllers/activite_controller')
const InteractionsController = () => import('#controllers/interactions_controller')
const RelancesController = () => import('#controllers/api/relances_controller')

router
  .group(() => {
    router
      .get('/contacts/:id/activite', [ActiviteController, 'contact'])
      .as('activite.contact')
      .where('id', recordId)
    router
      .get('/company/:id/activite', [ActiviteController, 'societe'])
      .as('activite.societe')
      .where('id', recordId)
    router
      .get('/offres/:id/activite', [ActiviteController, 'offre'])
      .as('activite.offre')
      .where('id', recordId)
    router
      .post('/contacts/:id/interactions', [InteractionsController, 'store'])
      .as('interactions.store')
      .where('id', recordId)
    router
      .put('/interactions/:id', [InteractionsController, 'update'])
      .as('interactions.update')
      .where('id', recordId)
    router
      .delete('/interactions/:id', [InteractionsController, 'destroy'])
      .as('interactions.destroy')
      .where('id', recordId)
    router
      .get('/interactions/:id/agenda.ics', [InteractionsController, 'agenda'])
      .as('interactions.agenda')
      .where('id', recordId)
    router
      .post('/interactions/:id/relance-faite', [InteractionsController, 'relanceFaite'])
      .as('interactions.relance_faite')
      .where('id', recordId)
  })
  .prefix('/app')
  .use([
    middleware.auth(),
    middleware.verified(),
    middleware.can({ ability: 'useContactsAndOffres' }),
  ])

/* The bell's list of follow-ups due: every signed-in user has one (empty without contacts). */
router
  .get('/api/user/relances', [RelancesController, 'index'])
  .as('api.user.relances')
  .use([middleware.auth(), middleware.verified()])
router
  .get('/api/user/relances/count', [RelancesController, 'count'])
  .as('api.user.relances.count')
  .use([middleware.auth(), middleware.verified()])
