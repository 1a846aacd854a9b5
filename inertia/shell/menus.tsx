import {
  Menu,
  MenuButton,
  MenuItem,
  MenuItems,
  Popover,
  PopoverButton,
  PopoverPanel,
} from '@headlessui/react'
import { Link } from '@adonisjs/inertia/react'
import { usePage } from '@inertiajs/react'
import { Inbox, LogOut, UserRound } from 'lucide-react'
import { urlFor } from '~/client'
import { useHandover, type DeferredWidgetProps } from '~/components/menu/handover'
import { dropdownPanelClass } from '~/components/menu/surface'
import { BellRelances } from '~/shell/bell_relances'
import type { CurrentUser } from '~/types'

/*
| The header's menus on Headless UI: the notifications popover and the user
| menu. One chunk, loaded after the first paint by shell/menu_loader.tsx, which
| shows the same buttons meanwhile: what the person did with such a stand-in
| (focused it, clicked it, pressed a key on it) is done again here on the real
| button (components/menu/handover.ts).
*/

/**
 * A panel of text, not a menu: a popover. Escape closes it and leaves the
 * focus on its button; a click outside or the focus moving on closes it.
 */
export function NotificationsPopover({
  button,
  buttonClassName,
  takeHandover,
}: DeferredWidgetProps) {
  const buttonRef = useHandover(takeHandover)
  const { candidaturesNouvelles } = usePage().props
  return (
    <Popover className="relative">
      <PopoverButton ref={buttonRef} className={buttonClassName}>
        {button}
      </PopoverButton>
      {/* On a phone, the width of the window under the header: beside the bell it would leave the screen. */}
      <PopoverPanel
        className={`${dropdownPanelClass('right', 'w-80 max-sm:fixed max-sm:inset-x-2 max-sm:top-16 max-sm:mt-0 max-sm:w-auto')} focus:outline-none`}
      >
        {!!candidaturesNouvelles && (
          <Link
            href={`${urlFor('candidatures.index')}?statut=nouvelle`}
            data-testid="bell-candidatures-link"
            className="flex items-center gap-2 border-b border-slate-100 px-4 py-3 text-sm font-semibold text-primary hover:bg-slate-50 dark:border-white/10 dark:hover:bg-white/5"
          >
            <Inbox className="size-4" aria-hidden="true" />
            {candidaturesNouvelles > 1
              ? `${candidaturesNouvelles} nouvelles candidatures`
              : '1 nouvelle candidature'}
          </Link>
        )}
        <p className="border-b border-slate-100 px-4 py-3 text-sm font-semibold dark:border-white/10">
          À relancer
        </p>
        <BellRelances />
        <Link
          href={urlFor('dashboard')}
          className="block border-t border-slate-100 px-4 py-2 text-center text-xs font-semibold text-primary hover:underline dark:border-white/10"
        >
          Voir le tableau de bord
        </Link>
      </PopoverPanel>
    </Popover>
  )
}

/* The highlighted item looks hovered, whether the mouse or the arrows chose it. */
const ITEM =
  'flex w-full items-center gap-2 px-4 py-2 text-left hover:bg-slate-100 data-focus:bg-slate-100 dark:hover:bg-white/10 dark:data-focus:bg-white/10'

/**
 * The user menu (a menu: arrows, Home/End, typing a letter, Enter; Escape
 * closes it and gives the focus back to its button). Not modal: the page keeps
 * its scroll bar while it is open.
 */
export function UserMenu({
  user,
  button,
  buttonClassName,
  takeHandover,
}: DeferredWidgetProps & { user: CurrentUser }) {
  const buttonRef = useHandover(takeHandover)
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={buttonRef} className={buttonClassName}>
        {button}
      </MenuButton>
      <MenuItems
        modal={false}
        className={`${dropdownPanelClass('right', 'w-64')} focus:outline-none`}
      >
        <div className="py-1 text-sm">
          <div className="border-b border-slate-100 px-4 py-3 dark:border-white/10">
            <p className="font-semibold">{user.name}</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-300">{user.email}</p>
          </div>
          <MenuItem>
            <Link href={urlFor('profile.edit')} className={ITEM}>
              <UserRound className="size-4" aria-hidden="true" /> Profile
            </Link>
          </MenuItem>
          <MenuItem>
            <Link href={urlFor('logout')} method="post" as="button" className={ITEM}>
              <LogOut className="size-4" aria-hidden="true" /> Log Out
            </Link>
          </MenuItem>
        </div>
      </MenuItems>
    </Menu>
  )
}
