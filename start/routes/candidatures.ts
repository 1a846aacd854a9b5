/*
| The recruiter's applications inbox (docs/product.md, "Candidatures"):
| roles pro and esi, each for the applications to their own offers (another
| owner's is a 404); CandidaturePolicy makes droit "lecteur" read-only. The
| reply to a candidate also needs an account the school validated
| (`sendMailOutside`, as every mail to an address the user chooses).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { recordId } from '#start/routes/matchers'

const CandidaturesController = () => import('#controllers/candidatures_controller')
const CandidatureFilesController = () => import('#controllers/candidature_files_controller')
const CvPreviewController = () => import('#controllers/candidature_cv_preview_controller')

router
  .group(() => {
    router.get('/', [CandidaturesController, 'index']).as('index')
    router.post('/bulk', [CandidaturesController, 'bulk']).as('bulk')
    router.get('/:id', [CandidaturesController, 'show']).as('show').where('id', recordId)
    router.put('/:id/statut', [CandidaturesController, 'statut']).as('statut').where('id', recordId)
    router.put('/:id/notes', [CandidaturesController, 'notes']).as('notes').where('id', recordId)
    router.get('/:id/cv', [CandidatureFilesController, 'cv']).as('cv').where('id', recordId)
    router
      .get('/:id/cv/apercu', [CvPreviewController, 'show'])
      .as('cv_preview')
      .where('id', recordId)
    router
      .post('/:id/reponse', [CandidatureFilesController, 'reponse'])
      .as('reponse')
      .where('id', recordId)
      .use(middleware.can({ ability: 'sendMailOutside' }))
    router
      .get('/:id/activite', [CandidatureFilesController, 'activite'])
      .as('activite')
      .where('id', recordId)
  })
  .prefix('/app/candidatures')
  .as('candidatures')
  .use([
    middleware.auth(),
    middleware.verified(),
    middleware.can({ ability: 'useContactsAndOffres' }),
  ])
