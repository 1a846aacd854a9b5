/*
| The public job board (docs/product.md, "Offres publiques"): open to
| anybody, signed in or not, cached for a minute by any cache for anonymous
| visitors (PublicCacheMiddleware). robots.txt and sitemap.xml live here too.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

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
