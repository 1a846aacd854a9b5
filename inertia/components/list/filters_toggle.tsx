import { useId, useState, type KeyboardEvent } from 'react'
import { SlidersHorizontal } from 'lucide-react'
import { plural } from '~/lib/format'

/**
 * A list's filters folded on a phone behind a « Filtres » button (a
 * disclosure): the button says whether the panel is open and which one it
 * opens; Escape in the panel closes it and gives the focus back to the button.
 */
export function useFiltersDisclosure() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggleId = `${panelId}-toggle`
  return {
    open,
    setOpen,
    toggle: {
      id: toggleId,
      open,
      controls: panelId,
      onClick: () => setOpen(!open),
    },
    panel: {
      id: panelId,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape') return
        setOpen(false)
        document.getElementById(toggleId)?.focus()
      },
    },
  }
}

/** The « Filtres » button (hidden from `sm` up): how many filters are set, seen and heard. */
export function FiltersToggle({
  id,
  open,
  controls,
  onClick,
  count,
  label = 'Filtres',
  className = '',
}: ReturnType<typeof useFiltersDisclosure>['toggle'] & {
  count: number
  label?: string
  className?: string
}) {
  return (
    <button
      type="button"
      id={id}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onClick}
      className={`inline-flex items-center justify-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold shadow-xs sm:hidden ${
        open
          ? 'border-primary/50 bg-primary/10 text-primary'
          : 'border-slate-300 bg-surface text-slate-700 dark:border-white/20 dark:text-slate-200'
      } ${className}`}
    >
      <SlidersHorizontal className="size-4" aria-hidden="true" />
      {label}
      {count > 0 && (
        <>
          <span
            aria-hidden="true"
            className="grid min-w-5 place-items-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-white"
          >
            {count}
          </span>
          <span className="sr-only">{` (${plural(count, { one: '# actif', other: '# actifs' })})`}</span>
        </>
      )}
    </button>
  )
}
