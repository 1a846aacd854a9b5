import { useEffect, useRef, type ReactNode } from 'react'
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
import { LogOut, UserRound } from 'lucide-react'
import type { Editor } from '@tiptap/react'
import { urlFor } from '~/client'
import type { Insertable } from '~/components/form/insert_menu'
import { BellReminders } from '~/shell/bell_reminders'
import { DROPDOWN_SURFACE, dropdownPanelClass } from '~/shell/dropdown'
import type { Handover } from '~/shell/menu_loader'
import type { CurrentUser } from '~/types'

/*
| The app's menus and popovers on Headless UI: the header's notifications and
| user menu, the editor's "Insérer une variable". One chunk, loaded after the
| first render by shell/menu_loader.tsx, which shows the same buttons
| meanwhile: what the person did with such a stand-in (focused it, clicked it,
| pressed a key on it) is done again here on the real button.
*/

type WidgetProps = {
  button: ReactNode
  buttonClassName: string
  /** The stand-in's focus and press, handed over once (null when there was none). */
  takeHandover: () => Handover | null
}

/** On arrival, the real button takes the focus, then the click or key the stand-in received. */
function useHandover(takeHandover: () => Handover | null) {
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const target = button.current
    const handover = takeHandover()
    if (!handover || !target) return
    target.focus()
    if (handover.press === 'click') target.click()
    else if (handover.press) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key: handover.press, bubbles: true }))
    }
  }, [takeHandover])
  return button
}

/**
 * A panel of text, not a menu: a popover. Escape closes it and leaves the
 * focus on its button; a click outside or the focus moving on closes it.
 */
export function NotificationsPopover({ button, buttonClassName, takeHandover }: WidgetProps) {
  const buttonRef = useHandover(takeHandover)
  return (
    <Popover className="relative">
      <PopoverButton ref={buttonRef} className={buttonClassName}>
        {button}
      </PopoverButton>
      {/* On a phone, the width of the window under the header: beside the bell it would leave the screen. */}
      <PopoverPanel
        className={`${dropdownPanelClass('right', 'w-80 max-sm:fixed max-sm:inset-x-2 max-sm:top-16 max-sm:mt-0 max-sm:w-auto')} focus:outline-none`}
      >
        <p className="border-b border-slate-100 px-4 py-3 text-sm font-semibold dark:border-white/10">
          À relancer
        </p>
        <BellReminders />
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
}: WidgetProps & { user: CurrentUser }) {
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

/**
 * "Insérer une variable": the editor's toolbar menu for text that must be
 * typed exactly (placeholders). TipTap's `focus()` puts the cursor back where
 * it was before the menu took the focus, so the text lands there and typing
 * goes on after it. Anchored in a portal, so the editor's rounded frame does
 * not clip it (it opens upwards when the window has no room below).
 */
export function VariablesMenu({
  editor,
  items,
  button,
  buttonClassName,
  takeHandover,
}: WidgetProps & { editor: Editor; items: Insertable[] }) {
  const buttonRef = useHandover(takeHandover)
  return (
    <Menu>
      <MenuButton ref={buttonRef} className={buttonClassName}>
        {button}
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        modal={false}
        className={`${DROPDOWN_SURFACE} w-72 focus:outline-none`}
      >
        <div className="max-h-72 overflow-y-auto py-1">
          {items.map((item) => (
            <MenuItem
              key={item.value}
              as="button"
              type="button"
              onClick={() => editor.chain().focus().insertContent(item.value).run()}
              className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-slate-100 data-focus:bg-slate-100 dark:hover:bg-white/10 dark:data-focus:bg-white/10"
            >
              <span>{item.label}</span>
              <code className="text-xs text-slate-500 dark:text-slate-300">{item.value}</code>
            </MenuItem>
          ))}
        </div>
      </MenuItems>
    </Menu>
  )
}
