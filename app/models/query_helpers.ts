/*
| Query building blocks the models share: the trash modes and sort orders of
| a list's query string, and searches that treat the term as text, ignoring
| case and accents.
*/
import db from '@adonisjs/lucid/services/db'

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

/*
| Searches ignore case and French accents ("Societe" finds "Société") on both
| databases without an extension. PostgreSQL folds with translate(). SQLite's
| lower() only folds ASCII and its parser allows few nested calls, so it gets
| a short replace() chain covering French accents and the capitals that start
| words (É, È, À, Ç).
*/
const PG_FROM = 'àâäáãåçéèêëîïíìôöóòõùûüúÿýñ'
const PG_TO = 'aaaaaaceeeeiiiiooooouuuuyyn'
const SQLITE_FOLDS: [string, string][] = [
  ...[...'éèêëÉÈ'].map((char): [string, string] => [char, 'e']),
  ...[...'àâÀ'].map((char): [string, string] => [char, 'a']),
  ...[...'çÇ'].map((char): [string, string] => [char, 'c']),
  ...[...'îï'].map((char): [string, string] => [char, 'i']),
  ['ô', 'o'],
  ...[...'ùûü'].map((char): [string, string] => [char, 'u']),
]

/** SQL of a column lower-cased with accents removed. Only trusted identifiers go in. */
export function folded(expression: string) {
  if (db.connection().dialect.name === 'postgres') {
    return `translate(lower(${expression}), '${PG_FROM}', '${PG_TO}')`
  }
  return SQLITE_FOLDS.reduce(
    (sql, [char, plain]) => `replace(${sql}, '${char}', '${plain}')`,
    `lower(${expression})`
  )
}

/** A search term folded like `folded()`, as a LIKE pattern. */
export function foldedPattern(term: string) {
  return likePattern(term.normalize('NFD').replace(/\p{Diacritic}/gu, ''))
}
