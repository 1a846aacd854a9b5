/*
| Query building blocks the models share: the trash modes and sort orders of
| a list's query string, and LIKE patterns that treat the term as text. The
| accent-folded search of records lives in search_text.ts.
*/

export const TRASH_MODES = ['avec', 'uniquement'] as const
export type TrashMode = (typeof TRASH_MODES)[number]

export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

/**
 * `%term%` for `lower(column) like ? escape '\'`: lower-cased, and the
 * search's own % and _ match themselves instead of acting as wildcards.
 */
export function likePattern(term: string) {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
