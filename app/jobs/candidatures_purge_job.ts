import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { purgeCandidatures } from '#services/candidatures/retention'

/*
| The applications' retention (app/services/candidatures/retention.ts):
| every night the worker deletes the applications, and their CV files, of
| the offers closed (or trashed) more than the retention ago.
*/
export default class CandidaturesPurgeJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    /* Stored with each queued job and schedule: keep it when renaming the class. */
    name: 'CandidaturesPurgeJob',
    queue: 'default',
  }

  async execute() {
    const { candidatures, orphans } = await purgeCandidatures()
    if (candidatures + orphans > 0) logger.info({ candidatures, orphans }, 'applications purged')
  }
}

/** The schedule's id (one schedule, upserted each time a worker starts). */
export const CANDIDATURES_PURGE_SCHEDULE_ID = 'candidatures-purge'

/** 3:15 every night, French time, when nobody is working. */
export function scheduleCandidaturesPurge() {
  return CandidaturesPurgeJob.schedule({})
    .id(CANDIDATURES_PURGE_SCHEDULE_ID)
    .cron('15 3 * * *')
    .timezone('Europe/Paris')
    .run()
}
