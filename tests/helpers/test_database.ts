import { rmSync } from 'node:fs'
import pg from 'pg'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Knex } from 'knex'
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
  | Every test empties the tables (`testUtils.db().truncate()`, registered on
  | every group by tests/bootstrap.ts), about a thousand times a run, so the
  | emptying is made cheap here, once per run:
  | - `truncate()` skips what Lucid's does before each test, an Ace
  |   `migration:run` that finds the database already migrated (the run
  |   migrated it at its start), and empties through the dialect instead of
  |   an Ace `db:truncate`: the same tables, about 30 ms less per test;
  | - PostgreSQL deletes the rows in one transaction with triggers and foreign
  |   keys paused (`session_replication_role = replica`, a superuser's right,
  |   which the test role has) instead of `TRUNCATE`, which gives every table
  |   and index a new file: 6 ms instead of 60 for these small tables (ids
  |   were not restarted by Lucid's `TRUNCATE` either). Without the right, it
  |   falls back to `TRUNCATE`, loudly;
  | - SQLite deletes the rows in one transaction instead of one per table,
  |   and spares its search index (FTS5 tables and their shadow tables, see
  |   app/models/search_text.ts), which is not data: emptying those tables one
  |   by one corrupts it; deleting the rows of the searched tables empties the
  |   index through its triggers.
  */
  fastTruncation() {
    const utils = Object.getPrototypeOf(testUtils.db()) as {
      truncate(): Promise<() => Promise<void>>
    }
    utils.truncate = async () => () =>
      db.connection().truncateAllTables(['adonis_schema', 'adonis_schema_versions'])

    type Dialect = {
      client: { getWriteClient(): Knex }
      getAllTables(schemas?: string[]): Promise<string[]>
      truncateAllTables(exclude?: string[]): Promise<void>
    }
    /* Each query client makes its own dialect: the class is patched, once per run. */
    const dialectClass = Object.getPrototypeOf(db.connection().dialect) as Dialect
    const truncate = dialectClass.truncateAllTables
    let replicaRefused = false
    dialectClass.truncateAllTables = async function (this: Dialect, exclude: string[] = []) {
      const all = await this.getAllTables(isPg ? ['public'] : undefined)
      const tables = all.filter((table) => !exclude.includes(table) && !isSearchIndexTable(table))
      const deletes = tables.map((table) => `DELETE FROM "${table}";`).join('\n')
      const knex = this.client.getWriteClient()
      if (isPg) {
        if (replicaRefused) return truncate.call(this, exclude)
        try {
          await knex.transaction(async (trx) => {
            await trx.raw('SET LOCAL session_replication_role = replica')
            await trx.raw(deletes)
          })
        } catch (error) {
          if ((error as { code?: string }).code !== '42501') throw error
          console.warn('truncate: no right to pause triggers, TRUNCATE instead')
          replicaRefused = true
          return truncate.call(this, exclude)
        }
        return
      }
      /*
      | Twice in full CI runs (never alone) a truncation right after a spec
      | that ran app processes on the same file got SQLITE_BUSY despite the
      | busy timeout. The clean-up is retried, loudly, rather than failing
      | the next test for a lock its own code never took.
      */
      for (let attempt = 1; ; attempt++) {
        try {
          await knex.raw('PRAGMA foreign_keys = OFF')
          try {
            await knex.transaction(async (trx) => {
              for (const table of tables) await trx.raw(`DELETE FROM "${table}"`)
              await trx.raw('DELETE FROM sqlite_sequence').catch(() => {})
            })
          } finally {
            await knex.raw('PRAGMA foreign_keys = ON')
          }
          return
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
