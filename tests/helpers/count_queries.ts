import db from '@adonisjs/lucid/services/db'

/*
| Statements the test server runs during `run`: the knex instance behind the
| connection emits "query" for each (Lucid's own "db:query" event needs
| `debug: true`), and the test server lives in this process.
*/
export async function countQueries(run: () => Promise<unknown>) {
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
