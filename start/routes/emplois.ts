/*
| The public job board (docs/product.md, "Offres publiques"): open to
| anybody, signed in or not, cached for a minute by any cache for anonymous
| visitors (PublicCacheMiddleware). robots.txt and sitemap.xml live here too.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { recordId } from '#start/routes/matchers'

const EmploisController = () => import('#controllers/emplois_controller')
const EmploisFeedsController = () => import('#controllers/emplois_feeds_controller')

router
  .group(() => {
    router.get('/emplois', [EmploisController, 'index']).as('emplois.index')
    /* Before "/emplois/:slug"; the public-files middleware passes it on (no such file). */
    router.get('/emplois.xml', [EmploisFeedsController, 'feed']).as('emplois.feed')
    router.get('/emplois/:slug', [EmploisController, 'show']).as('emplois.show')
    router.get('/sitemap.xml', [EmploisFeedsController, 'sitemap']).as('sitemap')
    router.get('/robots.txt', [EmploisFeedsController, 'robots']).as('robots')
  })
  .use(middleware.publicCache())

/*
| Applications on the job board (docs/product.md, "Candidatures"): never
| cached. `create` is asked as the form opens (the offer's page may come from
| a shared cache: this answer brings the session and CSRF cookies); `store`
| takes the multipart form (the one public route that accepts a file,
| MULTIPART_ROUTES). The withdrawal link of the acknowledgement is signed
| (checked in the controller): GET shows a confirmation, POST withdraws.
*/
const EmploisCandidaturesController = () => import('#controllers/emplois_candidatures_controller')

router
  .get('/emplois/:reference/candidatures', [EmploisCandidaturesController, 'create'])
  .as('emplois.candidatures.create')
router
  .post('/emplois/:reference/candidatures', [EmploisCandidaturesController, 'store'])
  .as('emplois.candidatures.store')
router
  .get('/emplois/candidatures/:id/retrait/:jeton', [EmploisCandidaturesController, 'withdrawal'])
  .where('id', recordId)
  .as('emplois.candidatures.withdraw')
router
  .post('/emplois/candidatures/:id/retrait/:jeton', [EmploisCandidaturesController, 'destroy'])
  .where('id', recordId)
  .as('emplois.candidatures.destroy')
