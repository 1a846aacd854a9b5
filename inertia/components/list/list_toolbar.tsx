import { useId, useState, type ReactNode } from 'react'
import { SlidersHorizontal } from 'lucide-react'
import type { Column } from '~/components/list/data_table'
import { SearchFilter } from '~/components/list/search_filter'
import { SELECT_CLASS } from '~/components/list/select_filter'
import type { ListQueryApi } from '~/components/list/use_list_query'
import { plural } from '~/lib/format'

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
  const [open, setOpen] = useState(false)
  const panelId = useId()
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
        <button
          type="button"
          id={`${panelId}-toggle`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className={`inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold shadow-xs sm:hidden ${
            open
              ? 'border-primary/50 bg-primary/10 text-primary'
              : 'border-slate-300 bg-surface text-slate-700 dark:border-white/20 dark:text-slate-200'
          }`}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {filters ? 'Filtres' : 'Trier'}
          {count > 0 && (
            <>
              <span
                aria-hidden="true"
                className="grid min-w-5 place-items-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-white"
              >
                {count}
              </span>
              <span className="sr-only">
                {' '}
                ({plural(count, { one: '# actif', other: '# actifs' })})
              </span>
            </>
          )}
        </button>
      )}
      {hasPanel && (
        <div
          id={panelId}
          role="group"
          aria-label={filters ? 'Filtres' : 'Tri'}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            setOpen(false)
            document.getElementById(`${panelId}-toggle`)?.focus()
          }}
          className={`${open ? 'max-sm:flex' : 'max-sm:hidden'} max-sm:order-last max-sm:w-full max-sm:flex-col max-sm:gap-4 max-sm:rounded-lg max-sm:bg-slate-50 max-sm:p-4 max-sm:ring-1 max-sm:ring-slate-900/5 sm:contents dark:max-sm:bg-black/15 dark:max-sm:ring-white/10`}
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
