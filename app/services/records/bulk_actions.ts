import { errors as lucidErrors } from '@adonisjs/lucid'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type User from '#models/user'
import Modification, {
  type ModificationAction,
  type FieldChange,
  type SubjectType,
} from '#models/modification'
import { exportIdsValidator } from '#validators/bulk'
import { plural } from '#services/platform/plural'

/*
| Bulk actions of the lists (docs/product.md, "Actions groupées"): the rows
| ticked on the page (`ids`) or every row the list's filters match (`all`
| with the list's `query`), then one change in one transaction. A selection
| holding another owner's id, or a row that does not exist, is a 404 and
| changes nothing; droit "lecteur" gets a 403 from the policy first.
*/

export type OwnedTable = 'contacts' | 'societes' | 'offres' | 'candidatures'

/** The rows a request names, all the caller's (else a 404, nothing changed). */
export async function ownedIds(table: OwnedTable, user: User, ids: number[]) {
  if (ids.length === 0) return []
  const rows: { id: number }[] = await db
    .from(table)
    .select('id')
    .where('user_id', user.id)
    .whereIn('id', ids)
  if (rows.length !== ids.length) throw new lucidErrors.E_ROW_NOT_FOUND()
  return rows.map((row) => Number(row.id))
}

/**
 * The ticked rows a CSV export is limited to (`?ids=1,2,3`), all the
 * caller's (else a 404); null when the whole filtered list is exported.
 */
export async function selectedForExport(
  table: OwnedTable,
  user: User,
  qs: Record<string, unknown>
) {
  if (qs.ids === undefined) return null
  /* The query string parser splits "1,2,3" into a list (Adonis' qs, comma: true). */
  const raw = Array.isArray(qs.ids) ? qs.ids.join(',') : qs.ids
  const { ids } = await exportIdsValidator.validate({ ids: raw })
  if (!ids) return null
  return ownedIds(table, user, [...new Set(ids.split(',').map(Number))])
}

/** Now, as the database's date-time columns take it. */
export function nowForDatabase() {
  return DateTime.now().toFormat(db.connection().dialect.dateTimeFormat)
}

/**
 * The rows of a bulk action: ids checked with ownedIds, or the list's own
 * query (owner-scoped, filters applied) selecting the ids, as a subquery.
 */

export type Selection = number[] | ModelQueryBuilderContract<any, any>

const SUBJECTS: Record<OwnedTable, SubjectType> = {
  contacts: 'contact',
  societes: 'societe',
  offres: 'offre',
  candidatures: 'candidature',
}

/** Most ids in one `where id in (…)` (SQLite binds at most 32,766 values). */
const ID_CHUNK = 500

/**
 * Applies `values` to the rows of `ids` that `pending` keeps (under a row
 * lock on PostgreSQL, so two requests at once do not both change a row),
 * and records `action` in the history for each; how many changed.
 */
export async function changeRows(
  table: OwnedTable,
  ids: Selection,
  trx: TransactionClientContract,
  change: {
    pending: (query: DatabaseQueryBuilderContract) => unknown
    values: Record<string, unknown>
    action: ModificationAction
    changes?: (row: { statut?: string }) => FieldChange[]
  }
) {
  const rows: { id: number; user_id: number; statut?: string }[] = await trx
    .from(table)
    .select('id', 'user_id', ...(change.changes ? ['statut'] : []))
    .whereIn('id', ids as number[])
    .where((query) => {
      change.pending(query)
    })
    .orderBy('id')
    .forUpdate()
  for (let start = 0; start < rows.length; start += ID_CHUNK) {
    const slice = rows.slice(start, start + ID_CHUNK)
    await trx
      .from(table)
      .whereIn(
        'id',
        slice.map((row) => row.id)
      )
      .update({ ...change.values, updated_at: nowForDatabase() })
  }
  await Modification.record(
    trx,
    rows.map((row) => ({
      userId: Number(row.user_id),
      subjectType: SUBJECTS[table],
      subjectId: Number(row.id),
      action: change.action,
      changes: change.changes?.(row) ?? null,
    }))
  )
  return rows.length
}

/** To the trash: the live rows among `ids`; how many moved. */
export function trashRows(table: OwnedTable, ids: Selection, trx: TransactionClientContract) {
  return changeRows(table, ids, trx, {
    pending: (query) => query.whereNull('deleted_at'),
    values: { deleted_at: nowForDatabase() },
    action: 'trashed',
  })
}

/** Out of the trash: the trashed rows among `ids`; how many came back. */
export function restoreRows(table: OwnedTable, ids: Selection, trx: TransactionClientContract) {
  return changeRows(table, ids, trx, {
    pending: (query) => query.whereNotNull('deleted_at'),
    values: { deleted_at: null },
    action: 'restored',
  })
}

/**
 * "Mettre à la corbeille" or "Restaurer" the selection in one transaction;
 * the toast's text, for a feminine noun (offre, société): "2 offres
 * déplacées dans la corbeille.", "1 société restaurée.", "Aucune offre n’a
 * changé.".
 */
export async function moveSelection(
  table: OwnedTable,
  action: 'trash' | 'restore',
  selection: Selection,
  noun: readonly [string, string]
) {
  const move = action === 'trash' ? trashRows : restoreRows
  const done = await db.transaction((trx) => move(table, selection, trx))
  const [one, many] = noun
  const moved =
    action === 'trash'
      ? {
          one: `# ${one} déplacée dans la corbeille.`,
          other: `# ${many} déplacées dans la corbeille.`,
        }
      : { one: `# ${one} restaurée.`, other: `# ${many} restaurées.` }
  return done === 0 ? `Aucune ${one} n’a changé.` : plural(done, moved)
}
