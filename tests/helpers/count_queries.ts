import db from '@adonisjs/lucid/services/db'
import ownerCache from '#services/platform/owner_cache'

/*
| Statements the test server runs during `run`: the knex instance behind the
| connection emits "query" for each (Lucid's own "db:query" event needs
| `debug: true`), and the test server lives in this process.
|
| The owner cache (app/services/platform/owner_cache.ts) is emptied first, so the count
| is what a page costs when it is computed: a query budget holds whichever
| request happened to come first. `{ keepCache: true }` counts a kept page.
*/
export async function countQueries(
  run: () => Promise<unknown>,
  { keepCache = false }: { keepCache?: boolean } = {}
) {
  if (!keepCache) ownerCache.clear()
  const knex = db.connection().getReadClient()
  let count = 0
  const listener = () => count++
  knex.on('query', listener)
  try {
    await run()
  } finally {
    knex.off('query', listener)
  }
  return count
}
