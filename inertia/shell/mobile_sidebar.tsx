import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react'
import { layout, useLayoutSettings } from '~/layout_settings/store'
import { SidebarBody, frame } from '~/shell/sidebar'

/*
| A Headless UI dialog: focus moves in and Tab cycles inside, the page behind
| is inert, Escape or a click beside it closes it, and focus returns to the
| menu button. Closed, it is not in the page at all.
*/
export function MobileSidebar() {
  const s = useLayoutSettings()
  const close = () => layout.sidebar('close')
  const slide = s.sideTransitions ? 'transition duration-200 ease-out' : ''
  return (
    <Dialog
      open={s.sidebarVisibleMobile}
      onClose={close}
      transition
      className="relative z-50"
      aria-label="Menu"
    >
      {s.pageOverlay && (
        <DialogBackdrop
          transition
          data-testid="page-overlay"
          className={`fixed inset-0 bg-slate-900/50 data-closed:opacity-0 ${slide}`}
        />
      )}
      <DialogPanel
        as="nav"
        id="sidebar"
        aria-label="Menu principal"
        transition
        className={`${frame(s)} ${s.sidebarLeft ? 'data-closed:-translate-x-full' : 'data-closed:translate-x-full'} ${slide}`}
      >
        <SidebarBody mini={false} onClose={close} />
      </DialogPanel>
    </Dialog>
  )
}
