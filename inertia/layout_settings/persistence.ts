import {
  COLOR_THEMES,
  MAIN_CONTENTS,
  PERSISTED_CHOICES,
  type ColorTheme,
  type DarkMode,
  type LayoutChoices,
  type LayoutSettings,
} from './defaults.js'

/* The keys the original template family uses, so the inline script in the root view can read them before paint. */
export const DARK_MODE_KEY = 'oneuiDarkMode'
export const COLOR_THEME_KEY = 'oneuiColorTheme'
/* The appearance panel's layout choices (sidebar side and style, header, content width), as one JSON object. */
export const LAYOUT_CHOICES_KEY = 'esidoorLayout'

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

/** The valid choices of a stored value; anything unknown or mistyped is dropped (the default stays). */
export function parseLayoutChoices(raw: string | null): Partial<LayoutChoices> {
  let value: unknown
  try {
    value = raw ? JSON.parse(raw) : null
  } catch {
    return {}
  }
  if (!value || typeof value !== 'object') return {}
  const stored = value as Record<string, unknown>
  const choices: Partial<LayoutChoices> = {}
  for (const key of ['sidebarLeft', 'sidebarDark', 'headerFixed', 'headerDark'] as const) {
    if (typeof stored[key] === 'boolean') choices[key] = stored[key]
  }
  if (MAIN_CONTENTS.includes(stored.mainContent as LayoutChoices['mainContent'])) {
    choices.mainContent = stored.mainContent as LayoutChoices['mainContent']
  }
  return choices
}

export const loadLayoutChoices = () => parseLayoutChoices(read(LAYOUT_CHOICES_KEY))

export function saveLayoutChoices(s: LayoutSettings) {
  const choices = Object.fromEntries(PERSISTED_CHOICES.map((key) => [key, s[key]]))
  write(LAYOUT_CHOICES_KEY, JSON.stringify(choices))
}
