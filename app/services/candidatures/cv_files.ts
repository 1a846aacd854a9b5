import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import { CV_TYPES } from '#models/candidature'
import type Candidature from '#models/candidature'

/*
| Candidates' CVs on the drive (config/drive.ts): one private file each,
| under `cv/` with a random name (the candidate's file name is kept in the
| row, never in a path). Every way an application goes (withdrawal, purge,
| the offer or the account deleted) deletes its file through `deleteCvs`.
*/

export type CvExtension = keyof typeof CV_TYPES

/** Stores a CV's bytes; returns its key. */
export async function storeCv(bytes: Buffer, extension: CvExtension) {
  const key = `cv/${randomUUID()}.${extension}`
  await drive.use().put(key, bytes)
  return key
}

/** A CV's bytes as a stream (the download streams it, never reads it whole). */
export function readCv(key: string) {
  return drive.use().getStream(key)
}

/** Deletes CV files; a file already gone is not an error. */
export async function deleteCvs(keys: Iterable<string>) {
  const disk = drive.use()
  for (const key of keys) await disk.delete(key)
}

/**
 * The name a CV downloads under, chosen by the server: the candidate's name
 * (letters, digits, spaces and hyphens only) and the extension of the type
 * read from the file's bytes. The name the candidate's file had is shown,
 * never used: a PDF sent as `cv.html` would otherwise open as a page
 * (docs/security.md, "Files served").
 */
export function cvDownloadName(candidature: Pick<Candidature, 'prenom' | 'nom' | 'cvType'>) {
  const extension =
    Object.entries(CV_TYPES).find(([, type]) => type === candidature.cvType)?.[0] ?? 'bin'
  const person = `${candidature.prenom} ${candidature.nom}`
    .replace(/[^\p{L}\p{N} -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .trim()
  return `${person ? `CV ${person}` : 'CV'}.${extension}`
}
