/*
| `node ace queue:work` (the background worker) stops on SIGINT and SIGTERM
| by itself: it takes no new job. @adonisjs/queue 0.6.2 then ends the
| command without waiting for the running jobs, and leaves the process
| alive. So, once the command is over: wait for the job runs still in
| progress (a mail being handed to the SMTP server gets marked sent, and is
| not sent again later), then end the app. bin/console.ts leaves SIGTERM to
| the worker for this command.
*/
import app from '@adonisjs/core/services/app'
import type { BaseCommand } from '@adonisjs/core/ace'
import { runsSettled } from '#services/platform/job_runs'

const ace = await app.container.make('ace')

let stopHeartbeat: (() => void) | undefined

/* A worker starting (re)writes the schedules (upserted by id): the morning digest at 7:30 Europe/Paris, the outbox sweep every 15 minutes, the applications' purge at 3:15, the backup (BACKUP_SCHEDULE, 2:00). */
ace.executing(async (command, isMain) => {
  const { commandName } = command.constructor as typeof BaseCommand
  if (!isMain || commandName !== 'queue:work') return
  const { scheduleDigest } = await import('#jobs/digest_job')
  const { scheduleMailSweep } = await import('#jobs/mail_sweep_job')
  await scheduleDigest()
  await scheduleMailSweep()
  const { scheduleCandidaturesPurge } = await import('#jobs/candidatures_purge_job')
  await scheduleCandidaturesPurge()
  const { scheduleBackup } = await import('#jobs/backup_job')
  await scheduleBackup()
  /* Seen by backup:restore, which refuses to replace the data under a running worker. */
  const { startWorkerHeartbeat } = await import('#services/operations/backups/app_processes')
  stopHeartbeat = startWorkerHeartbeat()
})

ace.executed(async (command, isMain) => {
  const { commandName } = command.constructor as typeof BaseCommand
  if (!isMain || commandName !== 'queue:work') return
  await runsSettled()
  stopHeartbeat?.()
  await app.terminate()
})
