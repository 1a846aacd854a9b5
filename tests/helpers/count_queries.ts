import type { Assert } from '@japa/assert'
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
  options: { keepCache?: boolean } = {}
) {
  const sql = await statementsDuring(run, options)
  return sql.length
}

/**
 * The SQL of those statements, in order, on the read client (the default) or
 * the write client (`{ client: 'write' }`); the same rule for the owner cache.
 */
export async function statementsDuring(
  run: () => Promise<unknown>,
  { keepCache = false, client = 'read' }: { keepCache?: boolean; client?: 'read' | 'write' } = {}
) {
  if (!keepCache) ownerCache.clear()
  const connection = db.connection()
  const knex = client === 'write' ? connection.getWriteClient() : connection.getReadClient()
  const sql: string[] = []
  const listener = (query: { sql: string }) => sql.push(query.sql)
  knex.on('query', listener)
  try {
    await run()
  } finally {
    knex.off('query', listener)
  }
  return sql
}

/**
 * Each of `pages` (a request each) runs as many statements after `grow` (rows it must not
 * pay for) as before, and is seen running some: asserted, page by page.
 */
export async function assertCostKept(
  assert: Assert,
  pages: (() => Promise<unknown>) | (() => Promise<unknown>)[],
  grow: () => Promise<unknown>
) {
  const each = Array.isArray(pages) ? pages : [pages]
  const before: number[] = []
  for (const page of each) before.push(await countQueries(page))
  await grow()
  for (const [index, page] of each.entries()) {
    assert.isAbove(before[index], 0, 'the listener sees the queries')
    assert.equal(await countQueries(page), before[index], 'nothing per row')
  }
}
