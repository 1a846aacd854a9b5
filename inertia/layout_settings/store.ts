/*
| The settings store: one object, changed only through the named commands of
| `layout`, read by the shell with useLayoutSettings(). It owns the two root
| classes (`dark`, `theme-*`) and the persisted choices (dark mode, theme, and
| the appearance panel's layout choices); nothing else in the app touches them.
*/
import { useSyncExternalStore } from 'react'
import { commands, rootClasses, type OnOff } from './commands.js'
import {
  DEFAULT_SETTINGS,
  type ColorTheme,
  type DarkMode,
  type LayoutSettings,
  type Region,
} from './defaults.js'
import {
  loadColorTheme,
  loadDarkMode,
  loadLayoutChoices,
  saveColorTheme,
  saveDarkMode,
  saveLayoutChoices,
} from './persistence.js'

let state: LayoutSettings = { ...DEFAULT_SETTINGS }
const listeners = new Set<() => void>()

const width = () => (typeof window === 'undefined' ? 1440 : window.innerWidth)
const systemPrefersDark = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: dark)').matches

function set(change: Partial<LayoutSettings>) {
  if (Object.keys(change).length === 0) return
  state = { ...state, ...change }
  applyRootClasses()
  listeners.forEach((listener) => listener())
}

/** A choice of the appearance panel: applied, then remembered for the next visits. */
function choose(change: Partial<LayoutSettings>) {
  set(change)
  saveLayoutChoices(state)
}

function applyRootClasses() {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  const { dark, theme } = rootClasses(state)
  root.classList.toggle('dark', dark)
  for (const name of [...root.classList]) {
    if (name.startsWith('theme-') && name !== theme) root.classList.remove(name)
  }
  if (theme) root.classList.add(theme)
}

export const layout = {
  region: (name: Region, mode: OnOff) => set(commands.region(state, name, mode)),
  sidebar: (mode: 'open' | 'close' | 'toggle') => set(commands.sidebar(state, mode, width())),
  sidebarMini: (mode: OnOff) => set(commands.sidebarMini(state, mode, width())),
  sidebarPosition: (mode: 'left' | 'right' | 'toggle') =>
    choose(commands.sidebarPosition(state, mode)),
  sidebarStyle: (mode: 'dark' | 'light' | 'toggle') => choose(commands.sidebarStyle(state, mode)),
  sideOverlay: (mode: 'open' | 'close' | 'toggle') => set(commands.sideOverlay(state, mode)),
  sideOverlayHover: (mode: OnOff) => set(commands.sideOverlayHover(state, mode)),
  pageOverlay: (mode: OnOff) => set(commands.pageOverlay(state, mode)),
  header: (mode: 'fixed' | 'static' | 'toggle') => choose(commands.header(state, mode)),
  headerStyle: (mode: 'dark' | 'light' | 'toggle') => choose(commands.headerStyle(state, mode)),
  headerSearch: (mode: OnOff) => set(commands.headerSearch(state, mode)),
  headerLoader: (mode: OnOff) => set(commands.headerLoader(state, mode)),
  pageLoader: (mode: OnOff) => set(commands.pageLoader(state, mode)),
  mainContent: (mode: 'full' | 'boxed' | 'narrow') => choose(commands.mainContent(state, mode)),
  darkMode: (mode: DarkMode) => {
    saveDarkMode(mode)
    set(commands.darkMode(state, mode, systemPrefersDark()))
  },
  colorTheme: (theme: ColorTheme) => {
    saveColorTheme(theme)
    set(commands.colorTheme(state, theme))
  },
}

/*
| What the server renders with (inertia/ssr.tsx never starts the settings):
| hydration starts from it, then React re-renders with the stored choices.
*/
const SERVER_STATE: LayoutSettings = { ...DEFAULT_SETTINGS }

export function useLayoutSettings() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => SERVER_STATE
  )
}

let started = false

/**
 * Reads the persisted choices (before the first render: signed-in pages are
 * rendered in the browser only, so a stored layout shows without a flash),
 * follows the system colour scheme live, and pauses transitions while the
 * window is being resized (back after 500 ms).
 */
export function startLayoutSettings() {
  if (started || typeof window === 'undefined') return
  started = true
  set({
    ...commands.darkMode(state, loadDarkMode(), systemPrefersDark()),
    ...commands.colorTheme(state, loadColorTheme()),
    ...loadLayoutChoices(),
  })

  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
    if (state.darkMode === 'system') set({ darkModeActive: event.matches })
  })

  let timer: ReturnType<typeof setTimeout> | undefined
  window.addEventListener('resize', () => {
    if (state.sideTransitions) set({ sideTransitions: false })
    clearTimeout(timer)
    timer = setTimeout(() => set({ sideTransitions: true }), 500)
  })
}
