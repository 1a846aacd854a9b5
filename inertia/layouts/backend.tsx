import type { ReactNode } from 'react'
import { AppFooter } from '~/components/app_footer'
import { layout, useLayoutSettings } from '~/layout_settings/store'
import { Header } from '~/shell/header'
import { SideOverlay } from '~/shell/side_overlay'
import { Sidebar } from '~/shell/sidebar'
import { TestModeBanner } from '~/shell/test_mode_banner'

const CONTENT_WIDTH = { '': 'max-w-none', 'boxed': 'max-w-7xl', 'narrow': 'max-w-5xl' } as const

/** Signed-in pages: sidebar, fixed header, side overlay, content and footer, driven by the layout settings. */
export default function BackendLayout({ children }: { children: ReactNode }) {
  const s = useLayoutSettings()

  /* Room for the sidebar on desktop: full, mini, or none when hidden. */
  const offset = !s.sidebarVisibleDesktop
    ? ''
    : s.sidebarLeft
      ? s.sidebarMini
        ? 'lg:pl-16'
        : 'lg:pl-60'
      : s.sidebarMini
        ? 'lg:pr-16'
        : 'lg:pr-60'
  const overlayOpen = s.pageOverlay && (s.sideOverlayVisible || s.sidebarVisibleMobile)

  return (
    <div id="page-container" className="min-h-screen">
      <a
        href="#main-content"
        className="sr-only z-[100] rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <Sidebar />
      <SideOverlay />
      {overlayOpen && (
        <div
          aria-hidden="true"
          data-testid="page-overlay"
          onClick={() => {
            layout.sideOverlay('close')
            if (window.innerWidth < 992) layout.sidebar('close')
          }}
          className={`fixed inset-0 z-40 bg-slate-900/50 ${s.sideOverlayVisible ? 'z-[55]' : ''} ${s.sidebarVisibleMobile && !s.sideOverlayVisible ? 'lg:hidden' : ''}`}
        />
      )}
      <div
        className={`flex min-h-screen flex-col ${offset} ${s.sideTransitions ? 'transition-[padding] duration-200' : ''}`}
      >
        <Header />
        <TestModeBanner />
        <main id="main-content" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <div className={`mx-auto w-full ${CONTENT_WIDTH[s.mainContent]}`}>{children}</div>
        </main>
        <AppFooter className="border-t border-slate-200/70 px-4 py-4 sm:px-8 dark:border-white/10" />
      </div>
    </div>
  )
}
