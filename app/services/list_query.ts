/*
| What every resource list shares (docs/product.md §2 "Conventions for every list"):
| 25 rows a page, the pagination meta the table reads, the active filters
| echoed back as props, and LIKE patterns that treat the search as text.
*/
import db from '@adonisjs/lucid/services/db'
import type { SimplePaginatorContract } from '@adonisjs/lucid/types/querybuilder'

export const PER_PAGE = 25

export const TRASH_MODES = ['avec', 'uniquement'] as const
export type TrashMode = (typeof TRASH_MODES)[number]

export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

export type PageMeta = { total: number; perPage: number; currentPage: number; lastPage: number }

/** A list's rows as the page receives them. */
export type ListPage<Wire> = { data: Wire[]; meta: PageMeta }

/** The common filters echoed to a list page (null: not set, the default applies). */
export type ListFilters<Sort extends string> = {
  search: string | null
  sort: Sort | null
  order: SortOrder | null
  corbeille: TrashMode | null
}

/** One page of rows in their wire shape, with the meta the pagination component needs. */
export function paginated<Row, Wire>(
  paginator: Pick<SimplePaginatorContract<Row>, keyof PageMeta | 'all'>,
  serialize: (row: Row) => Wire
): ListPage<Wire> {
  return {
    data: paginator.all().map(serialize),
    meta: {
      total: paginator.total,
      perPage: paginator.perPage,
      currentPage: paginator.currentPage,
      lastPage: paginator.lastPage,
    },
  }
}

/** The named filters as the page shows them: each active value, or null when absent. */
export function echoFilters<Query extends object, Key extends string>(
  query: Query,
  keys: readonly Key[]
): { [K in Key]: K extends keyof Query ? Exclude<Query[K], undefined> | null : null } {
  const values = query as Record<string, unknown>
  /* An emptied search box is no search. */
  const echo = (key: string) => (values[key] === '' ? null : (values[key] ?? null))
  return Object.fromEntries(keys.map((key) => [key, echo(key)])) as {
    [K in Key]: K extends keyof Query ? Exclude<Query[K], undefined> | null : null
  }
}

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
