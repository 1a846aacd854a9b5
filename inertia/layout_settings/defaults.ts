/*
| Layout settings (docs/product.md §6): every flag of the shell lives here, with the
| defaults of the original template. The shell reads them; only the named
| commands in commands.ts change them.
*/
export const COLOR_THEMES = ['default', 'amethyst', 'city', 'flat', 'modern', 'smooth'] as const
export type ColorTheme = (typeof COLOR_THEMES)[number]
export type DarkMode = 'on' | 'off' | 'system'
export type MainContent = '' | 'boxed' | 'narrow'
export const MAIN_CONTENTS: readonly MainContent[] = ['', 'boxed', 'narrow']
/** The parts of the shell a page or a test can leave out (nothing in the UI offers this). */
export type Region = 'header' | 'sidebar' | 'sideOverlay' | 'footer'

export type LayoutSettings = {
  header: boolean
  sidebar: boolean
  sideOverlay: boolean
  footer: boolean
  colorTheme: '' | Exclude<ColorTheme, 'default'>
  darkMode: DarkMode
  darkModeActive: boolean
  sidebarLeft: boolean
  sidebarMini: boolean
  sidebarDark: boolean
  sidebarVisibleDesktop: boolean
  sidebarVisibleMobile: boolean
  sideOverlayVisible: boolean
  sideOverlayHoverable: boolean
  pageOverlay: boolean
  headerFixed: boolean
  headerDark: boolean
  headerSearch: boolean
  headerLoader: boolean
  pageLoader: boolean
  rtlSupport: boolean
  sideTransitions: boolean
  mainContent: MainContent
}

export const DEFAULT_SETTINGS: LayoutSettings = {
  header: true,
  sidebar: true,
  sideOverlay: true,
  footer: true,
  colorTheme: '',
  darkMode: 'system',
  darkModeActive: false,
  sidebarLeft: true,
  sidebarMini: false,
  sidebarDark: true,
  sidebarVisibleDesktop: true,
  sidebarVisibleMobile: false,
  sideOverlayVisible: false,
  sideOverlayHoverable: false,
  pageOverlay: true,
  headerFixed: true,
  headerDark: false,
  headerSearch: false,
  headerLoader: false,
  pageLoader: false,
  rtlSupport: false,
  sideTransitions: true,
  mainContent: '',
}

/*
| What a person chooses in the appearance panel and keeps from one visit to the
| next (persistence.ts). The other flags are configuration: a page or a test
| sets them through the commands, and a reload brings the defaults back.
*/
export const PERSISTED_CHOICES = [
  'sidebarLeft',
  'sidebarDark',
  'headerFixed',
  'headerDark',
  'mainContent',
] as const
export type LayoutChoices = Pick<LayoutSettings, (typeof PERSISTED_CHOICES)[number]>

/** Above this width the sidebar commands act on the desktop flags, below on the mobile drawer. */
export const DESKTOP_MIN_WIDTH = 992
