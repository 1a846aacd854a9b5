import { useId, type ReactNode } from 'react'
import type { Column } from '~/components/list/data_table'
import { FiltersToggle, useFiltersDisclosure } from '~/components/list/filters_toggle'
import { SearchFilter } from '~/components/list/search_filter'
import { SELECT_CLASS } from '~/components/list/select_filter'
import type { ListQueryApi } from '~/components/list/use_list_query'

/* What the Filtres button does not count: the search box stays in sight, and the order is no filter. */
const NOT_COUNTED = new Set(['search', 'sort', 'order', 'page'])

const isSet = (value: unknown) => value !== null && value !== undefined && value !== ''

/** How many of the list's filters (those of the Filtres panel) are set. */
export function activeFilterCount(filters: ListQueryApi['filters']) {
  return Object.entries(filters).filter(([key, value]) => !NOT_COUNTED.has(key) && isSet(value))
    .length
}

/**
 * The order of the rows on a phone, where the table's headers are gone: one select
 * over the sortable columns, each way.
 */
export function SortSelect<Row>({
  list,
  columns,
  sort,
  order,
}: {
  list: ListQueryApi
  columns: Column<Row>[]
  sort: string
  order: string
}) {
  const id = useId()
  const sortable = columns.filter((column) => column.sort)
  if (sortable.length === 0) return null
  return (
    <div className="flex flex-col gap-1 sm:hidden">
      <label htmlFor={id} className="text-sm font-medium text-slate-600 dark:text-slate-300">
        Trier par
      </label>
      <select
        id={id}
        value={`${sort}:${order}`}
        onChange={(event) => {
          const [column, way] = event.target.value.split(':')
          list.apply({ sort: column, order: way })
        }}
        className={`${SELECT_CLASS} w-full`}
      >
        {sortable.map((column) => (
          <optgroup key={column.sort} label={column.label}>
            <option value={`${column.sort}:asc`}>{column.label} (croissant)</option>
            <option value={`${column.sort}:desc`}>{column.label} (décroissant)</option>
          </optgroup>
        ))}
      </select>
    </div>
  )
}

/**
 * The row above a list: the search box, the list's filters, its actions and "Réinitialiser".
 * From `sm` (640 px) up the filters stand in the row; on a phone they fold into a
 * "Filtres" panel (a disclosure: the button tells how many filters are set and opens
 * the panel below the row, with the order of the rows too; "Trier" when the list has
 * no filter but its order). The filters are rendered once: the panel's wrapper is
 * `display: contents` from `sm` up, so they sit in the row exactly as before.
 */
export function ListToolbar({
  list,
  search,
  filters,
  sortSelect,
  actions,
  reset,
}: {
  list: ListQueryApi
  search: { label: string; placeholder: string }
  /** The selects of the list (in the row from `sm`, in the panel below). */
  filters?: ReactNode
  /** The order of the rows, in the panel only (phones have no table headers). */
  sortSelect?: ReactNode
  /** After the filters, e.g. "Vider la corbeille". */
  actions?: ReactNode
  /** Whether "Réinitialiser" shows (some filter or search is set). */
  reset: boolean
}) {
  const disclosure = useFiltersDisclosure()
  const count = activeFilterCount(list.filters)
  const hasPanel = Boolean(filters || sortSelect)

  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-4 dark:border-white/10">
      <SearchFilter
        value={(list.filters.search as string | null) ?? null}
        label={search.label}
        placeholder={search.placeholder}
        onSearch={(text) => list.apply({ search: text })}
      />
      {hasPanel && (
        <FiltersToggle {...disclosure.toggle} count={count} label={filters ? 'Filtres' : 'Trier'} />
      )}
      {hasPanel && (
        <div
          {...disclosure.panel}
          role="group"
          aria-label={filters ? 'Filtres' : 'Tri'}
          className={`${disclosure.open ? 'max-sm:flex' : 'max-sm:hidden'} max-sm:order-last max-sm:w-full max-sm:flex-col max-sm:gap-4 max-sm:rounded-lg max-sm:bg-slate-50 max-sm:p-4 max-sm:ring-1 max-sm:ring-slate-900/5 sm:contents dark:max-sm:bg-black/15 dark:max-sm:ring-white/10`}
        >
          {filters}
          {sortSelect}
        </div>
      )}
      {actions}
      {reset && (
        <button
          type="button"
          onClick={list.reset}
          className="text-sm font-medium text-primary hover:underline"
        >
          Réinitialiser
        </button>
      )}
    </div>
  )
}
