import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { mkdir, readdir, readFile, rm, truncate, utimes, writeFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import env from '#start/env'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import BackupJob from '#jobs/backup_job'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { CandidatureFactory } from '#database/factories/candidature_factory'
import { storeCv } from '#services/candidatures/cv_files'
import { driveKeys } from '#services/operations/backups/backup_run'
import { listSets } from '#services/operations/backups/backup_sets'
import { acquireLock, LOCK_FILE } from '#services/operations/backups/lock'
import { startWorkerHeartbeat } from '#services/operations/backups/app_processes'
import { backupDirectory, MAIN_TABLES } from '#services/operations/backups/settings'
import { hashFile, type Manifest } from '#services/operations/backups/manifest'
import { freePort } from '#tests/helpers/free_port'
import { candidaturesTo, offreOf } from '../candidatures/files_helpers.js'

/*
| Backups (issue 42): backup:run writes the database and the drive's files
| (CVs) in one checked set; backup:restore puts both back. Run on the
| suite's database (SQLite, or this run's own PostgreSQL database with
| DB_CONNECTION=pg: pg_restore writes into it, nowhere else). The sets and
| the workers' heartbeats go to a data folder of this run (DATA_DIR set
| for the group), removed at the end.
*/
const DATA_DIR = `tmp/test-data-${process.pid}`

type Env = Parameters<typeof env.set>
/** Sets an environment value for one test; the returned function restores it. */
function withEnv(key: string, value: string | number) {
  const before = env.get(key)
  env.set(...([key, value] as unknown as Env))
  return () => {
    env.set(...([key, before] as unknown as Env))
    if (before === undefined) delete process.env[key]
  }
}

/** Runs `node ace <name> …` through the app's ace kernel, output captured. */
async function command(name: string, ...argv: string[]) {
  ace.ui.switchMode('raw')
  const run = await ace.exec(name, argv)
  return {
    run,
    output: run.logger
      .getLogs()
      .map((log) => log.message)
      .join('\n'),
  }
}

/** `backup:run`, which must succeed; its output. */
async function backupRun(...argv: string[]) {
  const { run, output } = await command('backup:run', ...argv)
  run.assertSucceeded()
  return output
}

/** Owners, a company, contacts, an offer and applications, each with its CV on the drive. */
async function makeData() {
  const owner = await UserFactory.create()
  await UserFactory.apply('esi').create()
  const offre = await offreOf(owner, ['publiee'])
  await ContactFactory.merge({ userId: owner.id }).createMany(3)
  await candidaturesTo(offre, 2)
  /* A CV of real, varied bytes (the factory's is a tiny PDF). */
  const bytes = randomBytes(150_000)
  const cvKey = await storeCv(bytes, 'pdf')
  await CandidatureFactory.merge({
    userId: owner.id,
    offreId: offre.id,
    cvKey,
    cvTaille: bytes.length,
  }).create()
}

/** Every row of the main tables and every file of the drive, with its bytes. */
async function snapshot() {
  const rows: Record<string, unknown[]> = {}
  for (const table of MAIN_TABLES) rows[table] = await db.from(table).orderBy('id').select('*')
  const files: Record<string, string> = {}
  const disk = drive.use()
  for await (const key of driveKeys(disk)) {
    files[key] = Buffer.from(await disk.getBytes(key)).toString('base64')
  }
  return { rows, files }
}

async function emptyDrive() {
  const disk = drive.use()
  const keys: string[] = []
  for await (const key of driveKeys(disk)) keys.push(key)
  for (const key of keys) await disk.delete(key)
}

/** Every table emptied (testUtils' truncate() returns the truncation) and every file deleted. */
async function wipe() {
  const truncateAll = await testUtils.db().truncate()
  await truncateAll()
  await emptyDrive()
}

/** The newest set's name (after a backup:run). */
async function newestSet() {
  const [set] = await listSets({ verify: false })
  return set.name
}

async function manifestOf(name: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(backupDirectory(), name, 'manifest.json'), 'utf8'))
}

test.group('Backups | backup:run and backup:restore', (group) => {
  group.setup(() => withEnv('DATA_DIR', DATA_DIR))
  group.teardown(async () => {
    ace.ui.switchMode('normal')
    await rm(DATA_DIR, { recursive: true, force: true })
  })
  group.each.setup(async () => {
    await rm(DATA_DIR, { recursive: true, force: true })
    await emptyDrive()
  })

  test('a set restores the same rows and the same file bytes after everything was wiped', async ({
    assert,
  }) => {
    await makeData()
    const before = await snapshot()
    const fileCount = Object.keys(before.files).length
    assert.isAtLeast(fileCount, 3)

    const backup = await command('backup:run', '--label', 'avant-essai')
    backup.run.assertSucceeded()
    const name = await newestSet()
    assert.match(name, /^\d{8}-\d{6}-avant-essai$/)
    assert.include(backup.output, `Sauvegarde ${name} écrite et vérifiée`)
    const manifest = await manifestOf(name)
    assert.equal(manifest.database.kind, env.get('DB_CONNECTION', 'sqlite'))
    assert.equal(manifest.counts.files, fileCount)
    assert.equal(manifest.counts.rows.candidatures, 3)
    assert.sameMembers(
      manifest.files.map((file) => file.key),
      Object.keys(before.files)
    )

    await wipe()
    await storeCv(Buffer.from('not in the set'), 'pdf')
    const wiped = await snapshot()
    assert.lengthOf(wiped.rows.users, 0)

    const restore = await command('backup:restore', name, '--yes')
    restore.run.assertSucceeded()
    assert.include(restore.output, `Sauvegarde ${name} restaurée`)
    assert.include(restore.output, 'users 2, societes 1, contacts 3, offres 1, candidatures 3')
    assert.include(restore.output, '1 absent(s) de la sauvegarde supprimé(s)')

    assert.deepEqual(await snapshot(), before)
    /* The restored database is the app's again: it writes. */
    await UserFactory.create()
  })

  test('a set with one CV byte changed, or its database copy truncated, is reported bad and refused; nothing changes', async ({
    assert,
  }) => {
    await makeData()
    await backupRun()
    const name = await newestSet()
    const manifest = await manifestOf(name)
    const [file] = manifest.files
    const path = join(backupDirectory(), name, 'files', file.key)
    const original = await readFile(path)
    const changed = Buffer.from(original)
    changed[changed.length >> 1] ^= 0x01
    await writeFile(path, changed)

    const list = await command('backup:list')
    list.run.assertFailed()
    assert.include(list.output, `${name} | `, 'listed with its date, size, kind and count')
    assert.include(list.output, `défectueuse : fichier modifié (somme de contrôle) : ${file.key}`)

    await UserFactory.create()
    await storeCv(Buffer.from('après la sauvegarde'), 'pdf')
    const current = await snapshot()
    const refused = await command('backup:restore', name, '--yes', '--force')
    refused.run.assertFailed()
    assert.include(refused.output, `Sauvegarde ${name} défectueuse, non restaurée`)
    assert.deepEqual(await snapshot(), current)

    /* The byte put back, the set is good again: the status is read from the bytes. */
    await writeFile(path, original)
    const good = await command('backup:list')
    good.run.assertSucceeded()
    assert.include(good.output, `${manifest.counts.files} fichier(s) | bonne`)

    const copy = join(backupDirectory(), name, manifest.database.file)
    await truncate(copy, Math.floor(manifest.database.size / 2))
    const truncated = await command('backup:list')
    truncated.run.assertFailed()
    assert.include(truncated.output, 'défectueuse : copie de la base modifiée (somme de contrôle)')

    /* The checksums made to agree with the truncated copy: the database check itself refuses it. */
    const { size, sha256 } = await hashFile(copy)
    await writeFile(
      join(backupDirectory(), name, 'manifest.json'),
      JSON.stringify({ ...manifest, database: { ...manifest.database, size, sha256 } })
    )
    const unreadable = await command('backup:list')
    unreadable.run.assertFailed()
    assert.match(
      unreadable.output,
      /défectueuse : (base SQLite (corrompue|illisible)|archive PostgreSQL illisible)/
    )
    const refusedAgain = await command('backup:restore', name, '--yes', '--force')
    refusedAgain.run.assertFailed()
    assert.include(refusedAgain.output, 'non restaurée')
    assert.deepEqual(await snapshot(), current)
  })

  test('a good set is copied to the off-site disk, and rotated there too', async ({ assert }) => {
    /* A second fs disk in a temp folder stands for the S3 bucket (drive.fake swaps its driver). */
    const offsite = drive.fake('backups_s3')
    const restoreEnv = [
      withEnv('BACKUP_OFFSITE_DISK', 'backups_s3'),
      withEnv('BACKUP_KEEP_DAILY', 1),
      withEnv('BACKUP_KEEP_WEEKLY', 0),
      withEnv('BACKUP_KEEP_MONTHLY', 0),
    ]
    try {
      await makeData()
      await backupRun()
      const first = await newestSet()
      offsite.assertExists(`${first}/manifest.json`)

      const second = await command('backup:run')
      second.run.assertSucceeded()
      assert.include(second.output, 'Copiée sur le disque backups_s3.')
      const name = await newestSet()
      assert.notEqual(name, first)
      /* Keeping one day: the older set goes, here and off-site. */
      const sets = await listSets({ verify: false })
      assert.deepEqual(
        sets.map((set) => set.name),
        [name]
      )
      offsite.assertMissing(`${first}/manifest.json`)

      const manifest = await manifestOf(name)
      const local = join(backupDirectory(), name)
      for (const path of [
        'manifest.json',
        manifest.database.file,
        ...manifest.files.map((file) => `files/${file.key}`),
      ]) {
        assert.deepEqual(
          Buffer.from(await offsite.getBytes(`${name}/${path}`)),
          await readFile(join(local, path)),
          path
        )
      }
    } finally {
      for (const undo of restoreEnv) undo()
      drive.restore('backups_s3')
    }
  })

  test('one backup at a time: a held lock refuses, a stale one is taken over; a failure leaves no partial set', async ({
    assert,
  }) => {
    await makeData()
    const release = await acquireLock(backupDirectory(), 'test')
    const locked = await command('backup:run')
    await release()
    locked.run.assertFailed()
    assert.include(locked.output, 'Une sauvegarde ou une restauration est déjà en cours')
    assert.lengthOf(await listSets({ verify: false }), 0)

    /* The lock of a process that no longer exists on this machine, then one of another machine 7 hours old. */
    const lock = join(backupDirectory(), LOCK_FILE)
    await writeFile(lock, JSON.stringify({ pid: 2 ** 22 + 1, host: hostname() }))
    await backupRun()
    const first = await newestSet()
    await writeFile(lock, JSON.stringify({ pid: process.pid, host: 'autre-serveur' }))
    const old = new Date(Date.now() - 7 * 3600_000)
    await utimes(lock, old, old)
    await backupRun()
    const second = await newestSet()
    assert.notEqual(second, first)

    /* A drive that fails mid-backup (and a .partial left by a killed run). */
    await mkdir(join(backupDirectory(), '20200101-000000.partial'))
    const disk = drive.use()
    const getStream = disk.getStream
    disk.getStream = async () => {
      throw new Error('disque indisponible')
    }
    try {
      const failed = await command('backup:run')
      failed.run.assertFailed()
      assert.include(failed.output, 'Échec de la sauvegarde : disque indisponible')
    } finally {
      disk.getStream = getStream
    }
    const entries = await readdir(backupDirectory())
    assert.deepEqual(
      entries.filter((entry) => entry.endsWith('.partial') || entry === LOCK_FILE),
      []
    )
    assert.equal(await newestSet(), second)
  })

  test('restore asks first, is refused while a worker or the web server runs, allowed with --force', async ({
    assert,
  }) => {
    await makeData()
    const before = await snapshot()
    await backupRun()
    const name = await newestSet()
    await UserFactory.create()
    const changed = await snapshot()

    /* Without --yes it asks; « non » changes nothing. */
    const { default: BackupRestore } = await import('../../../commands/backup_restore.js')
    const asked = await ace.create(BackupRestore, [name])
    asked.prompt
      .trap(`Remplacer la base de données et les fichiers actuels par la sauvegarde ${name} ?`)
      .reject()
    await asked.exec()
    asked.assertSucceeded()
    assert.include(asked.logger.getLogs().at(-1)?.message, 'Restauration annulée')
    assert.deepEqual(await snapshot(), changed)

    const stopHeartbeat = startWorkerHeartbeat()
    try {
      const refused = await command('backup:restore', name, '--yes')
      refused.run.assertFailed()
      assert.include(refused.output, `L'application tourne (worker ${hostname()}:${process.pid})`)
      assert.include(refused.output, '--force')
      assert.deepEqual(await snapshot(), changed)
    } finally {
      stopHeartbeat()
    }

    /* A web server answering /health/live on the configured PORT (another process's, in production). */
    const server = createServer((request, response) => {
      response.writeHead(request.url === '/health/live' ? 200 : 404).end('{"status":"ok"}')
    })
    const port = await freePort()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    const restorePort = withEnv('PORT', port)
    const restoreHost = withEnv('HOST', '0.0.0.0')
    try {
      const refused = await command('backup:restore', name, '--yes')
      refused.run.assertFailed()
      assert.include(refused.output, `serveur web (http://127.0.0.1:${port}/health/live)`)
      assert.deepEqual(await snapshot(), changed)

      const forced = await command('backup:restore', name, '--yes', '--force')
      forced.run.assertSucceeded()
    } finally {
      restoreHost()
      restorePort()
      await new Promise((resolve) => server.close(resolve))
    }
    assert.deepEqual(await snapshot(), before)
  })

  test('the nightly job writes a set like backup:run', async ({ assert }) => {
    await makeData()
    await BackupJob.dispatch({})
    const [set] = await listSets({ verify: true })
    assert.isNull(set.problem)
    assert.equal(set.manifest?.counts.rows.candidatures, 3)
    const { files } = await snapshot()
    assert.equal(set.manifest?.counts.files, Object.keys(files).length)
  })
})
