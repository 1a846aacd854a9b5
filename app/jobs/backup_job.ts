import { Job, Schedule } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { runBackup } from '#services/operations/backups/backup_run'
import { backupSchedule } from '#services/operations/backups/settings'

/*
| The nightly backup (app/services/operations/backups/backup_run.ts), run by
| the worker at BACKUP_SCHEDULE (default 2:00 Europe/Paris, before the
| applications' purge at 3:15). Not retried: a failure is logged at error
| level with its reason, the set (if written) is marked bad, and the next
| night tries again. BACKUP_SCHEDULE=off leaves backups to the systemd
| timer (deploy/systemd/e-sidoor-backup.timer); one of the two is enough.
*/
export default class BackupJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    /* Stored with each queued job and schedule: keep it when renaming the class. */
    name: 'BackupJob',
    queue: 'default',
    maxRetries: 0,
  }

  async execute() {
    try {
      const result = await runBackup({})
      logger.info(
        { set: result.name, bytes: result.bytes, seconds: Math.round(result.seconds) },
        'nightly backup done'
      )
    } catch (error) {
      logger.error({ err: error }, `nightly backup FAILED: ${(error as Error).message}`)
      throw error
    }
  }
}

export const BACKUP_SCHEDULE_ID = 'backup'

/** Upserts the schedule (each time a worker starts), or removes it when BACKUP_SCHEDULE=off. */
export async function scheduleBackup() {
  const cron = backupSchedule()
  if (!cron) {
    const existing = await Schedule.find(BACKUP_SCHEDULE_ID)
    await existing?.delete()
    return null
  }
  return BackupJob.schedule({}).id(BACKUP_SCHEDULE_ID).cron(cron).timezone('Europe/Paris').run()
}
