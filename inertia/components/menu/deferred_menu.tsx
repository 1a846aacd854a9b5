import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useAfterFirstPaint } from '~/lib/after_paint'
import type { DeferredWidgetProps, Handover } from '~/components/menu/handover'

/*
| The app's menus are built on Headless UI: about 25 KB gzip with its floating
| and focus helpers, more than the pages' and the editor's JavaScript budgets
| leave (scripts/check_bundle_size.mjs). So a menu's code is a lazy chunk
| (the header's: shell/menus.tsx; the editor's: components/form/variables_menu.tsx;
| Headless UI itself is shared between them), fetched right after the first
| paint of a page with such a menu. Until it is there, the menu shows the very
| same button; a press on it (click, Enter, Space, an arrow) is remembered and
| done again on the real button, which also takes over the focus.
*/

/** A lazily loaded module of menus: fetched once, kept, shared by every menu it serves. */
export type DeferredModule<Module> = {
  loaded: () => Module | null
  load: () => Promise<Module | null>
}

export function deferredModule<Module>(importer: () => Promise<Module>): DeferredModule<Module> {
  let loaded: Module | null = null
  let loading: Promise<Module | null> | null = null
  return {
    loaded: () => loaded,
    load() {
      loading ??= importer().then(
        (module) => (loaded = module),
        /* Offline or a new deployment: the stand-ins stay, the next page tries again. */
        () => (loading = null)
      )
      return loading
    },
  }
}

/** The module once loaded; the loading starts after the page's first paint (lib/after_paint.ts). */
function useDeferred<Module>(deferred: DeferredModule<Module>) {
  const [loaded, setLoaded] = useState(deferred.loaded)
  const painted = useAfterFirstPaint()
  useEffect(() => {
    if (loaded || !painted) return
    let live = true
    void deferred.load().then((module) => live && module && setLoaded(() => module))
    return () => {
      live = false
    }
  }, [deferred, loaded, painted])
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
  /** A menu's button says so; a popover's does not. */
  popup?: 'menu'
  className: string
  children: ReactNode
}

/** The button shown until the menu's code is loaded: same look, and it remembers a press. */
function StandIn({ popup, className, children, slot }: StandInProps & { slot: HandoverSlot }) {
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
 * A menu of a deferred module: its stand-in until the chunk is there, then
 * `children(module, widget)`, the real one, given the same button and the
 * stand-in's focus and press, taken once (components/menu/handover.ts).
 */
export function DeferredMenu<Module>({
  module,
  popup,
  button,
  buttonClassName,
  children,
}: {
  module: DeferredModule<Module>
  /** A menu's button says so; a popover's does not. */
  popup?: 'menu'
  button: ReactNode
  buttonClassName: string
  children: (loaded: Module, widget: DeferredWidgetProps) => ReactNode
}) {
  const loaded = useDeferred(module)
  const [slot] = useState(() => new HandoverSlot())
  if (loaded) return children(loaded, { button, buttonClassName, takeHandover: slot.take })
  return (
    <StandIn popup={popup} className={buttonClassName} slot={slot}>
      {button}
    </StandIn>
  )
}
