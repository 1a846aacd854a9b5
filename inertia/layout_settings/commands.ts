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
  type Region,
} from './defaults.js'

export type OnOff = 'on' | 'off' | 'toggle'
type Change = Partial<LayoutSettings>

/** The settings that are plain on/off flags. */
type FlagKey = {
  [K in keyof LayoutSettings]: LayoutSettings[K] extends boolean ? K : never
}[keyof LayoutSettings]

/** `toggle` inverts a flag; any other mode sets it to whether it is the command's "on" word. */
const flip = (current: boolean, mode: string, on: string) =>
  mode === 'toggle' ? !current : mode === on
const isDesktop = (width: number) => width >= DESKTOP_MIN_WIDTH

/** A command that sets one flag by its pair of words (open/close, dark/light…) or toggles it. */
function flag<Mode extends string>(key: FlagKey, on: Mode) {
  return (s: LayoutSettings, mode: Mode | 'toggle'): Change => ({
    [key]: flip(s[key], mode, on),
  })
}

export const commands = {
  /** Shows or leaves out a whole part of the shell: header, sidebar, side overlay, footer. */
  region(s: LayoutSettings, name: Region, mode: OnOff): Change {
    return { [name]: flip(s[name], mode, 'on') }
  },
  /** Open/close acts on the desktop flag on wide windows (> 991 px), on the mobile drawer otherwise. */
  sidebar(s: LayoutSettings, mode: 'open' | 'close' | 'toggle', width: number): Change {
    const key = isDesktop(width) ? 'sidebarVisibleDesktop' : 'sidebarVisibleMobile'
    return { [key]: flip(s[key], mode, 'open') }
  },
  /** Mini mode only exists on desktop. */
  sidebarMini(s: LayoutSettings, mode: OnOff, width: number): Change {
    if (!isDesktop(width)) return {}
    return { sidebarMini: flip(s.sidebarMini, mode, 'on') }
  },
  sidebarPosition: flag<'left' | 'right'>('sidebarLeft', 'left'),
  sidebarStyle: flag<'dark' | 'light'>('sidebarDark', 'dark'),
  sideOverlay: flag<'open' | 'close'>('sideOverlayVisible', 'open'),
  sideOverlayHover: flag<'on' | 'off'>('sideOverlayHoverable', 'on'),
  pageOverlay: flag<'on' | 'off'>('pageOverlay', 'on'),
  header: flag<'fixed' | 'static'>('headerFixed', 'fixed'),
  headerStyle: flag<'dark' | 'light'>('headerDark', 'dark'),
  headerSearch: flag<'on' | 'off'>('headerSearch', 'on'),
  headerLoader: flag<'on' | 'off'>('headerLoader', 'on'),
  pageLoader: flag<'on' | 'off'>('pageLoader', 'on'),
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
