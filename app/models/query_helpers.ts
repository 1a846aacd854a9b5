/*
| Query building blocks the models share: the trash modes and sort orders of
| a list's query string, and LIKE patterns that treat the term as text. The
| accent-folded search of records lives in search_text.ts.
*/

export const TRASH_MODES = ['avec', 'uniquement'] as const
export type TrashMode = (typeof TRASH_MODES)[number]

export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

type Where = {
  whereNull(column: string): unknown
  whereNotNull(column: string): unknown
}

/** Absent: live rows only; "avec": live and trashed; "uniquement": trashed only. */
export function whereTrashMode(query: Where, deletedAt: string, mode?: TrashMode | null) {
  if (mode === 'uniquement') query.whereNotNull(deletedAt)
  else if (mode !== 'avec') query.whereNull(deletedAt)
}

/** The order a list asked for (`?order=`), or `fallback` when it asked for none. */
export function sortDirection(order: SortOrder | null | undefined, fallback: SortOrder = 'asc') {
  return order === 'asc' || order === 'desc' ? order : fallback
}

/**
 * The end of a list's sort: `columns` of `table` in `direction`, then the
 * id A→Z, which keeps pages stable between equal values.
 */
export function thenById(
  query: { orderBy(column: string, direction: SortOrder): unknown },
  table: string,
  columns: string[],
  direction: SortOrder
) {
  for (const column of columns) query.orderBy(`${table}.${column}`, direction)
  query.orderBy(`${table}.id`, 'asc')
}

/**
 * `%term%` for `lower(column) like ? escape '\'`: lower-cased, and the
 * search's own % and _ match themselves instead of acting as wildcards.
 */
export function likePattern(term: string) {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
