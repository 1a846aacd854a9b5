import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'

/*
| SQLite is the zero set-up default; the "better-sqlite3" client is served by
| the prebuilt libsql package (see package.json), which needs no compiler.
| PostgreSQL is chosen with DB_CONNECTION=pg.
*/
export default defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: { filename: app.makePath(env.get('SQLITE_PATH', 'tmp/db.sqlite3')) },
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
