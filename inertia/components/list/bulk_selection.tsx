import { useRef, useState, type MouseEvent } from 'react'
import type { Column } from '~/components/list/data_table'

/**
 * The rows ticked on the page (ids), or "all N matching results". A click
 * with Shift held ticks or unticks every row between it and the previous
 * click, as in a mail client. The selection belongs to the page shown: a new
 * page, filter or order starts from none.
 */
export function useBulkSelection(rowIds: number[]) {
  const pageKey = rowIds.join(',')
  const [state, setState] = useState(() => ({
    pageKey,
    selected: new Set<number>(),
    allMatching: false,
  }))
  const anchor = useRef<number | null>(null)
  /* Another page of the list: start again (React's "adjust state on a prop change"). */
  if (state.pageKey !== pageKey) {
    setState({ pageKey, selected: new Set(), allMatching: false })
  }
  const { selected, allMatching } = state
  const set = (next: Set<number>, all = false) =>
    setState({ pageKey, selected: next, allMatching: all })

  const pageSelected = rowIds.length > 0 && rowIds.every((id) => selected.has(id))
  return {
    selected,
    allMatching,
    pageSelected,
    somePageSelected: !pageSelected && rowIds.some((id) => selected.has(id)),
    toggle(id: number, shiftKey: boolean) {
      const index = rowIds.indexOf(id)
      const next = new Set(selected)
      const on = !selected.has(id)
      if (shiftKey && anchor.current !== null) {
        const [from, to] = [anchor.current, index].sort((x, y) => x - y)
        for (const rangeId of rowIds.slice(from, to + 1)) {
          if (on) next.add(rangeId)
          else next.delete(rangeId)
        }
      } else if (on) next.add(id)
      else next.delete(id)
      anchor.current = index
      set(next)
    },
    togglePage() {
      set(pageSelected ? new Set() : new Set(rowIds))
    },
    selectAllMatching() {
      set(new Set(rowIds), true)
    },
    clear() {
      set(new Set())
    },
  }
}

export type BulkSelection = ReturnType<typeof useBulkSelection>

/** A checkbox that can show "some ticked" (the page's header box). */
function Checkbox({
  checked,
  indeterminate = false,
  label,
  onClick,
  className = '',
}: {
  checked: boolean
  indeterminate?: boolean
  label: string
  onClick: (event: MouseEvent<HTMLInputElement>) => void
  className?: string
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      ref={(input) => {
        if (input) input.indeterminate = indeterminate
      }}
      onChange={() => {}}
      onClick={onClick}
      className={`size-4 cursor-pointer rounded border-slate-300 text-primary focus:ring-primary dark:border-white/30 dark:bg-white/10 ${className}`}
    />
  )
}

/** "Sélectionner toute la page": the checkbox column's header, and the bulk bar's "Tout" on a phone. */
export function PageCheckbox({ selection }: { selection: BulkSelection }) {
  return (
    <Checkbox
      label="Sélectionner toute la page"
      checked={selection.pageSelected}
      indeterminate={selection.somePageSelected}
      onClick={() => selection.togglePage()}
    />
  )
}

/** The checkbox column: "select this page" in the header, one box per row. */
export function selectionColumn<Row extends { id: number }>(
  selection: BulkSelection,
  describe: (row: Row) => string
): Column<Row> {
  return {
    label: 'Sélection',
    className: 'w-10 pr-0',
    card: 'leading',
    header: <PageCheckbox selection={selection} />,
    render: (row) => (
      <Checkbox
        label={`Sélectionner ${describe(row)}`}
        checked={selection.selected.has(row.id)}
        onClick={(event) => selection.toggle(row.id, event.shiftKey)}
      />
    ),
  }
}
