import Database from 'better-sqlite3'
import db from '@adonisjs/lucid/services/db'

/*
| SQLite's EXPLAIN QUERY PLAN, read on a connection of its own that is closed
| at once. An EXPLAIN statement left to the garbage collector on a pooled
| connection keeps that connection's read snapshot open (libsql): once
| another process (an app process of a later spec) writes to the file, the
| connection sees old data and its next write fails with
| SQLITE_BUSY_SNAPSHOT. Measured in a full CI run (the truncation after
| redis_sessions.spec.ts).
*/
export function sqliteQueryPlan(sql: string, bindings: readonly unknown[]) {
  const config = db.manager.get('sqlite')!.config as { connection: { filename: string } }
  const connection = new Database(config.connection.filename, { readonly: true })
  try {
    const rows = connection.prepare(`explain query plan ${sql}`).all(...bindings) as {
      detail: string
    }[]
    return rows.map((row) => row.detail).join('\n')
  } finally {
    connection.close()
  }
}
