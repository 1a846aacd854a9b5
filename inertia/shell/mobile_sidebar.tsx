import { layout, useLayoutSettings } from '~/layout_settings/store'
import { Drawer } from '~/shell/drawer'
import { SidebarBody, frame } from '~/shell/sidebar_body'

/* Below 992 px the sidebar is a modal drawer (shell/drawer.tsx); its close button takes the focus. */
export function MobileSidebar() {
  const s = useLayoutSettings()
  const close = () => layout.sidebar('close')
  return (
    <Drawer
      open={s.sidebarVisibleMobile}
      onClose={close}
      label="Menu"
      className="relative z-50"
      fromLeft={s.sidebarLeft}
      panel={{ as: 'nav', id: 'sidebar', label: 'Menu principal', className: frame(s) }}
    >
      <SidebarBody mini={false} onClose={close} />
    </Drawer>
  )
}
