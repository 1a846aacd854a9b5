import { COLOR_THEMES, type ColorTheme, type DarkMode } from './defaults.js'

/* The keys the original template family uses, so the inline script in the root view can read them before paint. */
export const DARK_MODE_KEY = 'oneuiDarkMode'
export const COLOR_THEME_KEY = 'oneuiColorTheme'

function read(key: string) {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    /* Private mode or storage full: the choice lasts for this page only. */
  }
}

export function loadDarkMode(): DarkMode {
  const value = read(DARK_MODE_KEY)
  return value === 'on' || value === 'off' || value === 'system' ? value : 'system'
}

export function loadColorTheme(): ColorTheme {
  const value = read(COLOR_THEME_KEY) as ColorTheme | null
  return value && COLOR_THEMES.includes(value) ? value : 'default'
}

export const saveDarkMode = (mode: DarkMode) => write(DARK_MODE_KEY, mode)
export const saveColorTheme = (theme: ColorTheme) => write(COLOR_THEME_KEY, theme)
