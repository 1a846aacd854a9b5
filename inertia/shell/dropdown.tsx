import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useHydrated } from '~/lib/hydration'

type DropdownProps = {
  /** Accessible name when the button shows no text (icon buttons). */
  label?: string
  button: ReactNode
  children: (close: () => void) => ReactNode
  align?: 'left' | 'right'
  buttonClassName?: string
  panelClassName?: string
}

/** A button with a panel under it; Escape or a click outside closes it. */
export function Dropdown({
  label,
  button,
  children,
  align = 'right',
  buttonClassName = '',
  panelClassName = 'w-64',
}: DropdownProps) {
  const [open, setOpen] = useState(false)
  /* A server-rendered page (the landing page) has no handler before hydration: the button waits for it. */
  const hydrated = useHydrated()
  const ref = useRef<HTMLDivElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onClick = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('mousedown', onClick)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onClick)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!hydrated}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
      >
        {button}
      </button>
      {open && (
        <div
          id={panelId}
          className={`absolute top-full z-40 mt-2 overflow-hidden rounded-lg bg-surface text-slate-700 shadow-lg ring-1 ring-slate-900/10  dark:text-slate-200 dark:ring-white/10 ${
            align === 'right' ? 'right-0' : 'left-0'
          } ${panelClassName}`}
        >
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  )
}
