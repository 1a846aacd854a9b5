/*
| Helpers of the data-protection tests (retention, deletion paths, e-sidoor
| counts): applications with their CV on the drive (this run's own folder,
| DRIVE_ROOT of bin/test.ts), and the files the folder holds.
*/
import { readdir, rm } from 'node:fs/promises'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { Group } from '@japa/runner/core'
import type { Assert } from '@japa/assert'
import type User from '#models/user'
import type Offre from '#models/offre'
import { OffreFactory } from '#database/factories/offre_factory'
import { CandidatureFactory } from '#database/factories/candidature_factory'
import { aSociete } from '#tests/helpers/owned_records'

export { as } from '../access/helpers.js'

const cvFolder = () => app.makePath(process.env.DRIVE_ROOT!, 'cv')

/** The CV files on the drive now, as keys (`cv/<name>`), sorted. */
export async function cvFilesOnDisk() {
  try {
    const names = await readdir(cvFolder())
    return names.map((name) => `cv/${name}`).sort()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

/** The CV keys the applications name, sorted. */
export async function cvKeysInDatabase() {
  const rows: { cv_key: string }[] = await db.from('candidatures').select('cv_key')
  return rows.map((row) => row.cv_key).sort()
}

/** The drive holds exactly the CV files the applications name: no orphan file, none missing. */
export async function assertFilesMatchRows(assert: Assert) {
  assert.deepEqual(await cvFilesOnDisk(), await cvKeysInDatabase())
}

/** An empty drive, for tests that count its files (earlier files of the run lost their rows to truncation). */
export function emptyDrive() {
  return rm(cvFolder(), { recursive: true, force: true })
}

/** Each test of `group` from an empty drive (and empty tables, as every test: tests/bootstrap.ts). */
export function freshDriveEach(group: Group) {
  group.each.setup(() => emptyDrive())
}

/** The ids of `rows`, sorted: two sets of applications compared whatever their order. */
export const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b)

type OffreState = 'publiee' | 'cloturee' | 'trashed'

/** An offer of `owner` in the given states, with `merge` over the factory's values. */
export async function offreOf(owner: User, states: OffreState[], merge: Partial<Offre> = {}) {
  const societe = await aSociete(owner)
  let builder = OffreFactory.merge({ userId: owner.id, societeId: societe.id })
  for (const state of states) builder = builder.apply(state)
  const offre = await builder.create()
  /* After the states, which set their own dates. */
  if (Object.keys(merge).length === 0) return offre
  return offre.merge(merge).save()
}

/** `count` applications to `offre`, each with its PDF on the drive. */
export function candidaturesTo(offre: Offre, count: number) {
  return CandidatureFactory.merge({ userId: offre.userId, offreId: offre.id }).createMany(count)
}

/** An offer closed `months` months (and a day) ago. */
export const closedAgo = (months: number, days = 1) => ({
  closedAt: DateTime.now().minus({ months, days }),
})
