import type { ReactNode } from 'react'
import type { CurrentUser } from '~/types'
import { DeferredMenu, deferredModule } from '~/components/menu/deferred_menu'

/*
| The header's menus: their Headless UI code (shell/menus.tsx) is one chunk,
| fetched right after the page's first paint and shared by both; until then
| each shows the very same button, whose press is done again on the real one
| (components/menu/deferred_menu.tsx).
*/
const menus = deferredModule(() => import('~/shell/menus'))

type ButtonProps = { button: ReactNode; buttonClassName: string }

export function NotificationsMenu(props: ButtonProps) {
  return (
    <DeferredMenu module={menus} {...props}>
      {(loaded, widget) => <loaded.NotificationsPopover {...widget} />}
    </DeferredMenu>
  )
}

export function UserMenu({ user, ...props }: ButtonProps & { user: CurrentUser }) {
  return (
    <DeferredMenu module={menus} popup="menu" {...props}>
      {(loaded, widget) => <loaded.UserMenu user={user} {...widget} />}
    </DeferredMenu>
  )
}
