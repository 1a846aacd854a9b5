import { join } from 'node:path'
import drive from '@adonisjs/drive/services/main'
import { Refusal } from '#exceptions/refusal'
import * as DatabaseBackup from '#services/operations/backups/database_backup'
import { acquireLock } from '#services/operations/backups/lock'
import { runningApp } from '#services/operations/backups/app_processes'
import { driveKeys, putFile } from '#services/operations/backups/backup_run'
import { findSet, inspectSet } from '#services/operations/backups/backup_sets'
import { backupDirectory } from '#services/operations/backups/settings'
import { FILES_FOLDER, type Manifest } from '#services/operations/backups/manifest'

/*
| `backup:restore <set>`: the database and the drive's files of one set,
| together, into the configured database and disk. Refused (nothing
| touched) for a set that is missing, bad (every byte is re-read against
| its manifest first), of the other database kind, or while the app runs
| (app_processes.ts) unless forced. Then the restored rows are counted and
| compared with the counts the set recorded.
*/

export type RestoreReport = {
  name: string
  manifest: Manifest
  rows: Record<string, number>
  files: number
  bytes: number
  deleted: number
  seconds: number
}

export type RestoreOptions = {
  /** Restore even while a worker or the web server seems to run. */
  force?: boolean
  /** Asked once the set is checked; false cancels (nothing changed). */
  confirm: (manifest: Manifest) => Promise<boolean>
}

export async function restoreBackup(name: string, options: RestoreOptions) {
  const started = performance.now()
  const folder = await findSet(name)
  if (!folder) throw Refusal.because(`Sauvegarde introuvable : ${name}`)

  const release = await acquireLock(backupDirectory(), 'restore')
  try {
    const { manifest, problem } = await inspectSet(folder, { verify: true })
    if (problem || !manifest) {
      throw Refusal.because(`Sauvegarde ${name} défectueuse, non restaurée : ${problem}`)
    }
    if (manifest.database.kind !== DatabaseBackup.kind()) {
      throw Refusal.because(
        `La sauvegarde ${name} est une base ${manifest.database.kind}, la base configurée est ${DatabaseBackup.kind()}.`
      )
    }
    if (!options.force) {
      const running = await runningApp()
      if (running.length > 0) {
        throw Refusal.because(
          `L'application tourne (${running.join(', ')}) : arrêtez-la avant de restaurer, ou passez --force.`
        )
      }
    }
    if (!(await options.confirm(manifest))) return null

    await DatabaseBackup.restore(join(folder, manifest.database.file))
    const { deleted } = await restoreFiles(folder, manifest)

    const rows = await DatabaseBackup.liveRows()
    const differs = Object.entries(manifest.counts.rows).filter(
      ([table, count]) => rows[table] !== count
    )
    if (differs.length > 0) {
      throw new Error(
        `Restauration incomplète : ${differs.map(([table, count]) => `${table} ${rows[table]} au lieu de ${count}`).join(', ')}`
      )
    }
    return {
      name,
      manifest,
      rows,
      files: manifest.counts.files,
      bytes: manifest.counts.bytes,
      deleted,
      seconds: (performance.now() - started) / 1000,
    } satisfies RestoreReport
  } finally {
    await release()
  }
}

/** The disk holds exactly the set's files afterwards: others deleted, each of the set written. */
async function restoreFiles(folder: string, manifest: Manifest) {
  const disk = drive.use()
  const wanted = new Set(manifest.files.map((file) => file.key))
  const extra: string[] = []
  for await (const key of driveKeys(disk)) if (!wanted.has(key)) extra.push(key)
  for (const key of extra) await disk.delete(key)
  for (const file of manifest.files) {
    await putFile(disk, file.key, join(folder, FILES_FOLDER, file.key))
  }
  return { deleted: extra.length }
}
