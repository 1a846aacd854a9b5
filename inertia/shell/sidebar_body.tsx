import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  Building2,
  ClipboardCheck,
  Contact,
  FileText,
  Globe,
  Inbox,
  LayoutDashboard,
  ShieldCheck,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react'
import { Brand } from '~/components/brand'
import type { LayoutSettings } from '~/layout_settings/defaults'
import { layout, useLayoutSettings } from '~/layout_settings/store'
import { menuFor } from '~/lib/menu'
import { urlFor } from '~/client'
import { DarkModeSwitch, ThemeSwatches } from '~/shell/appearance'
import { plural } from '~/lib/format'

/*
| What the sidebar shows, the same in its two frames: the column beside the
| page (shell/sidebar.tsx) and the phone's drawer (shell/mobile_sidebar.tsx,
| a lazy chunk). Both import it from here, so neither imports the other.
*/

const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  contacts: Contact,
  offres: FileText,
  candidatures: Inbox,
  societes: Building2,
  profile: UserRound,
  landing: Globe,
  esidoor: ShieldCheck,
  access: ClipboardCheck,
}

type Tone = 'dark' | 'light'

function isActive(url: string, href: string) {
  const path = url.split('?')[0]
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
}

/* The sidebar's box, colours and border on the page side; 16 (mini) or 60 wide. */
export function frame(s: LayoutSettings, mini = false) {
  const tone = s.sidebarDark
    ? 'bg-primary-darker text-slate-300'
    : 'border-slate-200 bg-surface text-slate-700 dark:border-white/10 dark:text-slate-300'
  return `fixed inset-y-0 flex ${mini ? 'w-16' : 'w-60'} flex-col overflow-hidden ${tone} ${
    s.sidebarLeft ? 'left-0 border-r' : 'right-0 border-l'
  } border-transparent`
}

/** Brand, menu and appearance; `onClose` (the drawer) adds the close button and closes after a link. */
export function SidebarBody({ mini, onClose }: { mini: boolean; onClose?: () => void }) {
  const { user, pendingEmployers, failedMails, candidaturesNouvelles } = usePage().props
  const url = usePage().url
  const s = useLayoutSettings()
  const tone: Tone = s.sidebarDark ? 'dark' : 'light'

  return (
    <>
      <div
        className={`flex h-16 shrink-0 items-center ${mini ? 'justify-center' : 'justify-between px-4'}`}
      >
        {mini ? (
          <span
            className="grid size-8 place-items-center rounded-lg bg-primary font-black text-white"
            aria-hidden="true"
          >
            e
          </span>
        ) : (
          <Brand light={tone === 'dark'} />
        )}
        {/* The drawer opens with the focus here (Headless UI would otherwise focus the dialog box itself). */}
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label="Fermer le menu"
            data-autofocus
            className={`rounded p-1.5 ${tone === 'dark' ? 'hover:bg-white/10' : 'hover:bg-slate-100 dark:hover:bg-white/10'}`}
          >
            <X className="size-5" />
          </button>
        )}
      </div>

      <ul className="flex-1 space-y-0.5 overflow-y-auto px-3 py-3">
        {menuFor(user).map((item) => {
          const Icon = ICONS[item.icon] ?? Globe
          const active = isActive(url, item.href)
          return (
            <li key={item.href} className="relative">
              <Link
                href={item.href}
                prefetch
                title={mini ? item.label : undefined}
                aria-current={active ? 'page' : undefined}
                onClick={onClose}
                className={`flex items-center gap-3 rounded-md py-2 text-sm font-medium transition-colors ${mini ? 'justify-center' : 'px-3'} ${
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
                <span className={mini ? 'sr-only' : ''}>{item.label}</span>
              </Link>
              {item.icon === 'candidatures' && !!candidaturesNouvelles && (
                <CountBadge
                  count={candidaturesNouvelles}
                  label={plural(candidaturesNouvelles, {
                    one: '# nouvelle candidature',
                    other: '# nouvelles candidatures',
                  })}
                  mini={mini}
                />
              )}
              {item.icon === 'esidoor' && (
                <EsidoorCounts
                  pendingEmployers={pendingEmployers ?? 0}
                  failedMails={failedMails ?? 0}
                  mini={mini}
                  onClick={onClose}
                />
              )}
            </li>
          )
        })}
      </ul>

      {!mini && (
        <section
          aria-label="Apparence"
          className={`space-y-3 border-t px-4 py-4 text-xs ${tone === 'dark' ? 'border-white/10' : 'border-slate-200 dark:border-white/10'}`}
        >
          <p className="font-semibold tracking-wider uppercase opacity-70">Apparence</p>
          <DarkModeSwitch tone={tone} />
          <ThemeSwatches compact />
          <div className="flex flex-wrap gap-2">
            {STYLE_TOGGLES.map((toggle) => (
              <StyleToggle
                key={toggle.label}
                label={toggle.label}
                light={toggle.light}
                dark={toggle.dark(s)}
                onClick={toggle.onClick}
                tone={tone}
              />
            ))}
          </div>
        </section>
      )}
    </>
  )
}

/**
 * What waits for an esi admin in e-sidoor, beside its entry (the shared
 * props are null for anyone else): the accounts to validate, leading to
 * "Employeurs à valider", and the mails that failed, leading to « Envois en
 * échec ». The menu's links stay those of docs/product.md §1; each count
 * shows only while there is something to do.
 */
function EsidoorCounts({
  pendingEmployers,
  failedMails,
  mini,
  onClick,
}: {
  pendingEmployers: number
  failedMails: number
  mini: boolean
  onClick?: () => void
}) {
  if (!pendingEmployers && !failedMails) return null
  /* Mini: one count at the icon's top-right corner, a second one at its bottom-right. */
  const place = mini
    ? 'inset-y-0 right-0.5 flex-col justify-between'
    : 'top-1/2 right-2 -translate-y-1/2 gap-1'
  return (
    <span className={`absolute flex ${place}`}>
      {!!pendingEmployers && (
        <CountLink
          href={urlFor('esidoor.approvals')}
          count={pendingEmployers}
          label={plural(pendingEmployers, {
            one: '# employeur à valider',
            other: '# employeurs à valider',
          })}
          tone="bg-amber-300 text-amber-950 hover:bg-amber-200"
          mini={mini}
          onClick={onClick}
        />
      )}
      {!!failedMails && (
        <CountLink
          href={urlFor('esidoor.failed_mails')}
          count={failedMails}
          label={plural(failedMails, { one: '# envoi en échec', other: '# envois en échec' })}
          tone="bg-red-600 text-white hover:bg-red-500"
          mini={mini}
          onClick={onClick}
        />
      )}
    </span>
  )
}

function CountLink({
  href,
  count,
  label,
  tone,
  mini,
  onClick,
}: {
  href: string
  count: number
  label: string
  tone: string
  mini: boolean
  onClick?: () => void
}) {
  return (
    <Link
      href={href}
      prefetch
      onClick={onClick}
      aria-label={label}
      title={label}
      className={`grid place-items-center rounded-full font-bold tabular-nums ${tone} ${
        mini ? 'h-4 min-w-4 px-1 text-[10px]' : 'h-5 min-w-5 px-1.5 text-xs'
      }`}
    >
      {count > 99 ? '99+' : count}
    </Link>
  )
}

/**
 * The new applications beside « Candidatures » (not a link of its own: the
 * entry is); the number is read out with the entry's name.
 */
function CountBadge({ count, label, mini }: { count: number; label: string; mini: boolean }) {
  return (
    <span
      title={label}
      data-testid="candidatures-nouvelles"
      className={`pointer-events-none absolute grid place-items-center rounded-full bg-primary font-bold text-white tabular-nums ${
        mini
          ? 'top-0 right-0.5 h-4 min-w-4 px-1 text-[10px]'
          : 'top-1/2 right-2 h-5 min-w-5 -translate-y-1/2 px-1.5 text-xs'
      }`}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> ({label})</span>
    </span>
  )
}

/** The sidebar's and the header's style, each a toggle between dark and light. */
const STYLE_TOGGLES = [
  {
    label: 'Barre latérale',
    light: 'claire',
    dark: (s: LayoutSettings) => s.sidebarDark,
    onClick: () => layout.sidebarStyle('toggle'),
  },
  {
    label: 'En-tête',
    light: 'clair',
    dark: (s: LayoutSettings) => s.headerDark,
    onClick: () => layout.headerStyle('toggle'),
  },
] as const

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
  tone: Tone
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
