import { spawn } from 'node:child_process'
import { copyFile, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import Database from 'better-sqlite3'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import type { SqliteConfig } from '@adonisjs/lucid/types/database'
import app from '@adonisjs/core/services/app'
import { DATABASE_FILES } from '#services/operations/backups/names'
import { databaseKind, MAIN_TABLES, type DatabaseKind } from '#services/operations/backups/settings'

/*
| The database part of a backup set: an online copy taken while the app
| runs (SQLite's `VACUUM INTO`, a consistent and compact copy of a live WAL
| database; `pg_dump` in its custom format for PostgreSQL), its check, and
| its restore into the configured database.
*/
export function kind(): DatabaseKind {
  return databaseKind()
}

/** The copy's file name inside a set. */
export function fileName(engine: DatabaseKind = databaseKind()) {
  return DATABASE_FILES[engine]
}

/**
 * Writes an online copy of the database to `output`; returns the rows of
 * the main tables in that copy (recorded in the manifest, compared after
 * a restore). SQLite: counted in the copy. PostgreSQL: counted in the
 * snapshot pg_dump reads (exported by a repeatable-read transaction kept
 * open while it runs), so the counts are those of the dump exactly.
 */
export async function copy(output: string): Promise<Record<string, number>> {
  if (kind() === 'pg') {
    const trx = await db.transaction({ isolationLevel: 'repeatable read' })
    try {
      const { rows } = await trx.rawQuery('SELECT pg_export_snapshot() AS id')
      const counts = await countRows((table) => trx.from(table).count('* as total'))
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--snapshot=${rows[0].id}`,
        `--file=${output}`,
        pgDatabase(),
      ])
      return counts
    } finally {
      await trx.commit()
    }
  }
  await db.rawQuery('VACUUM INTO ?', [output])
  const sqlite = new Database(output, { readonly: true, fileMustExist: true })
  try {
    return await countRows(async (table) =>
      sqlite.prepare(`SELECT count(*) AS total FROM "${table}"`).all()
    )
  } finally {
    sqlite.close()
  }
}

/** Rows of the main tables in the configured database. */
export function liveRows() {
  return countRows((table) => db.from(table).count('* as total'))
}

/**
 * Why a copy cannot be restored, or null: SQLite's `integrity_check` on
 * the file opened read-only (nothing is written to it, its checksum
 * stays), `pg_restore --list` (reads the whole archive's table of contents).
 */
export async function problem(file: string, engine: DatabaseKind): Promise<string | null> {
  if (engine === 'pg') {
    try {
      await run('pg_restore', ['--list', file])
      return null
    } catch (error) {
      return `archive PostgreSQL illisible (${firstLine(error)})`
    }
  }
  try {
    const sqlite = new Database(file, { readonly: true, fileMustExist: true })
    try {
      const rows = sqlite.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]
      const verdict = rows.map((row) => row.integrity_check)
      return verdict.length === 1 && verdict[0] === 'ok'
        ? null
        : `base SQLite corrompue (${verdict.slice(0, 3).join(' ; ')})`
    } finally {
      sqlite.close()
    }
  } catch (error) {
    return `base SQLite illisible (${firstLine(error)})`
  }
}

/**
 * Replaces the configured database with the copy. SQLite: the app's
 * connections are closed (they reopen on the next query), the copy is
 * written next to the database file, the old journal files (-wal, -shm)
 * removed, and the copy renamed over the file: a crash leaves either the
 * old database or the new one. PostgreSQL: `pg_restore --clean` in one
 * transaction, so a failed restore changes nothing.
 */
export async function restore(file: string) {
  const connection = db.primaryConnectionName
  await db.manager.close(connection)
  if (kind() === 'pg') {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${pgDatabase()}`,
      file,
    ])
    return
  }
  const target = sqlitePath()
  const temporary = join(dirname(target), `.restore-${process.pid}.sqlite3`)
  try {
    await copyFile(file, temporary)
    for (const suffix of ['-wal', '-shm']) await rm(`${target}${suffix}`, { force: true })
    await rename(temporary, target)
  } finally {
    await rm(temporary, { force: true })
  }
}

async function countRows(
  query: (table: string) => Promise<unknown[]>
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of MAIN_TABLES) {
    const [row] = (await query(table)) as { total: number | string }[]
    counts[table] = Number(row.total)
  }
  return counts
}

function sqlitePath() {
  const config = app.config.get<SqliteConfig>(`database.connections.${db.primaryConnectionName}`)
  return (config.connection as { filename: string }).filename
}

function pgDatabase() {
  return env.get('PG_DB_NAME', 'esidoor')
}

function firstLine(error: unknown) {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 200)
}

/* PostgreSQL's tools; the password travels in the child's environment, never on its command line. */
function run(command: 'pg_dump' | 'pg_restore', args: string[]) {
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PGHOST: env.get('PG_HOST', '127.0.0.1'),
      PGPORT: String(env.get('PG_PORT', 5432)),
      PGUSER: env.get('PG_USER', 'postgres'),
      PGPASSWORD: env.get('PG_PASSWORD', ''),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    if (stderr.length < 4000) stderr += chunk
  })
  return new Promise<void>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`))
    )
  })
}
