import { Suspense } from 'react'
import { useLayoutSettings } from '~/layout_settings/store'
import { useIsDesktop } from '~/layout_settings/viewport'
import { lazyComponent, useWantedOnce } from '~/lib/lazy_once'
import { useAfterFirstPaint } from '~/lib/after_paint'
import { SidebarBody, frame } from '~/shell/sidebar_body'

/**
 * The role-based menu and the appearance settings: a column beside the page
 * on desktop (from 992 px), a modal drawer below.
 */
export function Sidebar() {
  const isDesktop = useIsDesktop()
  const painted = useAfterFirstPaint()
  const opened = useLayoutSettings().sidebarVisibleMobile
  /* Once wanted, kept: closing animates as opening does. */
  const wanted = useWantedOnce(!isDesktop && (painted || opened))
  if (isDesktop) return <DesktopSidebar />
  return wanted ? (
    <Suspense fallback={null}>
      <MobileSidebar />
    </Suspense>
  ) : null
}

/* Below 992 px only: its chunk (Headless UI's Dialog) is fetched once the page has painted, or when the menu is opened before. */
const MobileSidebar = lazyComponent(() =>
  import('~/shell/mobile_sidebar').then((m) => m.MobileSidebar)
)

/* Not modal: the page stays usable beside it. Hidden, it is inert, so its links leave the Tab order. */
function DesktopSidebar() {
  const s = useLayoutSettings()
  const hidden = !s.sidebarVisibleDesktop
  const offscreen = s.sidebarLeft ? '-translate-x-full' : 'translate-x-full'
  return (
    <nav
      id="sidebar"
      aria-label="Menu principal"
      data-mini={s.sidebarMini || undefined}
      inert={hidden}
      className={`${frame(s, s.sidebarMini)} z-50 ${hidden ? offscreen : 'translate-x-0'} ${
        s.sideTransitions ? 'transition-[transform,width] duration-200' : ''
      }`}
    >
      <SidebarBody mini={s.sidebarMini} />
    </nav>
  )
}
