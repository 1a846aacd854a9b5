import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { DateTime } from 'luxon'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { dataDirectory } from '#services/platform/data_paths'

/*
| An online copy of the database, taken while the app runs: SQLite's
| `VACUUM INTO` (a consistent, compact copy of a live WAL database), or
| `pg_dump` in its custom format for PostgreSQL (restored with pg_restore).
*/
export default class DatabaseBackup {
  static isPostgres() {
    return env.get('DB_CONNECTION', 'sqlite') === 'pg'
  }

  /** `<data dir>/backups/esidoor-YYYYMMDD-HHmmss.sqlite3` (or `.dump`). */
  static defaultPath() {
    const stamp = DateTime.now().toFormat('yyyyLLdd-HHmmss')
    const folder = join(dataDirectory(app.makePath(), { DATA_DIR: env.get('DATA_DIR') }), 'backups')
    return join(folder, `esidoor-${stamp}.${this.isPostgres() ? 'dump' : 'sqlite3'}`)
  }

  static async run(output = this.defaultPath()) {
    mkdirSync(dirname(output), { recursive: true })
    if (this.isPostgres()) await this.#pgDump(output)
    else await db.rawQuery('VACUUM INTO ?', [output])
    return output
  }

  /* The password travels in the child's environment, never on its command line. */
  static #pgDump(output: string) {
    const child = spawn(
      'pg_dump',
      ['--format=custom', '--no-owner', `--file=${output}`, env.get('PG_DB_NAME', 'esidoor')],
      {
        env: {
          ...process.env,
          PGHOST: env.get('PG_HOST', '127.0.0.1'),
          PGPORT: String(env.get('PG_PORT', 5432)),
          PGUSER: env.get('PG_USER', 'postgres'),
          PGPASSWORD: env.get('PG_PASSWORD', ''),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      }
    )
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    return new Promise<void>((resolve, reject) => {
      child.on('error', reject)
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`pg_dump failed (${code}): ${stderr.trim()}`))
      )
    })
  }
}
