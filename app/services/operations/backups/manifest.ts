import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { basename, join, relative, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Infer } from '@vinejs/vine/types'
import * as DatabaseBackup from '#services/operations/backups/database_backup'
import { manifestValidator } from '#validators/backups'

/*
| A backup set is one folder `<YYYYMMDD-HHmmss>[-label]/` of the backup
| directory: the database copy, the drive's files under `files/<key>`, and
| `manifest.json` (written last) that lists them with their size and
| SHA-256. A set that failed its check also holds BAD_MARK, with the reason.
*/
export const MANIFEST = 'manifest.json'
export const BAD_MARK = 'BAD.txt'
export const FILES_FOLDER = 'files'

/*
| A drive key a set may hold: relative, `/`-separated, no `.`/`..` segment,
| no backslash or NUL. A manifest is read back before a restore: a key
| from it never writes outside the set's files folder or the disk.
*/
export function safeKey(key: string) {
  if (key.length === 0 || key.length > 1024 || /[\\\0]/.test(key)) return false
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

export type Manifest = Infer<typeof manifestValidator>
export type ManifestFile = Manifest['files'][number]

/** A file's size and SHA-256, read as a stream. */
export async function hashFile(path: string) {
  const hash = createHash('sha256')
  let size = 0
  await pipeline(createReadStream(path), async function (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      hash.update(chunk)
      size += chunk.length
    }
  })
  return { size, sha256: hash.digest('hex') }
}

/** Every file under `folder`, as `/`-separated paths relative to it. */
export async function filesUnder(folder: string) {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true })
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

/** The set's manifest, validated; throws a French reason when absent or malformed. */
export async function readManifest(folder: string): Promise<Manifest> {
  let data: unknown
  try {
    data = JSON.parse(await readFile(join(folder, MANIFEST), 'utf8'))
  } catch {
    throw new Error('manifeste absent ou illisible')
  }
  let manifest: Manifest
  try {
    manifest = await manifestValidator.validate(data)
  } catch {
    throw new Error('manifeste invalide')
  }
  if (manifest.name !== basename(folder).replace(/\.partial$/, '')) {
    throw new Error('manifeste d’un autre jeu')
  }
  if (!manifest.files.every((file) => safeKey(file.key))) {
    throw new Error('manifeste invalide (chemin de fichier refusé)')
  }
  return manifest
}

/**
 * Why the set in `folder` does not match its manifest, or null: the
 * database copy (size, checksum, then integrity_check / pg_restore --list)
 * and every file (the same list, each size and checksum), read back from
 * the disk.
 */
export async function setProblem(folder: string, manifest: Manifest): Promise<string | null> {
  const database = join(folder, manifest.database.file)
  const copy = await hashFile(database).catch(() => null)
  if (!copy) return 'copie de la base absente'
  if (copy.size !== manifest.database.size || copy.sha256 !== manifest.database.sha256) {
    return 'copie de la base modifiée (somme de contrôle)'
  }
  const databaseProblem = await DatabaseBackup.problem(database, manifest.database.kind)
  if (databaseProblem) return databaseProblem

  const root = join(folder, FILES_FOLDER)
  const present = new Set(await filesUnder(root))
  if (present.size !== manifest.files.length || manifest.counts.files !== manifest.files.length) {
    return `nombre de fichiers différent (${present.size} présents, ${manifest.files.length} attendus)`
  }
  for (const file of manifest.files) {
    if (!present.has(file.key)) return `fichier manquant : ${file.key}`
    const { size, sha256: digest } = await hashFile(join(root, file.key))
    if (size !== file.size || digest !== file.sha256) {
      return `fichier modifié (somme de contrôle) : ${file.key}`
    }
  }
  return null
}

/** Bytes of every file under `folder`. */
export async function folderSize(folder: string) {
  let total = 0
  for (const path of await filesUnder(folder)) {
    const { size } = await stat(join(folder, path))
    total += size
  }
  return total
}
