/*
| knex's better-sqlite3 client prepares every query anew
| (`connection.prepare(sql)` in its `_query`). Preparing is the largest single
| cost of a list page on SQLite (about a third of its CPU time under load):
| the planner runs again, and a statement that touches a search index
| (FTS5, see app/models/search_text.ts) reconnects to the virtual table each
| time. The same query shapes come back on every request with other
| bindings, so each connection keeps its prepared statements, keyed by their
| SQL text, the least recently used dropped beyond `size`.
|
| Safe because a statement runs to completion synchronously (knex uses
| `all()`/`run()`, never a pending iterator) on a connection that serves one
| query at a time, and SQLite re-prepares a statement by itself when the
| schema changed (a migration), as sqlite3_prepare_v2 statements do.
|
| Only queries and row writes are kept (SELECT, INSERT, UPDATE, DELETE, WITH):
| schema changes, PRAGMA, VACUUM INTO (backup:run) and transaction control are
| rare, and a kept VACUUM statement is the suspect of one backup test that
| failed in a full run (it passes alone).
*/
const CACHED = /^\s*(select|insert|update|delete|with)\b/i

type Statement = unknown
type PreparingConnection = { prepare(sql: string): Statement }

export function cacheStatements(connection: PreparingConnection, size = 256) {
  const prepare = connection.prepare.bind(connection)
  const statements = new Map<string, Statement>()
  connection.prepare = (sql: string) => {
    if (!CACHED.test(sql)) return prepare(sql)
    const cached = statements.get(sql)
    if (cached !== undefined) {
      /* Most recently used last: Map keeps insertion order. */
      statements.delete(sql)
      statements.set(sql, cached)
      return cached
    }
    const statement = prepare(sql)
    statements.set(sql, statement)
    if (statements.size > size) statements.delete(statements.keys().next().value!)
    return statement
  }
  return connection
}
