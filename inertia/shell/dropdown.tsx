import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useHydrated } from '~/lib/hydration'
import { takePress, wakeBooted } from '~/lib/wake'
import { dropdownPanelClass } from '~/components/menu/surface'

type DropdownProps = {
  /** Accessible name when the button shows no text (icon buttons). */
  label?: string
  button: ReactNode
  children: (close: () => void) => ReactNode
  align?: 'left' | 'right'
  buttonClassName?: string
  panelClassName?: string
  /**
   * On a page the boot script keeps static until needed (the landing page,
   * inertia/welcome_boot.ts): the button is live before hydration, its first
   * press loads the app and opens the panel once hydrated.
   */
  wakeKey?: string
}

/**
 * A button with a panel under it (a disclosure, not a menu): Escape closes it
 * and gives the focus back to the button, a click or the focus elsewhere closes
 * it. Hand-written and light on purpose: the landing page's appearance panel
 * uses it, and Headless UI would not fit in that page's JavaScript budget
 * (scripts/check_bundle_size.mjs). Menus are Headless UI's (shell/menus.tsx).
 */
export function Dropdown({
  label,
  button,
  children,
  align = 'right',
  buttonClassName = '',
  panelClassName = 'w-64',
  wakeKey,
}: DropdownProps) {
  const [open, setOpen] = useState(false)
  /* A server-rendered page (the landing page) has no handler before hydration: the button waits for it. */
  const hydrated = useHydrated()
  const ref = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  /*
   * The press that woke the page (before hydration) opens the panel now: after
   * hydration, as the server-rendered HTML has no panel.
   */
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, from the boot script's state
    if (wakeKey && takePress(wakeKey)) setOpen(true)
  }, [wakeKey])

  useEffect(() => {
    if (!open) return
    const inside = (target: EventTarget | null) =>
      target instanceof Node && !!ref.current?.contains(target)
    const onClick = (event: MouseEvent) => !inside(event.target) && setOpen(false)
    const onFocus = (event: FocusEvent) => !inside(event.target) && setOpen(false)
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      const focused = document.activeElement
      if (!focused || focused === document.body || inside(focused)) buttonRef.current?.focus()
    }
    document.addEventListener('mousedown', onClick)
    document.addEventListener('focusin', onFocus)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onClick)
      document.removeEventListener('focusin', onFocus)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={!hydrated && !(wakeKey && wakeBooted())}
        data-wake={wakeKey}
        data-hydrated={wakeKey && hydrated ? 'true' : undefined}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
      >
        {button}
      </button>
      {open && (
        <div id={panelId} className={dropdownPanelClass(align, panelClassName)}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  )
}
