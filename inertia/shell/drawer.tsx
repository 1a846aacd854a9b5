import { useEffect, useRef, type ElementType, type ReactNode } from 'react'
import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react'
import { useLayoutSettings } from '~/layout_settings/store'

/*
| The shell's modal drawers (the mobile sidebar, the side overlay): a Headless
| UI dialog, so focus moves in and Tab cycles inside, the page behind is inert,
| Escape or a click beside it closes it, and focus returns to the button that
| opened it. Closed, it is not in the page at all. The page overlay and the
| slide follow the layout settings.
*/
export function Drawer({
  open,
  onClose,
  label,
  className,
  fromLeft,
  panel,
  children,
}: {
  open: boolean
  onClose: () => void
  /** The dialog's accessible name. */
  label: string
  /** The dialog's stacking (`relative z-…`). */
  className: string
  /** The side it slides in from. */
  fromLeft: boolean
  panel: { as: ElementType; id: string; label?: string; className: string }
  children: ReactNode
}) {
  const s = useLayoutSettings()
  /*
   * Its chunk is fetched on first use (inertia/lib/lazy_once.tsx): when it
   * arrives after the press, the dialog mounts already open, too late for
   * Headless UI to note where the focus was. Noted here, during that first
   * render, and given back at the first close; later opens are Headless UI's.
   */
  const opener = useRef(open && typeof document !== 'undefined' ? document.activeElement : null)
  const wasOpen = useRef(open)
  useEffect(() => {
    if (open || !wasOpen.current) return
    wasOpen.current = false
    const element = opener.current
    opener.current = null
    if (element instanceof HTMLElement) requestAnimationFrame(() => element.focus())
  }, [open])
  const slide = s.sideTransitions ? 'transition duration-200 ease-out' : ''
  const away = fromLeft ? 'data-closed:-translate-x-full' : 'data-closed:translate-x-full'
  return (
    <Dialog open={open} onClose={onClose} transition className={className} aria-label={label}>
      {s.pageOverlay && (
        <DialogBackdrop
          transition
          data-testid="page-overlay"
          className={`fixed inset-0 bg-slate-900/50 data-closed:opacity-0 ${slide}`}
        />
      )}
      <DialogPanel
        as={panel.as}
        id={panel.id}
        aria-label={panel.label}
        transition
        className={`${panel.className} ${away} ${slide}`}
      >
        {children}
      </DialogPanel>
    </Dialog>
  )
}
