/*
| What every resource list shares (docs/product.md §2 "Conventions for every list"):
| 25 rows a page, the pagination meta the table reads, the active filters
| echoed back as props. The query side (trash modes, sort orders, folded
| search) lives next to the models, in app/models/query_helpers.ts.
*/
import type { SortOrder, TrashMode } from '#models/query_helpers'
import type { SimplePaginatorContract } from '@adonisjs/lucid/types/querybuilder'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Societe from '#models/societe'

export const PER_PAGE = 25

export type PageMeta = {
  total: number
  perPage: number
  currentPage: number
  lastPage: number
  /** The total is a floor: more rows match than were counted ("plus de"). */
  capped?: boolean
}

/** A list's rows as the page receives them. */
export type ListPage<Wire> = { data: Wire[]; meta: PageMeta }

/** The common filters echoed to a list page (null: not set, the default applies). */
export type ListFilters<Sort extends string> = {
  search: string | null
  sort: Sort | null
  order: SortOrder | null
  corbeille: TrashMode | null
}

/** A list query whose société filter counts only when it is one of the caller's `societes`. */
export function offeredSociete<Query extends { societe?: number }>(
  filters: Query,
  societes: Societe[]
): Query {
  const offered = societes.some((societe) => societe.id === filters.societe)
  return { ...filters, societe: offered ? filters.societe : undefined }
}

/** One page of rows in their wire shape, with the meta the pagination component needs. */
export function paginated<Row, Wire>(
  paginator: Pick<SimplePaginatorContract<Row>, Exclude<keyof PageMeta, 'capped'> | 'all'>,
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

/** How many rows `query` matches (a model query: its filters, no order or page). */
export async function countRows(query: ModelQueryBuilderContract<LucidModel, unknown>) {
  const [row] = await query.count('* as total').pojo<{ total: number | string }>()
  return Number(row?.total ?? 0)
}

/**
 * One page of a list read as rows (`rows`: the list's query, ordered and
 * joined), with the meta Lucid's paginate gives, its total counted on
 * `matching`: the same filters without the joins that only bring names to
 * the rows. Lucid's paginate counts the rows' own query, joins included: on
 * PostgreSQL an owner's offres counted through their société and référent
 * took 4.9 ms, 0.6 ms without (docs/performance.md, "List pages").
 */
export async function pageOfRows<Row>(
  rows: { forPage(page: number, perPage: number): PromiseLike<Row[]> },
  matching: ModelQueryBuilderContract<LucidModel, unknown>,
  page: number,
  perPage = PER_PAGE
) {
  const [all, total] = await Promise.all([rows.forPage(page, perPage), countRows(matching)])
  return {
    all: () => all,
    total,
    perPage,
    currentPage: page,
    lastPage: Math.max(Math.ceil(total / perPage), 1),
  }
}

/** Each named filter's value as the page gets it: null when absent. */
type Echo<Query, Key extends string> = {
  [K in Key]: K extends keyof Query ? Exclude<Query[K], undefined> | null : null
}

/** The named filters as the page shows them: each active value, or null when absent. */
export function echoFilters<Query extends object, Key extends string>(
  query: Query,
  keys: readonly Key[]
): Echo<Query, Key> {
  const values = query as Record<string, unknown>
  /* An emptied search box is no search. */
  const echo = (key: string) => (values[key] === '' ? null : (values[key] ?? null))
  return Object.fromEntries(keys.map((key) => [key, echo(key)])) as Echo<Query, Key>
}

const LIST_FILTERS = ['search', 'sort', 'order', 'corbeille'] as const
type ListFilterKey = (typeof LIST_FILTERS)[number]

/** The filters of an owned resource's list: search, sort, order, corbeille, and its own `extra`. */
export function echoListFilters<Query extends object>(query: Query): Echo<Query, ListFilterKey>
export function echoListFilters<Query extends object, Key extends string>(
  query: Query,
  extra: readonly Key[]
): Echo<Query, ListFilterKey | Key>
export function echoListFilters(query: object, extra: readonly string[] = []) {
  return echoFilters(query, [...LIST_FILTERS, ...extra])
}
