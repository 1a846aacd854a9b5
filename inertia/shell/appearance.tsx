import { Monitor, Moon, Sun } from 'lucide-react'
import { COLOR_THEMES, type ColorTheme, type DarkMode } from '~/layout_settings/defaults'
import { layout, useLayoutSettings } from '~/layout_settings/store'

/* Swatch colours: the primary of each theme (docs/product.md §6). */
const SWATCHES: Record<ColorTheme, string> = {
  default: '#4c78dd',
  amethyst: '#6366f1',
  city: '#db3954',
  flat: '#069fba',
  modern: '#0c91cf',
  smooth: '#d4428b',
}
const THEME_LABELS: Record<ColorTheme, string> = {
  default: 'Default',
  amethyst: 'Amethyst',
  city: 'City',
  flat: 'Flat',
  modern: 'Modern',
  smooth: 'Smooth',
}
const MODES: { value: DarkMode; label: string; icon: typeof Sun }[] = [
  { value: 'off', label: 'Light', icon: Sun },
  { value: 'on', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
]

/** Light / Dark / System, as a segmented control. */
export function DarkModeSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { darkMode } = useLayoutSettings()
  const idle =
    tone === 'dark'
      ? 'text-slate-300 hover:text-white'
      : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
  return (
    <div
      role="group"
      aria-label="Mode d'affichage"
      className={`grid w-full grid-cols-3 rounded-md p-0.5 ${tone === 'dark' ? 'bg-white/10' : 'bg-slate-100 dark:bg-white/10'}`}
    >
      {MODES.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={darkMode === value}
          onClick={() => layout.darkMode(value)}
          className={`inline-flex items-center justify-center gap-1 rounded px-1.5 py-1 text-xs font-semibold transition ${
            darkMode === value ? 'bg-primary text-white shadow-xs' : idle
          }`}
        >
          <Icon className="size-3.5" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  )
}

/** The six colour themes as swatches. */
export function ThemeSwatches() {
  const { colorTheme } = useLayoutSettings()
  const current: ColorTheme = colorTheme || 'default'
  return (
    <div role="group" aria-label="Thème de couleurs" className="flex flex-wrap gap-2">
      {COLOR_THEMES.map((theme) => (
        <button
          key={theme}
          type="button"
          title={THEME_LABELS[theme]}
          aria-label={`Thème ${THEME_LABELS[theme]}`}
          aria-pressed={current === theme}
          onClick={() => layout.colorTheme(theme)}
          style={{ backgroundColor: SWATCHES[theme] }}
          className={`size-6 rounded-full ring-offset-2 ring-offset-transparent transition hover:scale-110 ${
            current === theme ? 'ring-2 ring-white outline-2 outline-slate-900/20' : ''
          }`}
        />
      ))}
    </div>
  )
}
