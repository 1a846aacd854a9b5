/*
| HTTP kernel: server middleware run on every request (even unmatched ones),
| router middleware on matched routes, named middleware on demand.
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  /* First: the request id, then one log line and one count per request, whatever answers it. */
  () => import('#middleware/access_log_middleware'),
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/health_middleware'),
  /* GET /metrics for the token or METRICS_ALLOW; anyone else gets the router's 404. */
  () => import('#middleware/metrics_middleware'),
  /* Compressed bodies (415) and declared lengths no route takes (413), before anything reads them. */
  () => import('#middleware/request_limits_middleware'),
  () => import('#middleware/refuse_multipart_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/cache_control_middleware'),
  /* brotli/gzip: serves public/'s pre-compressed .br/.gz before static, compresses what follows. */
  () => import('#middleware/compression_middleware'),
  /* @adonisjs/static, asked only for paths that can be files of public/. */
  () => import('#middleware/public_files_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
])

/* Inertia first, so even a bodyparser or CSRF failure can answer with the French error page. */
router.use([
  () => import('#middleware/inertia_middleware'),
  /* Bytes by audience, then keys, array elements and depth, counted as the body arrives. */
  () => import('#middleware/body_shape_middleware'),
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/clean_input_middleware'),
  () => import('@adonisjs/session/session_middleware'),
  () => import('@adonisjs/shield/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
  () => import('#middleware/silent_auth_middleware'),
  /* Staff and esi admins without two-factor sign-in reach only its enrolment. */
  () => import('#middleware/two_factor_enrolment_middleware'),
  /* Who the history of changes names as the author of this request's writes. */
  () => import('#middleware/modification_actor_middleware'),
])

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
  guest: () => import('#middleware/guest_middleware'),
  publicCache: () => import('#middleware/public_cache_middleware'),
  verified: () => import('#middleware/verified_middleware'),
  passwordConfirmed: () => import('#middleware/password_confirmed_middleware'),
  can: () => import('#middleware/can_middleware'),
})
