/*
| The job board's sitemaps (docs/product.md, "Offres publiques"): the files
| /sitemap.xml (start/routes/emplois.ts) indexes, the static pages' and one
| per range of offer ids (app/services/emplois/sitemaps.ts). Public and
| cached like the board (PublicCacheMiddleware).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const EmploisFeedsController = () => import('#controllers/emplois_feeds_controller')

router
  .get('/sitemaps/:file', [EmploisFeedsController, 'sitemapFile'])
  .where('file', { match: /^(pages|offres-[1-9]\d{0,8})\.xml$/ })
  .as('sitemaps.file')
  .use(middleware.publicCache())
