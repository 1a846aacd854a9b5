/*
| Routes, one file per area under start/routes/. The catch-all comes last: it
| runs the router middleware (session, auth, Inertia) so the 404 page has its
| layout.
*/
import router from '@adonisjs/core/services/router'
import { errors } from '@adonisjs/core/http'
import './routes/auth.js'
import './routes/dashboard.js'
import './routes/two_factor.js'
import './routes/societes.js'
import './routes/contacts.js'
import './routes/activite.js'
import './routes/texte_mail.js'
import './routes/offres.js'
import './routes/access.js'
import './routes/esidoor.js'
import './routes/textes.js'
import './routes/palette.js'
import './routes/emplois.js'
import './routes/candidatures.js'
import './routes/sitemaps.js'
import './routes/bench.js'

router
  .any('*', ({ request }) => {
    throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
  })
  .as('not_found')
