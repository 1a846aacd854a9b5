/*
| Page props, typed from the generated transformer types (`Data.*`,
| .adonisjs/client/data.d.ts). The files of this folder add what pages share
| around those shapes: list envelopes, echoed filters, rights. The server's
| `inertia.render` calls are type-checked against each page's props
| (.adonisjs/server/pages.d.ts), so a drift on either side fails `npm run typecheck`.
*/

/** The pagination meta every list page receives. */
export type PageMeta = {
  total: number
  perPage: number
  currentPage: number
  lastPage: number
  /** The total is a floor: more rows match than were counted ("plus de"). */
  capped?: boolean
}

/** One page of a list's rows. */
export type ListPage<Row> = { data: Row[]; meta: PageMeta }

export type SortOrder = 'asc' | 'desc'

/** "avec": the trash shown too; "uniquement": only the trash. */
export type TrashMode = 'avec' | 'uniquement'

/** The common filters a list page gets back (null: not set, the default applies). */
export type ListFilters<Sort extends string = string> = {
  search: string | null
  sort: Sort | null
  order: SortOrder | null
  corbeille: TrashMode | null
}

/** What the caller may do with one record, for the page's buttons. */
export type RecordRights = { update: boolean; delete: boolean; restore: boolean }
