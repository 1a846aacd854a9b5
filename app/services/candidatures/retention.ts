import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import env from '#start/env'
import { eraseCandidatures } from '#services/candidatures/erasure'

/*
| How long applications are kept (docs/product.md, "Candidatures"): until
| RETENTION months after their offer stopped taking them, that is after it
| was closed (`closed_at`) or, for an offer left in the trash, after it went
| there (`deleted_at`; docs/decisions.md). `node ace candidatures:purge` and
| the worker's daily schedule (app/jobs/candidatures_purge_job.ts) run it.
*/

export const DEFAULT_RETENTION_MONTHS = 6
/** Applications deleted per transaction (each batch then deletes its files). */
const BATCH = 500
/**
 * A CV file with no row is deleted once this old: a file is stored just
 * before its row is written, so a younger one may belong to an application
 * being sent right now.
 */
export const ORPHAN_AFTER = { days: 1 }
const CV_FOLDER = 'cv'

/** CANDIDATURES_RETENTION_MONTHS when it is a whole number of months ≥ 1, else 6. */
export function retentionMonths() {
  const months = env.get('CANDIDATURES_RETENTION_MONTHS')
  return months !== undefined && Number.isInteger(months) && months >= 1
    ? months
    : DEFAULT_RETENTION_MONTHS
}

export type PurgeResult = { candidatures: number; orphans: number }

/** The offers whose applications are past the retention at `limit`. */
function expiredOffres(limit: DateTime) {
  const stamp = limit.toFormat(db.connection().dialect.dateTimeFormat)
  return db
    .from('offres')
    .select('id')
    .where((ended) => ended.where('closed_at', '<', stamp).orWhere('deleted_at', '<', stamp))
}

/** Deletes the CV files that no application names (a crash between a file and its row). */
async function sweepOrphans(now: DateTime) {
  const disk = drive.use()
  const rows: { cv_key: string }[] = await db.from('candidatures').select('cv_key')
  const kept = new Set(rows.map((row) => row.cv_key))
  const before = now.minus(ORPHAN_AFTER).toMillis()
  let orphans = 0
  let paginationToken: string | undefined
  do {
    const page = await disk.listAll(CV_FOLDER, { recursive: true, paginationToken })
    for (const object of page.objects) {
      if (!object.isFile || kept.has(object.key)) continue
      const { lastModified } = await object.getMetaData()
      if (lastModified.getTime() >= before) continue
      await disk.delete(object.key)
      orphans++
    }
    paginationToken = page.paginationToken
  } while (paginationToken)
  return orphans
}

/**
 * Deletes the applications (rows and files) of the offers closed or trashed
 * more than `months` months before `now`, then the orphan files; how many.
 */
export async function purgeCandidatures(
  now = DateTime.now(),
  months = retentionMonths()
): Promise<PurgeResult> {
  const limit = now.minus({ months })
  let candidatures = 0
  for (;;) {
    const batch = await db
      .from('candidatures')
      .select('id')
      .whereIn('offre_id', expiredOffres(limit))
      .orderBy('id')
      .limit(BATCH)
    if (batch.length === 0) break
    candidatures += await eraseCandidatures(batch.map((row: { id: number }) => Number(row.id)))
  }
  return { candidatures, orphans: await sweepOrphans(now) }
}
