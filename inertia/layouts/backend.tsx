import type { ReactNode } from 'react'
import { AppFooter } from '~/components/app_footer'
import type { LayoutSettings } from '~/layout_settings/defaults'
import { useLayoutSettings } from '~/layout_settings/store'
import { Header } from '~/shell/header'
import { useIsDesktop } from '~/layout_settings/viewport'
import { LoadedOnce, lazyComponent } from '~/lib/lazy_once'
import { KeyboardShortcuts } from '~/shell/keyboard_shortcuts'
import { Sidebar } from '~/shell/sidebar'
import { TestModeBanner } from '~/shell/test_mode_banner'
import { ApprovalBanner } from '~/shell/approval_banner'
import { PageLoader } from '~/shell/visit_loaders'

/* Its chunk (Headless UI's Dialog and Tabs) is fetched when it is first opened, or shown as a strip at the window's edge. */
const SideOverlay = lazyComponent(() => import('~/shell/side_overlay').then((m) => m.SideOverlay))

/* boxed and narrow centre the content in a column (64 and 48 rem); full fills the space. */
const CONTENT_WIDTH = { '': 'max-w-none', 'boxed': 'max-w-5xl', 'narrow': 'max-w-3xl' } as const

/** Room for the desktop sidebar on its side: full width, mini, or none when hidden or left out. */
function sidebarRoom(s: LayoutSettings) {
  if (!s.sidebar || !s.sidebarVisibleDesktop) return ''
  if (s.sidebarLeft) return s.sidebarMini ? 'lg:pl-16' : 'lg:pl-60'
  return s.sidebarMini ? 'lg:pr-16' : 'lg:pr-60'
}

/**
 * Signed-in pages: sidebar, header, side overlay, content and footer, each
 * drawn as the layout settings say (docs/product.md §6).
 */
export default function BackendLayout({ children }: { children: ReactNode }) {
  const s = useLayoutSettings()
  const isDesktop = useIsDesktop()
  const overlayWanted = s.sideOverlayVisible || (s.sideOverlayHoverable && isDesktop)

  return (
    <div id="page-container" className="min-h-screen">
      <a
        href="#main-content"
        className="sr-only z-[100] rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      {s.sidebar && <Sidebar />}
      {s.sideOverlay && (
        <LoadedOnce wanted={overlayWanted}>
          <SideOverlay />
        </LoadedOnce>
      )}
      <KeyboardShortcuts />
      <div
        className={`flex min-h-screen flex-col ${sidebarRoom(s)} ${s.sideTransitions ? 'transition-[padding] duration-200' : ''}`}
      >
        {s.header && <Header />}
        <TestModeBanner />
        <ApprovalBanner />
        <main id="main-content" className="relative flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <PageLoader />
          <div
            data-testid="content-column"
            className={`mx-auto w-full ${CONTENT_WIDTH[s.mainContent]}`}
          >
            {children}
          </div>
        </main>
        {s.footer && (
          <AppFooter className="border-t border-slate-200/70 px-4 py-4 sm:px-8 dark:border-white/10" />
        )}
      </div>
    </div>
  )
}
