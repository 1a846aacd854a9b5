import { AsyncLocalStorage } from 'node:async_hooks'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'

/** The records whose changes are kept (docs/product.md, "Activité"). */
export const SUBJECT_TYPES = ['contact', 'societe', 'offre', 'texte_modele', 'candidature'] as const
export type SubjectType = (typeof SUBJECT_TYPES)[number]

export const MODIFICATION_ACTIONS = [
  'created',
  'updated',
  'statut',
  'trashed',
  'restored',
  'merged',
  'merged_into',
  'imported',
  'import_undone',
] as const
export type ModificationAction = (typeof MODIFICATION_ACTIONS)[number]

/** What happened to one field: old → new, or only "modifié" for rich text. */
export type FieldChange =
  { field: string; from: FieldValue; to: FieldValue } | { field: string; rich: true }
export type FieldValue = string | number | boolean | null

/** A row as written: by the tracked models, or by a bulk change for each row it changed. */
export type ModificationRow = {
  userId: number
  subjectType: SubjectType
  subjectId: number
  action: ModificationAction
  changes?: FieldChange[] | null
  detail?: string | null
}

/*
| Who is acting, and why, for the writes of the current request or command:
| an AsyncLocalStorage opened by the activity middleware (actor = the
| signed-in user), narrowed by `because` (a merge, an import) or `quietly`
| (a technical save nobody did on purpose), or collecting rows to write in
| one insert (`batched`, for imports of thousands of rows).
*/
type Scope = {
  actor?: () => number | null
  cause?: { action: ModificationAction; detail?: string | null }
  quiet?: boolean
  buffer?: ModificationRow[]
}

const scopes = new AsyncLocalStorage<Scope>()

function within<Result>(change: Partial<Scope>, run: () => Result): Result {
  return scopes.run({ ...scopes.getStore(), ...change }, run)
}

/** Most rows in one INSERT (SQLite allows 32,766 bound values; a row binds 7). */
const INSERT_CHUNK = 500

/** One entry of the history of changes. */
export default class Modification extends BaseModel {
  /* The table keeps its first name (docs/architecture.md, glossary). */
  static table = 'activities'

  @column({ isPrimary: true })
  declare id: number

  /** Owner of the record (whose timeline this is). */
  @column()
  declare userId: number

  /** Who did it; null for the demo data and commands, or a deleted account. */
  @column()
  declare actorId: number | null

  @column()
  declare subjectType: SubjectType

  @column()
  declare subjectId: number

  @column()
  declare action: ModificationAction

  @column({
    prepare: (value: FieldChange[] | null) => (value?.length ? JSON.stringify(value) : null),
    consume: (value: string | null) => (value ? JSON.parse(value) : []),
  })
  declare changes: FieldChange[]

  @column()
  declare detail: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User, { foreignKey: 'actorId' })
  declare actor: BelongsTo<typeof User>

  /** Runs `run` (the rest of a request) with `actor` as the author of its changes. */
  static actingAs<Result>(actor: () => number | null, run: () => Result): Result {
    return within({ actor }, run)
  }

  /** The changes made by `run` are recorded as `action` (a merge, an import), with `detail`. */
  static because<Result>(action: ModificationAction, detail: string | null, run: () => Result) {
    return within({ cause: { action, detail } }, run)
  }

  /** The saves of `run` are not recorded (a technical step of a change recorded otherwise). */
  static quietly<Result>(run: () => Result): Result {
    return within({ quiet: true }, run)
  }

  /** The rows recorded during `run` are written together at its end, in `trx`. */
  static async batched<Result>(trx: TransactionClientContract, run: () => Promise<Result>) {
    const buffer: ModificationRow[] = []
    const result = await within({ buffer }, run)
    await this.write(trx, buffer)
    return result
  }

  /** The cause of the changes being made now, if one was given. */
  static get cause() {
    return scopes.getStore()?.cause
  }

  static get isQuiet() {
    return scopes.getStore()?.quiet === true
  }

  /** Records `rows` in `trx` (or later, when inside `batched`). */
  static async record(trx: TransactionClientContract, rows: ModificationRow[]) {
    const store = scopes.getStore()
    if (store?.quiet || rows.length === 0) return
    if (store?.buffer) store.buffer.push(...rows)
    else await this.write(trx, rows)
  }

  private static async write(trx: TransactionClientContract, rows: ModificationRow[]) {
    const actorId = scopes.getStore()?.actor?.() ?? null
    const createdAt = DateTime.now().toFormat(trx.dialect.dateTimeFormat)
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await trx.table('activities').multiInsert(
        rows.slice(start, start + INSERT_CHUNK).map((row) => ({
          user_id: row.userId,
          actor_id: actorId,
          subject_type: row.subjectType,
          subject_id: row.subjectId,
          action: row.action,
          changes: row.changes?.length ? JSON.stringify(row.changes) : null,
          detail: row.detail ? row.detail.slice(0, 255) : null,
          created_at: createdAt,
        }))
      )
    }
  }
}
