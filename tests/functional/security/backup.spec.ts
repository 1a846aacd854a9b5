import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { test } from '@japa/runner'
import pg from 'pg'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type { SqliteConfig } from '@adonisjs/lucid/types/database'
import { UserFactory } from '#database/factories/user_factory'

/*
| `db:backup` takes an online copy that holds the rows written before it, and
| the copy restores: SQLite opens as a database, PostgreSQL's dump restores
| into a scratch database this test creates and drops.
*/
const isPg = env.get('DB_CONNECTION', 'sqlite') === 'pg'
const output = app.makePath(`tmp/backup-${process.pid}.${isPg ? 'dump' : 'sqlite3'}`)

function pgEnv() {
  return {
    ...process.env,
    PGHOST: env.get('PG_HOST', '127.0.0.1'),
    PGPORT: String(env.get('PG_PORT', 5432)),
    PGUSER: env.get('PG_USER', 'postgres'),
    PGPASSWORD: env.get('PG_PASSWORD', ''),
  }
}

/** Users' e-mails read back from the restored backup. */
async function emailsInBackup(): Promise<string[]> {
  if (!isPg) {
    const sqlite = app.config.get<SqliteConfig>('database.connections.sqlite')
    db.manager.add('backup_probe', { ...sqlite, connection: { filename: output } })
    try {
      const rows = await db.connection('backup_probe').from('users').select('email')
      return rows.map((row) => row.email)
    } finally {
      await db.manager.close('backup_probe')
      db.manager.release('backup_probe')
    }
  }
  const scratch = `${env.get('PG_DB_NAME')}_restore`
  const admin = new pg.Client({ ...connection(), database: 'postgres' })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${scratch}"`)
    await admin.query(`CREATE DATABASE "${scratch}"`)
    execFileSync('pg_restore', ['--no-owner', `--dbname=${scratch}`, output], { env: pgEnv() })
    const restored = new pg.Client({ ...connection(), database: scratch })
    await restored.connect()
    const { rows } = await restored.query('SELECT email FROM users')
    await restored.end()
    return rows.map((row) => row.email)
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${scratch}"`)
    await admin.end()
  }
}

function connection() {
  return {
    host: env.get('PG_HOST', '127.0.0.1'),
    port: env.get('PG_PORT', 5432),
    user: env.get('PG_USER', 'postgres'),
    password: env.get('PG_PASSWORD', ''),
  }
}

test.group('Command db:backup', (group) => {
  group.each.setup(() => testUtils.db().truncate())
  group.each.teardown(() => {
    ace.ui.switchMode('normal')
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${output}${suffix}`, { force: true })
  })

  test('an online backup holds the rows written before it and restores', async ({ assert }) => {
    await UserFactory.merge({ email: 'avant.sauvegarde@example.fr' }).create()

    ace.ui.switchMode('raw')
    const command = await ace.exec('db:backup', ['--output', output])
    command.assertSucceeded()
    const [message] = command.logger.getLogs().map((log) => log.message)
    assert.include(message, output)
    assert.isTrue(existsSync(output))

    assert.include(await emailsInBackup(), 'avant.sauvegarde@example.fr')
  })
})
