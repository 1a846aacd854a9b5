import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { CurrentUser } from '~/types'
import { useAfterFirstPaint } from '~/lib/after_paint'

/*
| The app's menus are built on Headless UI (shell/menus.tsx): about 25 KB gzip
| with its floating and focus helpers, more than the pages' and the editor's
| JavaScript budgets leave (scripts/check_bundle_size.mjs). That code is one
| chunk, fetched right after the first paint of a page with a menu and shared
| by every menu. Until it is there, each menu shows the very same button; a
| press on it (click, Enter, Space, an arrow) is remembered and done again on
| the real button, which also takes over the focus.
*/

type Menus = typeof import('~/shell/menus')

/** What happened on the stand-in button before the menu's code arrived. */
export type Handover = { focus: boolean; press?: 'click' | string }

let menus: Menus | null = null
let loading: Promise<Menus | null> | null = null

function load() {
  loading ??= import('~/shell/menus').then(
    (module) => (menus = module),
    /* Offline or a new deployment: the stand-ins stay, the next page tries again. */
    () => (loading = null)
  )
  return loading
}

/** The menus' module once loaded; the loading starts after the page's first paint (lib/after_paint.ts). */
function useMenus() {
  const [loaded, setLoaded] = useState(menus)
  const painted = useAfterFirstPaint()
  useEffect(() => {
    if (loaded || !painted) return
    let live = true
    void load().then((module) => live && module && setLoaded(module))
    return () => {
      live = false
    }
  }, [loaded, painted])
  return loaded
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

/** What the stand-in saw (the first press, or the focus it held), taken once by the real menu. */
class HandoverSlot {
  private seen: Handover | null = null
  record(handover: Handover) {
    this.seen ??= handover
  }
  take = () => {
    const taken = this.seen
    this.seen = null
    return taken
  }
}

type StandInProps = {
  /** Accessible name when the button shows no text (icon buttons). */
  label?: string
  /** A menu's button says so; a popover's does not. */
  popup?: 'menu'
  className: string
  children: ReactNode
}

/** The button shown until the menu's code is loaded: same look, and it remembers a press. */
function StandIn({
  label,
  popup,
  className,
  children,
  slot,
}: StandInProps & { slot: HandoverSlot }) {
  const ref = useRef<HTMLButtonElement>(null)
  /* Runs while the button is still in the page, just before the real one replaces it. */
  useLayoutEffect(
    () => () => {
      if (document.activeElement === ref.current) slot.record({ focus: true })
    },
    [slot]
  )
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-haspopup={popup}
      aria-expanded={false}
      onClick={() => slot.record({ focus: true, press: 'click' })}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.has(event.key)) return
        event.preventDefault()
        slot.record({ focus: true, press: event.key })
      }}
      className={className}
    >
      {children}
    </button>
  )
}

/**
 * A menu of shell/menus.tsx: its stand-in until the chunk is there, then
 * `children(menus, takeHandover)`, the real one, which takes the stand-in's
 * focus and press once.
 */
export function DeferredMenu({
  standIn,
  children,
}: {
  standIn: Omit<StandInProps, 'children'> & { content: ReactNode }
  children: (loaded: Menus, takeHandover: () => Handover | null) => ReactNode
}) {
  const loaded = useMenus()
  const [slot] = useState(() => new HandoverSlot())
  if (loaded) return children(loaded, slot.take)
  const { content, ...button } = standIn
  return (
    <StandIn {...button} slot={slot}>
      {content}
    </StandIn>
  )
}
type ButtonProps = { button: ReactNode; buttonClassName: string }

export function NotificationsMenu({ button, buttonClassName }: ButtonProps) {
  return (
    <DeferredMenu standIn={{ className: buttonClassName, content: button }}>
      {(loaded, takeHandover) => (
        <loaded.NotificationsPopover
          button={button}
          buttonClassName={buttonClassName}
          takeHandover={takeHandover}
        />
      )}
    </DeferredMenu>
  )
}

export function UserMenu({ user, button, buttonClassName }: ButtonProps & { user: CurrentUser }) {
  return (
    <DeferredMenu standIn={{ popup: 'menu', className: buttonClassName, content: button }}>
      {(loaded, takeHandover) => (
        <loaded.UserMenu
          user={user}
          button={button}
          buttonClassName={buttonClassName}
          takeHandover={takeHandover}
        />
      )}
    </DeferredMenu>
  )
}
