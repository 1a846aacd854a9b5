import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  Building2,
  ClipboardCheck,
  Contact,
  FileText,
  Globe,
  LayoutDashboard,
  ShieldCheck,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react'
import { Brand } from '~/components/brand'
import { layout, useLayoutSettings } from '~/layout_settings/store'
import { menuFor } from '~/lib/menu'
import { DarkModeSwitch, ThemeSwatches } from '~/shell/appearance'

const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  contacts: Contact,
  offres: FileText,
  societes: Building2,
  profile: UserRound,
  landing: Globe,
  esidoor: ShieldCheck,
  access: ClipboardCheck,
}

function isActive(url: string, href: string) {
  const path = url.split('?')[0]
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
}

/** The role-based menu, the appearance settings, and the mobile drawer. */
export function Sidebar() {
  const { user } = usePage().props
  const url = usePage().url
  const s = useLayoutSettings()
  const mini = s.sidebarMini
  const tone = s.sidebarDark ? 'dark' : 'light'

  const visibility = `${s.sidebarVisibleMobile ? 'translate-x-0' : s.sidebarLeft ? '-translate-x-full' : 'translate-x-full'} ${
    s.sidebarVisibleDesktop
      ? 'lg:translate-x-0'
      : s.sidebarLeft
        ? 'lg:-translate-x-full'
        : 'lg:translate-x-full'
  }`

  return (
    <nav
      id="sidebar"
      aria-label="Menu principal"
      data-mini={mini || undefined}
      className={`fixed inset-y-0 z-50 flex w-60 flex-col overflow-hidden ${s.sidebarLeft ? 'left-0' : 'right-0'} ${mini ? 'lg:w-16' : ''} ${visibility} ${
        s.sideTransitions ? 'transition-[transform,width] duration-200' : ''
      } ${tone === 'dark' ? 'bg-primary-darker text-slate-300' : 'border-slate-200 bg-surface text-slate-700 dark:border-white/10 dark:text-slate-300'} ${
        s.sidebarLeft ? 'border-r' : 'border-l'
      } border-transparent`}
    >
      <div
        className={`flex h-16 shrink-0 items-center justify-between px-4 ${mini ? 'lg:justify-center lg:px-0' : ''}`}
      >
        <span className={mini ? 'lg:hidden' : ''}>
          <Brand light={tone === 'dark'} />
        </span>
        {mini && (
          <span
            className="hidden size-8 place-items-center rounded-lg bg-primary font-black text-white lg:grid"
            aria-hidden="true"
          >
            e
          </span>
        )}
        <button
          type="button"
          onClick={() => layout.sidebar('close')}
          aria-label="Fermer le menu"
          className="rounded p-1.5 hover:bg-white/10 lg:hidden"
        >
          <X className="size-5" />
        </button>
      </div>

      <ul className="flex-1 space-y-0.5 overflow-y-auto px-3 py-3">
        {menuFor(user).map((item) => {
          const Icon = ICONS[item.icon] ?? Globe
          const active = isActive(url, item.href)
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                prefetch
                title={mini ? item.label : undefined}
                aria-current={active ? 'page' : undefined}
                onClick={() => window.innerWidth < 992 && layout.sidebar('close')}
                className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${mini ? 'lg:justify-center lg:px-0' : ''} ${
                  active
                    ? tone === 'dark'
                      ? 'bg-white/10 text-white'
                      : 'bg-primary/10 text-primary'
                    : tone === 'dark'
                      ? 'hover:bg-white/5 hover:text-white'
                      : 'hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white'
                }`}
              >
                <Icon
                  className={`size-[18px] shrink-0 ${active ? 'text-primary' : 'opacity-70'}`}
                  aria-hidden="true"
                />
                <span className={mini ? 'lg:sr-only' : ''}>{item.label}</span>
              </Link>
            </li>
          )
        })}
      </ul>

      <section
        aria-label="Apparence"
        className={`space-y-3 border-t px-4 py-4 text-xs ${tone === 'dark' ? 'border-white/10' : 'border-slate-200 dark:border-white/10'} ${mini ? 'lg:hidden' : ''}`}
      >
        <p className="font-semibold tracking-wider uppercase opacity-70">Apparence</p>
        <DarkModeSwitch tone={tone} />
        <ThemeSwatches />
        <div className="flex flex-wrap gap-2">
          <StyleToggle
            label="Barre latérale"
            light="claire"
            dark={s.sidebarDark}
            onClick={() => layout.sidebarStyle('toggle')}
            tone={tone}
          />
          <StyleToggle
            label="En-tête"
            light="clair"
            dark={s.headerDark}
            onClick={() => layout.headerStyle('toggle')}
            tone={tone}
          />
        </div>
      </section>
    </nav>
  )
}

/** "Barre latérale : sombre / claire", "En-tête : sombre / clair" (the adjective agrees). */
function StyleToggle({
  label,
  light,
  dark,
  onClick,
  tone,
}: {
  label: string
  light: 'clair' | 'claire'
  dark: boolean
  onClick: () => void
  tone: 'dark' | 'light'
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={dark}
      className={`rounded-md px-2 py-1 font-medium ${tone === 'dark' ? 'bg-white/10 hover:bg-white/20' : 'bg-slate-100 hover:bg-slate-200  dark:hover:bg-white/10'}`}
    >
      {label} : {dark ? 'sombre' : light}
    </button>
  )
}
