import { usePage } from '@inertiajs/react'
import {
  Bell,
  ChevronDown,
  Command,
  Menu,
  PanelLeftClose,
  PanelRight,
  Search,
  type LucideIcon,
} from 'lucide-react'
import { layout, useLayoutSettings } from '~/layout_settings/store'
import { Avatar } from '~/components/avatar'
import { NotificationsMenu, UserMenu } from '~/shell/menu_loader'
import { SearchOverlay } from '~/shell/search_overlay'
import { openPalette } from '~/shell/keyboard_shortcuts'
import { HeaderLoader } from '~/shell/visit_loaders'
import { useLiveRelances } from '~/shell/use_live_relances'

/** A square header button showing only its icon; `label` names it for screen readers. */
function IconButton({
  className,
  label,
  icon: Icon,
  pressed,
  onClick,
}: {
  className: string
  label: string
  icon: LucideIcon
  pressed?: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <Icon className="size-5" />
    </button>
  )
}

/** Fixed header: menu toggles, search, notifications, side overlay and the user menu. */
export function Header() {
  const { user, relances: relancesOfPage, candidaturesNouvelles } = usePage().props
  const { relances, candidatures } = useLiveRelances(relancesOfPage, candidaturesNouvelles)
  const s = useLayoutSettings()
  const iconButton = `grid size-9 place-items-center rounded-md transition ${
    s.headerDark
      ? 'text-slate-200 hover:bg-white/10'
      : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/10'
  }`

  return (
    <header
      id="page-header"
      className={`${s.headerFixed ? 'sticky top-0' : 'relative'} z-30 h-16 shadow-xs ${
        s.headerDark
          ? 'bg-primary-dark text-white'
          : 'bg-surface text-slate-800  dark:text-slate-100'
      }`}
    >
      <HeaderLoader />
      {s.headerSearch ? (
        <SearchOverlay />
      ) : (
        <div className="flex h-full items-center justify-between gap-2 px-3 sm:px-5">
          <div className="flex items-center gap-1">
            {/* No sidebar (a page leaving it out), no buttons for it. */}
            {s.sidebar && (
              <>
                <IconButton
                  className={iconButton}
                  label="Afficher ou masquer le menu"
                  icon={Menu}
                  onClick={() => layout.sidebar('toggle')}
                />
                <IconButton
                  className={`${iconButton} hidden lg:grid`}
                  label="Réduire le menu"
                  icon={PanelLeftClose}
                  pressed={s.sidebarMini}
                  onClick={() => layout.sidebarMini('toggle')}
                />
              </>
            )}
            {/* Ctrl+K's palette, for touch screens and the mouse. */}
            <IconButton
              className={iconButton}
              label="Palette de commandes"
              icon={Command}
              onClick={openPalette}
            />
            <button
              type="button"
              onClick={() => layout.headerSearch('on')}
              className={`ml-1 flex items-center gap-2 rounded-md px-3 py-2 text-sm sm:w-64 ${
                s.headerDark
                  ? 'bg-white/10 text-slate-200 hover:bg-white/15'
                  : 'bg-slate-100 text-slate-600 hover:bg-slate-200 dark:bg-white/10 dark:text-slate-300'
              }`}
            >
              <Search className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">Rechercher…</span>
              <span className="sr-only sm:hidden">Rechercher</span>
            </button>
          </div>

          <div className="flex items-center gap-1">
            <NotificationsMenu
              buttonClassName={`${iconButton} relative`}
              button={
                <>
                  <Bell className="size-5" aria-hidden="true" />
                  {/* The name is what the button shows: "Notifications", then the count when there is one. */}
                  <span className="sr-only">Notifications</span>
                  {relances > 0 && (
                    <span
                      data-testid="relances-count"
                      className="absolute top-0.5 right-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-bold text-white"
                    >
                      {relances > 99 ? '99+' : relances}
                      <span className="sr-only"> à relancer</span>
                    </span>
                  )}
                  {/* New applications: a second, smaller count at the bell's foot. */}
                  {candidatures > 0 && (
                    <span
                      data-testid="bell-candidatures"
                      className="absolute right-0.5 bottom-0 grid h-4 min-w-4 place-items-center rounded-full bg-primary px-1 text-[10px] leading-none font-bold text-white"
                    >
                      {candidatures > 99 ? '99+' : candidatures}
                      <span className="sr-only">
                        {candidatures > 1 ? ' nouvelles candidatures' : ' nouvelle candidature'}
                      </span>
                    </span>
                  )}
                </>
              }
            />

            {user && (
              <UserMenu
                user={user}
                buttonClassName={`flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold ${s.headerDark ? 'hover:bg-white/10' : 'hover:bg-slate-100 dark:hover:bg-white/10'}`}
                button={
                  <>
                    <Avatar src={user.gravatar} name={user.name} />
                    <span className="hidden max-w-40 truncate md:inline">{user.name}</span>
                    <span className="sr-only">Menu utilisateur</span>
                    <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
                  </>
                }
              />
            )}

            {s.sideOverlay && (
              <IconButton
                className={iconButton}
                label="Ouvrir le panneau latéral"
                icon={PanelRight}
                onClick={() => layout.sideOverlay('toggle')}
              />
            )}
          </div>
        </div>
      )}
    </header>
  )
}
