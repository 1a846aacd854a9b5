import { rmSync } from 'node:fs'
import pg from 'pg'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { isSearchIndexTable } from '#models/search_text'

/*
| SQLite: a file of the run's own under tmp/, removed at the end.
| PostgreSQL: a database named by bin/test.ts for this run (esidoor_test_<pid>),
| created through the maintenance database and dropped at the end, so a run
| never touches data it did not create.
*/
const isPg = env.get('DB_CONNECTION', 'sqlite') === 'pg'

function maintenanceClient() {
  return new pg.Client({
    host: env.get('PG_HOST', '127.0.0.1'),
    port: env.get('PG_PORT', 5432),
    user: env.get('PG_USER', 'postgres'),
    password: env.get('PG_PASSWORD', ''),
    database: 'postgres',
  })
}

async function onMaintenance(sql: string) {
  const client = maintenanceClient()
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const name = () => env.get('PG_DB_NAME', 'esidoor_test')
const sqliteFile = () => app.makePath(env.get('SQLITE_PATH', 'tmp/test.sqlite3'))

/* The database file and its WAL journal files. */
function removeSqlite() {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqliteFile()}${suffix}`, { force: true })
}

export const testDatabase = {
  async create() {
    if (isPg) {
      await onMaintenance(`DROP DATABASE IF EXISTS "${name()}"`)
      await onMaintenance(`CREATE DATABASE "${name()}"`)
    } else {
      removeSqlite()
    }
  },
  /*
  | SQLite's search index (FTS5 tables and their shadow tables, see
  | app/models/search_text.ts) is not data: emptying those tables one by one,
  | as `db:truncate` does with every table, corrupts it. Truncation leaves them
  | out; deleting the rows of the searched tables empties the index through
  | its triggers.
  */
  spareSearchIndexOnTruncate() {
    if (isPg) return
    type Dialect = {
      getAllTables(): Promise<string[]>
      truncateAllTables(exclude?: string[]): Promise<void>
    }
    /* Each query client makes its own dialect: the class is patched, once per run. */
    const dialectClass = Object.getPrototypeOf(db.connection().dialect) as Dialect
    const truncate = dialectClass.truncateAllTables
    dialectClass.truncateAllTables = async function (this: Dialect, exclude: string[] = []) {
      const tables = await this.getAllTables()
      /*
      | Twice in full CI runs (never alone) a truncation right after a spec
      | that ran app processes on the same file got SQLITE_BUSY despite the
      | busy timeout. The clean-up is retried, loudly, rather than failing
      | the next test for a lock its own code never took.
      */
      for (let attempt = 1; ; attempt++) {
        try {
          return await truncate.call(this, [...exclude, ...tables.filter(isSearchIndexTable)])
        } catch (error) {
          if ((error as { code?: string }).code !== 'SQLITE_BUSY' || attempt === 3) throw error
          console.warn(`truncate: SQLITE_BUSY, attempt ${attempt} of 3`)
          await new Promise((resolve) => setTimeout(resolve, 500))
        }
      }
    }
  },
  async drop() {
    await db.manager.closeAll()
    if (isPg) await onMaintenance(`DROP DATABASE IF EXISTS "${name()}"`)
    else removeSqlite()
  },
}
