/*
| The named commands of the layout settings, as pure functions: each takes
| the current settings (and the window width where it matters) and returns
| the changed ones. No DOM here, so the rules are unit-tested in Node.
*/
import {
  COLOR_THEMES,
  DESKTOP_MIN_WIDTH,
  type ColorTheme,
  type DarkMode,
  type LayoutSettings,
  type MainContent,
} from './defaults.js'

export type OnOff = 'on' | 'off' | 'toggle'
type Change = Partial<LayoutSettings>

const flip = (current: boolean, mode: OnOff) => (mode === 'toggle' ? !current : mode === 'on')
const isDesktop = (width: number) => width >= DESKTOP_MIN_WIDTH

export const commands = {
  /** Open/close acts on the desktop flag on wide windows (> 991 px), on the mobile drawer otherwise. */
  sidebar(s: LayoutSettings, mode: 'open' | 'close' | 'toggle', width: number): Change {
    const key = isDesktop(width) ? 'sidebarVisibleDesktop' : 'sidebarVisibleMobile'
    const value = mode === 'toggle' ? !s[key] : mode === 'open'
    return { [key]: value }
  },
  /** Mini mode only exists on desktop. */
  sidebarMini(s: LayoutSettings, mode: OnOff, width: number): Change {
    if (!isDesktop(width)) return {}
    return { sidebarMini: flip(s.sidebarMini, mode) }
  },
  sidebarPosition(s: LayoutSettings, mode: 'left' | 'right' | 'toggle'): Change {
    return { sidebarLeft: mode === 'toggle' ? !s.sidebarLeft : mode === 'left' }
  },
  sidebarStyle(s: LayoutSettings, mode: 'dark' | 'light' | 'toggle'): Change {
    return { sidebarDark: mode === 'toggle' ? !s.sidebarDark : mode === 'dark' }
  },
  sideOverlay(s: LayoutSettings, mode: 'open' | 'close' | 'toggle'): Change {
    return { sideOverlayVisible: mode === 'toggle' ? !s.sideOverlayVisible : mode === 'open' }
  },
  sideOverlayHover(s: LayoutSettings, mode: OnOff): Change {
    return { sideOverlayHoverable: flip(s.sideOverlayHoverable, mode) }
  },
  pageOverlay(s: LayoutSettings, mode: OnOff): Change {
    return { pageOverlay: flip(s.pageOverlay, mode) }
  },
  header(s: LayoutSettings, mode: 'fixed' | 'static' | 'toggle'): Change {
    return { headerFixed: mode === 'toggle' ? !s.headerFixed : mode === 'fixed' }
  },
  headerStyle(s: LayoutSettings, mode: 'dark' | 'light' | 'toggle'): Change {
    return { headerDark: mode === 'toggle' ? !s.headerDark : mode === 'dark' }
  },
  headerSearch(s: LayoutSettings, mode: OnOff): Change {
    return { headerSearch: flip(s.headerSearch, mode) }
  },
  headerLoader(s: LayoutSettings, mode: OnOff): Change {
    return { headerLoader: flip(s.headerLoader, mode) }
  },
  pageLoader(s: LayoutSettings, mode: OnOff): Change {
    return { pageLoader: flip(s.pageLoader, mode) }
  },
  mainContent(_s: LayoutSettings, mode: 'full' | 'boxed' | 'narrow'): Change {
    const value: MainContent = mode === 'full' ? '' : mode
    return { mainContent: value }
  },
  /** System follows prefers-color-scheme; the active flag is what the page shows now. */
  darkMode(_s: LayoutSettings, mode: DarkMode, systemPrefersDark: boolean): Change {
    return {
      darkMode: mode,
      darkModeActive: mode === 'on' || (mode === 'system' && systemPrefersDark),
    }
  },
  colorTheme(_s: LayoutSettings, theme: ColorTheme): Change {
    if (!COLOR_THEMES.includes(theme)) return {}
    return { colorTheme: theme === 'default' ? '' : theme }
  },
}

/** Classes the settings put on <html>: `dark` and one `theme-*`, nothing else. */
export function rootClasses(s: Pick<LayoutSettings, 'darkModeActive' | 'colorTheme'>) {
  return { dark: s.darkModeActive, theme: s.colorTheme ? `theme-${s.colorTheme}` : null }
}
