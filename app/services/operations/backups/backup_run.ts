import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { Disk } from '@adonisjs/drive'
import { SET_NAME } from '#services/operations/backups/names'
import { MANIFEST_FORMAT } from '#validators/backups'
import * as DatabaseBackup from '#services/operations/backups/database_backup'
import { acquireLock } from '#services/operations/backups/lock'
import { insideApp } from '#services/platform/data_paths'
import { rotateLocal, rotateOffsite } from '#services/operations/backups/backup_sets'
import { backupDirectory, offsiteDiskName } from '#services/operations/backups/settings'
import {
  BAD_MARK,
  FILES_FOLDER,
  MANIFEST,
  filesUnder,
  folderSize,
  hashFile,
  safeKey,
  setProblem,
  type Manifest,
  type ManifestFile,
} from '#services/operations/backups/manifest'

/*
| `backup:run` and the nightly BackupJob: one set, written into
| `<name>.partial/` and renamed once complete and checked (a crash never
| leaves a set that looks complete; a `.partial` is removed on every
| failure, and by the next run for a process killed outright). Files are
| streamed one at a time from the drive (fs or s3) through a SHA-256:
| memory stays flat whatever the number of CVs.
*/
export const PARTIAL = '.partial'

/** The set was written but failed its check: kept, marked bad. */
export class BackupCheckError extends Error {}
/** The set is good; its off-site copy failed. */
export class OffsiteCopyError extends Error {}

export type BackupResult = {
  name: string
  path: string
  manifest: Manifest
  bytes: number
  seconds: number
  removed: string[]
  offsite: string | null
}

export async function runBackup(options: { label?: string } = {}): Promise<BackupResult> {
  const started = performance.now()
  const directory = backupDirectory()
  /* The next deployment wipes the application folder (build/): a backup there would go with it. */
  if (app.inProduction && insideApp(app.makePath(), directory)) {
    throw new Error(
      `Le dossier des sauvegardes (${directory}) est dans le dossier de l'application, effacé au prochain déploiement : réglez BACKUP_DIR ou DATA_DIR.`
    )
  }
  const release = await acquireLock(directory, 'backup')
  try {
    await removePartials(directory)
    const name = await freshName(directory, options.label)
    const partial = join(directory, `${name}${PARTIAL}`)
    const final = join(directory, name)
    let manifest: Manifest
    let problem: string | null
    try {
      /* Only the app's user reads a set: it holds every CV and e-mail address. */
      await mkdir(partial, { mode: 0o700 })
      manifest = await writeSet(partial, name)
      problem = await setProblem(partial, manifest)
      if (problem) await writeFile(join(partial, BAD_MARK), `${problem}\n`)
      await rename(partial, final)
    } catch (error) {
      await rm(partial, { recursive: true, force: true })
      throw error
    }
    if (problem) {
      logger.error({ set: name, problem }, 'backup failed its check')
      throw new BackupCheckError(`Sauvegarde ${name} défectueuse : ${problem}`)
    }

    const removed = await rotateLocal(directory)
    const bytes = await folderSize(final)
    const result: BackupResult = {
      name,
      path: final,
      manifest,
      bytes,
      seconds: (performance.now() - started) / 1000,
      removed,
      offsite: null,
    }
    const disk = offsiteDiskName()
    if (disk) {
      try {
        await copyOffsite(final, name, drive.use(disk))
        const removedOffsite = await rotateOffsite(drive.use(disk))
        result.removed.push(...removedOffsite.map((set) => `${disk}:${set}`))
        result.offsite = disk
      } catch (error) {
        logger.error({ set: name, disk, err: error }, 'backup off-site copy failed')
        throw new OffsiteCopyError(
          `Sauvegarde ${name} écrite, mais sa copie sur le disque ${disk} a échoué : ${(error as Error).message}`
        )
      }
    }
    logger.info(
      { set: name, files: manifest.counts.files, bytes, removed: result.removed.length },
      'backup written'
    )
    return result
  } finally {
    await release()
  }
}

/** Leftovers of a run that was killed (only called with the lock held). */
async function removePartials(directory: string) {
  for (const entry of await readdir(directory)) {
    if (entry.endsWith(PARTIAL)) await rm(join(directory, entry), { recursive: true, force: true })
  }
}

/** The set's name: now, one second later when that name is taken (two runs in the same second). */
async function freshName(directory: string, label?: string) {
  const taken = new Set(await readdir(directory))
  for (let date = DateTime.now(); ; date = date.plus({ seconds: 1 })) {
    const name = `${date.toFormat('yyyyLLdd-HHmmss')}${label ? `-${label}` : ''}`
    if (!SET_NAME.test(name)) throw new Error(`Nom de sauvegarde refusé : ${name}`)
    if (!taken.has(name) && !taken.has(`${name}${PARTIAL}`)) return name
  }
}

async function writeSet(folder: string, name: string): Promise<Manifest> {
  const databaseFile = DatabaseBackup.fileName()
  const rows = await DatabaseBackup.copy(join(folder, databaseFile))
  const database = await hashFile(join(folder, databaseFile))

  const files: ManifestFile[] = []
  const disk = drive.use()
  for await (const key of driveKeys(disk)) {
    files.push({ key, ...(await copyFromDrive(disk, key, join(folder, FILES_FOLDER, key))) })
  }

  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    name,
    createdAt: new Date().toISOString(),
    app: await appState(),
    database: { kind: DatabaseBackup.kind(), file: databaseFile, ...database },
    files,
    counts: {
      files: files.length,
      bytes: files.reduce((total, file) => total + file.size, 0),
      rows,
    },
  }
  await writeFile(join(folder, MANIFEST), JSON.stringify(manifest, null, 1))
  return manifest
}

/** Every key of the drive disk, page by page (s3 lists 1000 at a time). */
export async function* driveKeys(disk: Disk) {
  let paginationToken: string | undefined
  do {
    const page = await disk.listAll('/', { recursive: true, paginationToken })
    for (const object of page.objects) {
      if (!object.isFile) continue
      if (!safeKey(object.key))
        throw new Error(`Clé de fichier refusée sur le disque : ${object.key}`)
      yield object.key
    }
    paginationToken = page.paginationToken
  } while (paginationToken)
}

/** Streams one drive file to `target`, through a SHA-256. */
async function copyFromDrive(disk: Disk, key: string, target: string) {
  await mkdir(dirname(target), { recursive: true })
  const hash = createHash('sha256')
  let size = 0
  await pipeline(
    await disk.getStream(key),
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk)
        size += chunk.length
        yield chunk
      }
    },
    createWriteStream(target, { flags: 'wx' })
  )
  return { size, sha256: hash.digest('hex') }
}

/** Streams a local file to a drive disk; its length given, as S3's PutObject needs for a stream. */
export async function putFile(disk: Disk, key: string, source: string) {
  const { size } = await stat(source)
  await disk.putStream(key, createReadStream(source), { contentLength: size })
}

/** The code and schema the set was taken with (a restore says which). */
async function appState() {
  const { version } = JSON.parse(await readFile(app.makePath('package.json'), 'utf8')) as {
    version: string
  }
  const last = await db
    .from('adonis_schema')
    .orderBy('id', 'desc')
    .first()
    .catch(() => null)
  return {
    version,
    migrationBatch: last ? Number(last.batch) : null,
    lastMigration: last ? String(last.name) : null,
  }
}

/**
 * Copies the set to the off-site disk under `<name>/`, streamed, its
 * manifest last: an off-site set without a manifest is incomplete.
 */
async function copyOffsite(folder: string, name: string, disk: Disk) {
  const paths = await filesUnder(folder)
  for (const path of [...paths.filter((other) => other !== MANIFEST), MANIFEST]) {
    await putFile(disk, `${name}/${path}`, join(folder, path))
  }
}
