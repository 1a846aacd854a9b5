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

/**
 * A width of the list's box (Tailwind's container sizes: 3xl 48rem, 4xl 56rem, 5xl 64rem,
 * 6xl 72rem). The box, not the window: the same window has ~700 px for the list with the
 * sidebar open at 1000 px, and ~1,130 px at 1440 px.
 */
export type ListWidth = '3xl' | '4xl' | '5xl' | '6xl'

/* Literal classes, for Tailwind to find: left out of the table (not of a phone's card) below the width. */
const SHOW_FROM: Record<ListWidth, string> = {
  '3xl': 'sm:@max-3xl:hidden',
  '4xl': 'sm:@max-4xl:hidden',
  '5xl': 'sm:@max-5xl:hidden',
  '6xl': 'sm:@max-6xl:hidden',
}

/** One line, the rest as "…", the whole value in the tooltip (in a table; a phone's card wraps it). */
export const ONE_LINE = 'sm:block sm:truncate'

export type Column<Row> = {
  label: string
  /** The header cell's content when it is not the label (a "select the page" checkbox). */
  header?: ReactNode
  /** The server's sort key when the column is sortable. */
  sort?: string
  className?: string
  /** Its place on the phone's card (see CardRole); a labelled line by default. */
  card?: CardRole
  /**
   * A column of lower priority: the table shows it only when the list's box is at
   * least this wide (its value may show elsewhere in the row below it).
   */
  showFrom?: ListWidth
  /**
   * A column that gives way when room is short (names, e-mails): such columns share
   * the room the others leave, and their text keeps one line (ONE_LINE and a `title`).
   * In a table that has some, every other column is as narrow as its content, on one line.
   */
  shrink?: boolean
  render: (row: Row) => ReactNode
}

/**
 * The classes a column's header and cells share in the table (from `sm` up). With
 * shrinking columns, the others keep their content's width (w-px: no more) on one
 * line, and the room left goes to the shrinking ones.
 */
function columnClasses<Row>(column: Column<Row>, shrinking: boolean) {
  return [
    column.className ?? '',
    column.showFrom ? SHOW_FROM[column.showFrom] : '',
    shrinking && !column.shrink ? 'sm:w-px sm:whitespace-nowrap' : '',
  ].join(' ')
}

/* A shrinking cell's content: no minimum width (0, yet the cell's whole width), so its text ends in "…". */
const SHRINK_CONTENT = 'sm:w-0 sm:min-w-full'

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

/* Tighter between columns than at the table's edges (a card sets its own). */
const CELL_PADDING = 'px-3 py-3 sm:first:pl-5 sm:last:pr-5'

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
  const shrinking = columns.some((column) => column.shrink)

  return (
    /* @container: the columns' showFrom measure this box; relative: nothing absolute escapes it. */
    <div className="@container relative overflow-x-auto">
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
                  className={`${CELL_PADDING} font-semibold whitespace-nowrap ${columnClasses(column, shrinking)}`}
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
                    className={`${CELL_PADDING} align-middle text-slate-700 dark:text-slate-200 ${columnClasses(column, shrinking)} ${CARD_CELL[role]}`}
                  >
                    {role === 'field' ? (
                      <>
                        <span className="text-xs font-medium text-slate-500 sm:hidden dark:text-slate-400">
                          {column.label}
                        </span>
                        <div
                          className={`min-w-0 ${column.shrink ? SHRINK_CONTENT : 'sm:contents'}`}
                        >
                          {column.render(row)}
                        </div>
                      </>
                    ) : column.shrink ? (
                      <div className={SHRINK_CONTENT}>{column.render(row)}</div>
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
