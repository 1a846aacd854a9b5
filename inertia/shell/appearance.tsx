import { useId, type ReactNode } from 'react'
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react'
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
/* The default theme has a name like the others (never "Default" in a French UI). */
const THEME_LABELS: Record<ColorTheme, string> = {
  default: 'Azur',
  amethyst: 'Amethyst',
  city: 'City',
  flat: 'Flat',
  modern: 'Modern',
  smooth: 'Smooth',
}
const MODES: Option<DarkMode>[] = [
  { value: 'off', label: 'Light', icon: Sun },
  { value: 'on', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
]
const WIDTHS: Option<'full' | 'boxed' | 'narrow'>[] = [
  { value: 'full', label: 'Pleine' },
  { value: 'boxed', label: 'Limitée' },
  { value: 'narrow', label: 'Étroite' },
]

type Tone = 'light' | 'dark'
type Option<T extends string> = { value: T; label: string; icon?: LucideIcon }

/** A row of mutually exclusive buttons (aria-pressed), one per option. */
function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  tone = 'light',
}: {
  label: string
  value: T
  options: Option<T>[]
  onChange: (value: T) => void
  tone?: Tone
}) {
  const idle =
    tone === 'dark'
      ? 'text-slate-300 hover:text-white'
      : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
  return (
    <div
      role="group"
      aria-label={label}
      className={`grid w-full auto-cols-fr grid-flow-col rounded-md p-0.5 ${tone === 'dark' ? 'bg-white/10' : 'bg-slate-100 dark:bg-white/10'}`}
    >
      {options.map(({ value: option, label: text, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`inline-flex items-center justify-center gap-1 rounded px-1.5 py-1 text-xs font-semibold transition ${
            value === option ? 'bg-primary text-white shadow-xs' : idle
          }`}
        >
          {Icon && <Icon className="size-3.5" aria-hidden="true" />}
          {text}
        </button>
      ))}
    </div>
  )
}

/** Light / Dark / System, as a segmented control. */
export function DarkModeSwitch({ tone = 'light' }: { tone?: Tone }) {
  const { darkMode } = useLayoutSettings()
  return (
    <Segmented
      label="Mode d'affichage"
      value={darkMode}
      options={MODES}
      onChange={layout.darkMode}
      tone={tone}
    />
  )
}

/**
 * The six colour themes as swatches, each with its name written beside it;
 * `compact` (the narrow sidebar) shows the swatches alone, named on hover and
 * for screen readers.
 */
export function ThemeSwatches({ compact = false }: { compact?: boolean }) {
  const { colorTheme } = useLayoutSettings()
  const current: ColorTheme = colorTheme || 'default'
  return (
    <div
      role="group"
      aria-label="Thème de couleurs"
      className={
        compact
          ? 'flex flex-wrap gap-2'
          : 'grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-1'
      }
    >
      {COLOR_THEMES.map((theme) => {
        const selected = current === theme
        const swatch = (
          <span
            aria-hidden="true"
            style={{ backgroundColor: SWATCHES[theme] }}
            className={`block shrink-0 rounded-full ring-offset-2 ring-offset-transparent transition ${
              selected ? 'ring-2 ring-white outline-2 outline-slate-900/20' : ''
            } ${compact ? 'size-6 group-hover:scale-110' : 'size-5'}`}
          />
        )
        return (
          <button
            key={theme}
            type="button"
            title={compact ? THEME_LABELS[theme] : undefined}
            aria-pressed={selected}
            onClick={() => layout.colorTheme(theme)}
            className={
              compact
                ? 'group rounded-full'
                : `flex items-center gap-2 rounded-md px-1.5 py-1 text-left text-xs font-medium ${
                    selected
                      ? 'bg-slate-100 text-slate-900 dark:bg-white/10 dark:text-white'
                      : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/10'
                  }`
            }
          >
            {swatch}
            {/* The accessible name is "Thème City" in both forms; the name shows unless compact. */}
            <span className={compact ? 'sr-only' : ''}>
              <span className="sr-only">Thème </span>
              {THEME_LABELS[theme]}
            </span>
          </button>
        )
      })}
    </div>
  )
}

/** One labelled line of the appearance panel. */
function Setting({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-medium text-slate-600 dark:text-slate-300">{title}</p>
      {children}
    </div>
  )
}

/** The settings with two values, each a flag of the layout settings. */
type Flag = 'sidebarLeft' | 'sidebarDark' | 'headerFixed' | 'headerDark'

/* Each flag's two values and their names, the one of the flag on first. */
const FLAG_VALUES: Record<Flag, Record<string, string>> = {
  sidebarLeft: { left: 'Gauche', right: 'Droite' },
  sidebarDark: { dark: 'Sombre', light: 'Claire' },
  headerFixed: { fixed: 'Fixe', static: 'Défilant' },
  headerDark: { dark: 'Sombre', light: 'Clair' },
}

/**
 * A two-way setting: its flag, its switch's name, and its command, which takes the flag's
 * values (written as a method, so that each command keeps its own narrower type).
 */
type FlagSetting = { flag: Flag; label: string; set(value: string): void }

const SIDEBAR_SETTINGS: FlagSetting[] = [
  { flag: 'sidebarLeft', label: 'Position de la barre latérale', set: layout.sidebarPosition },
  { flag: 'sidebarDark', label: 'Style de la barre latérale', set: layout.sidebarStyle },
]
const HEADER_SETTINGS: FlagSetting[] = [
  { flag: 'headerFixed', label: "Comportement de l'en-tête", set: layout.header },
  { flag: 'headerDark', label: "Style de l'en-tête", set: layout.headerStyle },
]

/** Two-way settings side by side, a two-button switch each. */
function FlagSwitches({ settings }: { settings: FlagSetting[] }) {
  const current = useLayoutSettings()
  return (
    <div className="grid grid-cols-2 gap-2">
      {settings.map(({ flag, label, set }) => {
        const [on, off] = Object.keys(FLAG_VALUES[flag])
        const options = Object.entries(FLAG_VALUES[flag]).map(([value, text]) => ({
          value,
          label: text,
        }))
        return (
          <Segmented
            key={flag}
            label={label}
            value={current[flag] ? on : off}
            options={options}
            onChange={(value) => set(value)}
          />
        )
      })}
    </div>
  )
}

/**
 * The side overlay's "Apparence" panel: every setting a person may want to
 * change (docs/product.md §6), each applied at once and remembered.
 */
export function AppearancePanel() {
  const s = useLayoutSettings()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2
        id={titleId}
        className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-300"
      >
        Apparence
      </h2>
      <Setting title="Mode">
        <DarkModeSwitch />
      </Setting>
      <Setting title="Thème">
        <ThemeSwatches />
      </Setting>
      <Setting title="Barre latérale">
        <FlagSwitches settings={SIDEBAR_SETTINGS} />
      </Setting>
      <Setting title="En-tête">
        <FlagSwitches settings={HEADER_SETTINGS} />
      </Setting>
      <Setting title="Largeur du contenu">
        <Segmented
          label="Largeur du contenu"
          value={s.mainContent || 'full'}
          options={WIDTHS}
          onChange={layout.mainContent}
        />
      </Setting>
    </section>
  )
}
