/*
| Shared helpers of the e-sidoor tests: the account kinds and signed-in
| requests of the access tests, plus a query counter.
*/
import db from '@adonisjs/lucid/services/db'

export { accounts, as } from '../access/helpers.js'

/** Statements the test server runs during `run` (it lives in this process). */
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
