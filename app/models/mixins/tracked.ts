import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import type { BaseModel } from '@adonisjs/lucid/orm'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Modification, {
  type ModificationAction,
  type ModificationRow,
  type FieldChange,
  type FieldValue,
  type SubjectType,
} from '#models/modification'

/** Never listed in a change: keys, technical columns, and what the statut already says. */
const UNLISTED = new Set([
  'id',
  'userId',
  'searchText',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'publishedAt',
  'closedAt',
  'reference',
])
/* Defence in depth: no tracked model has one today, and none may ever be written to the history. */
const SECRET = /password|token|secret/i

/** Foreign keys shown by the name of what they point at, in the table holding it. */
const NAMED: Record<string, (ids: number[], trx: TransactionClientContract) => Promise<Names>> = {
  societeId: (ids, trx) => names(trx, 'societes', ['nom'], ids),
  contactId: (ids, trx) => names(trx, 'contacts', ['prenom', 'nom'], ids),
}
type Names = Map<number, string>

async function names(
  trx: TransactionClientContract,
  table: string,
  columns: string[],
  ids: number[]
) {
  const rows = await trx
    .from(table)
    .select('id', ...columns)
    .whereIn('id', ids)
  return new Map<number, string>(
    rows.map((row: Record<string, unknown>) => [
      Number(row.id),
      columns
        .map((column) => row[column])
        .filter(Boolean)
        .join(' '),
    ])
  )
}

/** A value as the history keeps it: dates as ISO dates, long text cut. */
function plain(value: unknown): FieldValue {
  if (value === undefined || value === null || value === '') return null
  if (DateTime.isDateTime(value)) return value.toISODate()
  if (typeof value === 'number' || typeof value === 'boolean') return value
  return String(value).slice(0, 200)
}

type TrackedShape = {
  $isPersisted: boolean
  $dirty: Record<string, unknown>
  $original: Record<string, unknown>
  $trx?: TransactionClientContract
  id: number
  userId: number
  deletedAt: DateTime | null
  useTransaction(trx: TransactionClientContract): unknown
}

/**
 * What a save is about to do to `record`, as a history row (null when
 * nothing worth recording changes, e.g. only the search text).
 */
async function pendingEntry(
  record: TrackedShape,
  subjectType: SubjectType,
  richFields: readonly string[],
  trx: TransactionClientContract
): Promise<ModificationRow | null> {
  const cause = Modification.cause
  const base = { userId: record.userId, subjectType, detail: cause?.detail ?? null }
  if (!record.$isPersisted) return { ...base, subjectId: 0, action: cause?.action ?? 'created' }
  const dirty = record.$dirty
  const fields = Object.keys(dirty).filter((key) => !UNLISTED.has(key) && !SECRET.test(key))
  const changes: FieldChange[] = []
  for (const field of fields) {
    const before = record.$original[field]
    if (richFields.includes(field)) {
      if ((before ?? '') !== (dirty[field] ?? '')) changes.push({ field, rich: true })
      continue
    }
    const from = plain(before)
    const to = plain(dirty[field])
    if (from !== to) changes.push({ field, from, to })
  }
  await nameForeignKeys(changes, trx)
  const trashMove =
    'deletedAt' in dirty && Boolean(record.$original.deletedAt) !== Boolean(dirty.deletedAt)
  if (changes.length === 0 && !trashMove && !cause) return null
  let action: ModificationAction = 'updated'
  if (cause) action = cause.action
  else if (trashMove) action = dirty.deletedAt ? 'trashed' : 'restored'
  else if (changes.length === 1 && changes[0].field === 'statut') action = 'statut'
  return { ...base, subjectId: record.id, action, changes }
}

/** Ids of companies and contacts in a change become their names ("ACME", "Marie Dupont"). */
async function nameForeignKeys(changes: FieldChange[], trx: TransactionClientContract) {
  for (const change of changes) {
    const lookup = NAMED[change.field]
    if (!lookup || 'rich' in change) continue
    const ids = [change.from, change.to].filter((id): id is number => typeof id === 'number')
    const found = ids.length ? await lookup(ids, trx) : new Map()
    change.from = typeof change.from === 'number' ? (found.get(change.from) ?? null) : null
    change.to = typeof change.to === 'number' ? (found.get(change.to) ?? null) : null
  }
}

/**
 * SQLite: the transaction takes the write lock before its first read (the
 * hooks read names and the search text's société). A deferred transaction
 * that read first could not write once another worker of a cluster had
 * committed (SQLITE_BUSY_SNAPSHOT, which the busy timeout does not wait out);
 * taking the lock first makes it wait its turn instead.
 */
async function takeWriteLock(trx: TransactionClientContract) {
  if (trx.dialect.name.includes('sqlite')) {
    await trx.rawQuery('update activities set id = id where 0')
  }
}

/**
 * A record whose every save is recorded in the history of changes
 * (app/models/modification.ts), in the same transaction as the save: the save's
 * own when it has one, else one opened for the two writes.
 */
export function Tracked(subjectType: SubjectType, richFields: readonly string[] = []) {
  return <Model extends NormalizeConstructor<typeof BaseModel>>(superclass: Model) => {
    class TrackedRecord extends superclass {
      async save(): Promise<this> {
        if (Modification.isQuiet) return super.save()
        const self = this as unknown as TrackedShape
        if (!self.$trx) {
          return db.transaction(async (trx) => {
            await takeWriteLock(trx)
            self.useTransaction(trx)
            return this.save()
          })
        }
        const trx = self.$trx
        const entry = await pendingEntry(self, subjectType, richFields, trx)
        await super.save()
        if (entry) await Modification.record(trx, [{ ...entry, subjectId: self.id }])
        return this
      }
    }
    return TrackedRecord
  }
}
