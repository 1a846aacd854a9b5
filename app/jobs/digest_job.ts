import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { parisToday } from '#services/activite/digest'
import { sendDigests } from '#services/activite/digest_dispatch'

/*
| The morning digest's run (app/services/activite/digest_dispatch.ts):
| scheduled at 7:30 Europe/Paris by the worker (start/queue_worker.ts),
| it queues one digest mail per pro with something due today.
*/
export default class DigestJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    /* Stored with each queued job and schedule: keep it when renaming the class. */
    name: 'DigestJob',
    queue: 'default',
  }

  async execute() {
    await sendDigests(parisToday())
  }
}

/** The schedule's id (one schedule, upserted each time a worker starts). */
export const DIGEST_SCHEDULE_ID = 'morning-digest'

/** 7:30 every day, French time (summer and winter alike). */
export function scheduleDigest() {
  return DigestJob.schedule({})
    .id(DIGEST_SCHEDULE_ID)
    .cron('30 7 * * *')
    .timezone('Europe/Paris')
    .run()
}
