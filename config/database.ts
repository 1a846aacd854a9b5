import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { sqliteFile } from '#services/platform/data_paths'
import { cacheStatements } from '#services/platform/sqlite_statement_cache'

/*
| SQLite is the zero set-up default; the "better-sqlite3" client is served by
| the prebuilt libsql package (see package.json), which needs no compiler.
| PostgreSQL is chosen with DB_CONNECTION=pg.
*/

type SqliteConnection = { exec(sql: string): void; prepare(sql: string): unknown }

/*
| Every SQLite connection runs as a production database should: WAL (readers
| never wait for the writer), a busy timeout instead of SQLITE_BUSY errors
| under concurrent writes, foreign keys enforced (SQLite leaves them off),
| and synchronous=NORMAL (safe with WAL, much faster than FULL).
*/
const SQLITE_PRAGMAS = `
  PRAGMA journal_mode = WAL;
  PRAGMA busy_timeout = 5000;
  PRAGMA foreign_keys = ON;
  PRAGMA synchronous = NORMAL;
`

export default defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: {
        filename: sqliteFile(app.makePath(), {
          SQLITE_PATH: env.get('SQLITE_PATH'),
          DATA_DIR: env.get('DATA_DIR'),
        }),
      },
      pool: {
        afterCreate: (connection: SqliteConnection, done: (error: Error | null) => void) => {
          try {
            connection.exec(SQLITE_PRAGMAS)
            cacheStatements(connection)
            done(null)
          } catch (error) {
            done(error as Error)
          }
        },
      },
      useNullAsDefault: true,
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      /* Models declare their columns; no generated schema file. */
      schemaGeneration: { enabled: false },
      seeders: { paths: ['database/seeders'] },
    },
    pg: {
      client: 'pg',
      connection: {
        host: env.get('PG_HOST', '127.0.0.1'),
        port: env.get('PG_PORT', 5432),
        user: env.get('PG_USER', 'postgres'),
        password: env.get('PG_PASSWORD', ''),
        database: env.get('PG_DB_NAME', 'esidoor'),
      },
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      /* Models declare their columns; no generated schema file. */
      schemaGeneration: { enabled: false },
      seeders: { paths: ['database/seeders'] },
    },
  },
})
