/*
| `BENCH_ROUTES=true` only (never in a normal deployment): empty pages behind
| the same middleware as the lists, so `npm run bench` can tell what a page
| costs beyond the framework, sessions and authentication (docs/performance.md).
*/
import router from '@adonisjs/core/services/router'
import env from '#start/env'
import { middleware } from '#start/kernel'

if (env.get('BENCH_ROUTES')) {
  router
    .get('/bench/empty', () => 'ok')
    .as('bench.empty')
    .use([
      middleware.auth(),
      middleware.verified(),
      middleware.can({ ability: 'useContactsAndOffres' }),
    ])
  router.get('/bench/guest', () => 'ok').as('bench.guest')
}
