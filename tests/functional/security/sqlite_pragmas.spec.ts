import { rmSync } from 'node:fs'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import type { SqliteConfig } from '@adonisjs/lucid/types/database'
import { keepRows } from '#tests/helpers/fresh_each'

/*
| SQLite as the embedded production database: WAL, a busy timeout, foreign
| keys enforced (so the declared cascades really run) and synchronous=NORMAL
| on every connection. The probe is a SQLite database of its own, migrated
| here, so this holds whichever database the run uses.
*/
const PROBE = 'sqlite_probe'
const file = app.makePath(`tmp/probe-${process.pid}.sqlite3`)

async function pragma(name: string) {
  const rows = await db.connection(PROBE).rawQuery(`PRAGMA ${name}`)
  return Object.values(rows[0] as Record<string, unknown>)[0]
}

test.group('Security: SQLite runs as a production database', (group) => {
  /* Its tests work in a database of their own (PROBE). */
  keepRows(group)
  group.setup(async () => {
    const sqlite = app.config.get<SqliteConfig>('database.connections.sqlite')
    db.manager.add(PROBE, { ...sqlite, connection: { filename: file } })
    const migrator = new MigrationRunner(db, app, { direction: 'up', connectionName: PROBE })
    await migrator.run()
    if (migrator.error) throw migrator.error
    return async () => {
      await db.manager.close(PROBE)
      db.manager.release(PROBE)
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
    }
  })

  test('every connection has WAL, a busy timeout, foreign keys and synchronous=NORMAL', async ({
    assert,
  }) => {
    assert.equal(await pragma('journal_mode'), 'wal')
    assert.isAtLeast(Number(await pragma('busy_timeout')), 5000)
    assert.equal(Number(await pragma('foreign_keys')), 1)
    assert.equal(Number(await pragma('synchronous')), 1)
  })

  test('deleting a user cascades to every row they own; a contact loses its société', async ({
    assert,
  }) => {
    const probe = db.connection(PROBE)
    const now = new Date()
    const stamps = { created_at: now, updated_at: now }
    /** One row inserted with its time stamps; its id (a row on PostgreSQL, a number on SQLite). */
    const insert = async (table: string, values: Record<string, unknown>) => {
      const [row] = await probe
        .table(table)
        .insert({ ...values, ...stamps })
        .returning('id')
      return typeof row === 'object' ? row.id : row
    }
    const userId = await insert('users', {
      full_name: 'Paul',
      email: 'paul@example.fr',
      password: 'x',
      session_epoch: 'e1',
    })
    const societeId = await insert('societes', { user_id: userId, nom: 'Numéria', pays: 'France' })
    await insert('contacts', {
      user_id: userId,
      nom: 'Martin',
      statut: 'prospect',
      societe_id: societeId,
    })
    await insert('texte_modeles', { user_id: userId, nom: 'Relance', partage: false })
    const otherId = await insert('societes', { user_id: userId, nom: 'Atelier', pays: 'France' })
    await insert('offres', {
      user_id: userId,
      societe_id: otherId,
      reference: 'OFF-2026-0001',
      titre: 'Stage',
      description: 'Découvrir le métier.',
    })

    await probe.from('societes').where('id', societeId).delete()
    const contact = await probe.from('contacts').where('user_id', userId).first()
    assert.isNull(contact.societe_id)
    /* NO ACTION: a société cannot go from under its offers. */
    await assert.rejects(() => probe.from('societes').where('id', otherId).delete())

    await probe.from('users').where('id', userId).delete()
    for (const table of ['societes', 'contacts', 'offres', 'texte_modeles']) {
      assert.lengthOf(await probe.from(table).where('user_id', userId), 0, table)
    }
  })
})
