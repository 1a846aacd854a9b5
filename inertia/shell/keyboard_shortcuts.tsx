import { useEffect, useRef, useState } from 'react'
import { LoadedOnce, lazyComponent } from '~/lib/lazy_once'
import { shortcutFor } from '~/lib/shortcuts'
import { openSearch } from '~/shell/search_overlay'

/* Its chunk (Headless UI's Dialog) is fetched the first time "?" is pressed. */
const ShortcutsDialog = lazyComponent(() =>
  import('~/shell/shortcuts_dialog').then((m) => m.ShortcutsDialog)
)

/** A modal (the shortcuts list, a confirm) owns the keyboard: no shortcut opens anything behind it. */
const modalOpen = () => document.querySelector('[aria-modal="true"]') !== null

/**
 * The signed-in shell's keyboard: Ctrl+K / ⌘K and "/" open the search, "?"
 * lists the shortcuts (inertia/lib/shortcuts.ts).
 */
export function KeyboardShortcuts() {
  const [open, setOpen] = useState(false)
  /*
   * Where the focus was: the dialog mounts already open the first time (its
   * chunk arrives after the key), too late for Headless UI to note it.
   */
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor(event)
      if (!action || modalOpen()) return
      /* Ctrl+K would otherwise focus the browser's own search bar. */
      event.preventDefault()
      if (action === 'search') openSearch()
      else {
        opener.current = document.activeElement
        setOpen(true)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  return (
    <LoadedOnce wanted={open}>
      <ShortcutsDialog
        open={open}
        onClose={() => {
          setOpen(false)
          const element = opener.current
          if (element instanceof HTMLElement) requestAnimationFrame(() => element.focus())
        }}
      />
    </LoadedOnce>
  )
}
