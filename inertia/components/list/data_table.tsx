import type { ReactNode } from 'react'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'

export type Column<Row> = {
  label: string
  /** The server's sort key when the column is sortable. */
  sort?: string
  className?: string
  render: (row: Row) => ReactNode
}

type DataTableProps<Row extends { id: number }> = {
  caption: string
  columns: Column<Row>[]
  rows: Row[]
  sort: string | null
  order: string | null
  onSort: (column: string) => void
  empty: ReactNode
  rowClassName?: (row: Row) => string
}

/** The one table of the back-office: sortable headers, rows, and an empty state. */
export function DataTable<Row extends { id: number }>({
  caption,
  columns,
  rows,
  sort,
  order,
  onSort,
  empty,
  rowClassName,
}: DataTableProps<Row>) {
  if (rows.length === 0) return <div className="px-5 py-14 text-center">{empty}</div>

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-white/10 dark:bg-black/10 dark:text-slate-300">
          <tr>
            {columns.map((column) => {
              const active = column.sort && sort === column.sort
              const SortIcon = active ? (order === 'desc' ? ArrowDown : ArrowUp) : ArrowUpDown
              return (
                <th
                  key={column.label}
                  scope="col"
                  aria-sort={active ? (order === 'desc' ? 'descending' : 'ascending') : undefined}
                  className={`px-5 py-3 font-semibold whitespace-nowrap ${column.className ?? ''}`}
                >
                  {column.sort ? (
                    <button
                      type="button"
                      onClick={() => onSort(column.sort!)}
                      className="inline-flex items-center gap-1 uppercase hover:text-slate-900 dark:hover:text-white"
                    >
                      {column.label}
                      <SortIcon
                        className={`size-3.5 ${active ? 'text-primary' : 'opacity-50'}`}
                        aria-hidden="true"
                      />
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-white/10">
          {rows.map((row) => (
            <tr
              key={row.id}
              className={`hover:bg-slate-50 dark:hover:bg-white/5 ${rowClassName?.(row) ?? ''}`}
            >
              {columns.map((column) => (
                <td
                  key={column.label}
                  className={`px-5 py-3 align-middle text-slate-700 dark:text-slate-200 ${column.className ?? ''}`}
                >
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A list's empty state: a sentence and the call to action. */
export function EmptyState({
  title,
  text,
  action,
}: {
  title: string
  text: string
  action?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-sm">
      <p className="text-base font-semibold text-slate-900 dark:text-white">{title}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>
      {action && <div className="mt-5">{action}</div>}
    </div>
  )
}
