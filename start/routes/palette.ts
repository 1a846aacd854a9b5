/*
| The command palette's live results (Ctrl+K, docs/product.md §5): JSON for
| every signed-in, verified user; the controller leaves out the kinds the
| caller's role may not open. Like /recherche, no rate limit of its own: the
| palette waits 150 ms after the last key and cancels a superseded request.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PaletteController = () => import('#controllers/api/palette_controller')

router
  .get('/api/user/palette', [PaletteController, 'index'])
  .as('api.user.palette')
  .use([middleware.auth(), middleware.verified()])
