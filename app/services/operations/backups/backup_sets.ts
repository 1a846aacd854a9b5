import { readdir, readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { DateTime } from 'luxon'
import type { Disk } from '@adonisjs/drive'
import { SET_NAME, setDate } from '#services/operations/backups/names'
import { rotate } from '#services/operations/backups/rotation'
import { backupDirectory, keepPolicy } from '#services/operations/backups/settings'
import {
  BAD_MARK,
  MANIFEST,
  folderSize,
  readManifest,
  setProblem,
  type Manifest,
} from '#services/operations/backups/manifest'

/*
| The sets of the backup directory: listed, checked, rotated. A set is
| good when its manifest reads, it carries no BAD mark, and (when verified)
| every byte matches the manifest again.
*/
export type BackupSet = {
  name: string
  path: string
  date: DateTime
  size: number
  manifest: Manifest | null
  /** Null when good. */
  problem: string | null
}

async function isFolder(path: string) {
  const stats = await stat(path).catch(() => null)
  return stats?.isDirectory() ?? false
}

/** Why the set in `folder` may not be restored, or null. `verify: false` skips re-reading its bytes. */
export async function inspectSet(folder: string, options: { verify: boolean }) {
  const mark = await readFile(join(folder, BAD_MARK), 'utf8').catch(() => null)
  let manifest: Manifest | null = null
  try {
    manifest = await readManifest(folder)
  } catch (error) {
    return { manifest, problem: mark?.trim() || (error as Error).message }
  }
  if (mark !== null) return { manifest, problem: mark.trim() || 'marqué défectueux' }
  return { manifest, problem: options.verify ? await setProblem(folder, manifest) : null }
}

/** The sets, newest first. `verify` re-reads every byte against the manifests. */
export async function listSets(options: { verify: boolean }): Promise<BackupSet[]> {
  const directory = backupDirectory()
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  const sets: BackupSet[] = []
  for (const name of names
    .filter((entry) => SET_NAME.test(entry))
    .sort()
    .reverse()) {
    const path = join(directory, name)
    if (!(await isFolder(path))) continue
    const { manifest, problem } = await inspectSet(path, options)
    sets.push({ name, path, date: setDate(name), size: await folderSize(path), manifest, problem })
  }
  return sets
}

/** The set called `name`, or null (a name that is not a set's never reaches the file system). */
export async function findSet(name: string) {
  if (!SET_NAME.test(name)) return null
  const path = join(backupDirectory(), name)
  const folder = await isFolder(path)
  return folder ? path : null
}

/** Removes the sets the rotation does not keep; their names. Called with the lock held. */
export async function rotateLocal(directory = backupDirectory()) {
  const sets = await listSets({ verify: false })
  const { remove } = rotate(
    sets.map((set) => ({ name: set.name, date: set.date, good: set.problem === null })),
    keepPolicy()
  )
  for (const name of remove) await rm(join(directory, name), { recursive: true, force: true })
  return remove
}

/** The same rotation on the off-site disk: a set there is good once its manifest (copied last) is. */
export async function rotateOffsite(disk: Disk) {
  const { objects } = await disk.listAll('/', { recursive: false })
  const sets = []
  for (const object of objects) {
    const name = object.isDirectory ? object.prefix.replace(/\/+$/, '').split('/').pop()! : ''
    if (!SET_NAME.test(name)) continue
    sets.push({ name, date: setDate(name), good: await disk.exists(`${name}/${MANIFEST}`) })
  }
  const { remove } = rotate(sets, keepPolicy())
  for (const name of remove) await disk.deleteAll(`${name}/`)
  return remove
}
