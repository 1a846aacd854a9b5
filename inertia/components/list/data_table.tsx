import type { ReactNode } from 'react'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'

/**
 * Where a column's cell goes when a row shows as a card (below Tailwind's `sm`, 640 px):
 * - `title`: the card's heading (one per list; without one, the first column is the title);
 * - `badge`: the top-right corner, beside the title (one per list: a statut);
 * - `field` (default): a line of the card, the column's label before the value;
 * - `actions`: the card's footer, its buttons on the right;
 * - `leading`: before the title (a row checkbox, an avatar);
 * - `hidden`: the table only.
 */
export type CardRole = 'title' | 'badge' | 'field' | 'actions' | 'leading' | 'hidden'

export type Column<Row> = {
  label: string
  /** The header cell's content when it is not the label (a "select the page" checkbox). */
  header?: ReactNode
  /** The server's sort key when the column is sortable. */
  sort?: string
  className?: string
  /** Its place on the phone's card (see CardRole); a labelled line by default. */
  card?: CardRole
  render: (row: Row) => ReactNode
}

/*
| One markup for every width: a real table, whose rows become cards below `sm` by
| CSS alone (the `max-sm:` classes), so every link and button exists once, screen
| readers keep the table's rows and cells, and nothing waits for JavaScript.
| Nothing of the table changes from `sm` up: the card classes are all `max-sm:`.
| On a card the headers are gone, so each line shows its column's label itself
| (hidden from `sm` up, where the header says it).
*/
const CARD_CELL: Record<CardRole, string> = {
  leading:
    'max-sm:col-start-1 max-sm:row-start-1 max-sm:self-start max-sm:pt-4 max-sm:pr-0 max-sm:pl-4',
  title:
    'max-sm:col-start-2 max-sm:row-start-1 max-sm:min-w-0 max-sm:px-4 max-sm:pt-4 max-sm:pb-2 max-sm:text-[0.9375rem]',
  badge:
    'max-sm:col-start-3 max-sm:row-start-1 max-sm:self-start max-sm:pt-4 max-sm:pr-4 max-sm:pl-0 max-sm:text-right',
  field:
    'max-sm:col-span-full max-sm:grid max-sm:grid-cols-[6rem_minmax(0,1fr)] max-sm:items-baseline max-sm:gap-3 max-sm:px-4 max-sm:py-1 max-sm:text-left max-sm:whitespace-normal max-sm:[overflow-wrap:anywhere]',
  actions:
    'max-sm:col-span-full max-sm:mt-2 max-sm:-mb-3 max-sm:flex max-sm:flex-wrap max-sm:justify-end max-sm:gap-2 max-sm:border-t max-sm:border-slate-100 max-sm:px-3 max-sm:py-2 max-sm:empty:hidden dark:max-sm:border-white/10',
  hidden: 'max-sm:hidden',
}

/** Each column's card role: the declared one, the first column standing for a missing title. */
export function cardRoles<Row>(columns: Column<Row>[]): CardRole[] {
  const hasTitle = columns.some((column) => column.card === 'title')
  return columns.map((column, index) =>
    column.card ? column.card : !hasTitle && index === 0 ? 'title' : 'field'
  )
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

/** The one table of the back-office: sortable headers, rows (cards on a phone), and an empty state. */
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
  const roles = cardRoles(columns)

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase max-sm:hidden dark:border-white/10 dark:bg-black/10 dark:text-slate-300">
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
                    (column.header ?? column.label)
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:flex max-sm:flex-col max-sm:gap-3 max-sm:divide-y-0 max-sm:bg-slate-50 max-sm:p-3 dark:divide-white/10 dark:max-sm:bg-black/15">
          {rows.map((row) => (
            <tr
              key={row.id}
              data-row-card=""
              className={`max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)_auto] max-sm:rounded-lg max-sm:bg-surface max-sm:pb-3 max-sm:shadow-xs max-sm:ring-1 max-sm:ring-slate-900/5 sm:hover:bg-slate-50 dark:max-sm:ring-white/10 dark:sm:hover:bg-white/5 ${rowClassName?.(row) ?? ''}`}
            >
              {columns.map((column, index) => {
                const role = roles[index]
                return (
                  <td
                    key={column.label}
                    data-card={role}
                    className={`px-5 py-3 align-middle text-slate-700 dark:text-slate-200 ${column.className ?? ''} ${CARD_CELL[role]}`}
                  >
                    {role === 'field' ? (
                      <>
                        <span className="text-xs font-medium text-slate-500 sm:hidden dark:text-slate-400">
                          {column.label}
                        </span>
                        <div className="min-w-0 sm:contents">{column.render(row)}</div>
                      </>
                    ) : (
                      column.render(row)
                    )}
                  </td>
                )
              })}
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
