import { join, resolve } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { dataDirectory } from '#services/platform/data_paths'

/*
| Backups' settings, read at each call (not at boot): a test changes them
| with `env.set`, and a long-running worker follows the environment it
| was started with anyway.
*/

/** Where the sets go: BACKUP_DIR, or `<data dir>/backups`. */
export function backupDirectory() {
  const configured = env.get('BACKUP_DIR')
  if (configured) return resolve(app.makePath(), configured)
  return join(dataDirectory(app.makePath(), { DATA_DIR: env.get('DATA_DIR') }), 'backups')
}

/** Where running app processes leave their heartbeat (restore refuses while one is fresh). */
export function runDirectory() {
  return join(dataDirectory(app.makePath(), { DATA_DIR: env.get('DATA_DIR') }), 'run')
}

export type DatabaseKind = 'sqlite' | 'pg'

export function databaseKind(): DatabaseKind {
  return env.get('DB_CONNECTION', 'sqlite') === 'pg' ? 'pg' : 'sqlite'
}

/** Sets kept by the rotation: the newest of each of the last N days, weeks, months. */
export function keepPolicy() {
  return {
    daily: env.get('BACKUP_KEEP_DAILY', 7),
    weekly: env.get('BACKUP_KEEP_WEEKLY', 4),
    monthly: env.get('BACKUP_KEEP_MONTHLY', 6),
  }
}

/** The second drive disk the good sets are copied to (config/drive.ts), if any. */
export function offsiteDiskName() {
  return env.get('BACKUP_OFFSITE_DISK')
}

/** When the worker runs a backup: a cron expression (Europe/Paris), or null for « off ». */
export function backupSchedule() {
  const value = env.get('BACKUP_SCHEDULE', '0 2 * * *')
  return value === 'off' ? null : value
}

/*
| The tables a restore counts and reports (and the manifest records): the
| records people work on. Every table is restored, these are only shown.
*/
export const MAIN_TABLES = [
  'users',
  'societes',
  'contacts',
  'offres',
  'candidatures',
  'interactions',
] as const
