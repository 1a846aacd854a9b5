import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import type { CV_TYPES } from '#models/candidature'

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
