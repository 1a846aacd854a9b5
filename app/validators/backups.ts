import vine from '@vinejs/vine'
import { DATABASE_FILES, LABEL, SET_NAME } from '#services/operations/backups/names'
import { frenchMessages } from '#validators/messages'

/*
| The backup commands' arguments. A label becomes part of a folder name:
| lowercase letters, digits and hyphens only. A set's name is checked
| before it reaches the file system.
*/
export const backupRunValidator = vine.create({
  label: vine.string().trim().toLowerCase().regex(LABEL).optional(),
})
backupRunValidator.messagesProvider = frenchMessages({ label: 'étiquette' })

export const backupRestoreValidator = vine.create({
  set: vine.string().trim().regex(SET_NAME),
})
backupRestoreValidator.messagesProvider = frenchMessages({ set: 'sauvegarde' })

/** The first message of a validation failure, for a command's output. */
export function firstMessage(error: unknown) {
  const messages = (error as { messages?: { message: string }[] }).messages
  return messages?.[0]?.message ?? (error as Error).message
}

/*
| A set's manifest.json, read back before a list or a restore: a file that
| does not match this shape marks the set bad (the keys are checked again
| by safeKey in manifest.ts).
*/
export const MANIFEST_FORMAT = 1

const sha256 = () => vine.string().regex(/^[0-9a-f]{64}$/)
const count = () => vine.number().withoutDecimals().min(0)

export const manifestValidator = vine.create({
  format: vine.literal(MANIFEST_FORMAT),
  name: vine.string().regex(SET_NAME),
  createdAt: vine.string(),
  app: vine.object({
    version: vine.string(),
    migrationBatch: count().nullable(),
    lastMigration: vine.string().nullable(),
  }),
  database: vine.object({
    kind: vine.enum(['sqlite', 'pg'] as const),
    file: vine.enum([DATABASE_FILES.sqlite, DATABASE_FILES.pg]),
    size: count(),
    sha256: sha256(),
  }),
  files: vine.array(
    vine.object({
      key: vine.string().maxLength(1024),
      size: count(),
      sha256: sha256(),
    })
  ),
  counts: vine.object({
    files: count(),
    bytes: count(),
    rows: vine.record(count()),
  }),
})
