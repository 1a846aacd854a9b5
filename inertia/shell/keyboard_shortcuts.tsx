import { useEffect, useRef, useState } from 'react'
import { LoadedOnce, lazyComponent } from '~/lib/lazy_once'
import { shortcutFor } from '~/lib/shortcuts'
import { openSearch } from '~/shell/search_overlay'

/* Its chunk (Headless UI's Dialog) is fetched the first time "?" is pressed. */
const ShortcutsDialog = lazyComponent(() =>
  import('~/shell/shortcuts_dialog').then((m) => m.ShortcutsDialog)
)

/* Its chunk (cmdk and the palette) is fetched the first time Ctrl+K is pressed. */
const CommandPalette = lazyComponent(() =>
  import('~/shell/command_palette').then((m) => m.CommandPalette)
)

/** A modal (the shortcuts list, a confirm) owns the keyboard: no shortcut opens anything behind it. */
const modalOpen = () => document.querySelector('[aria-modal="true"]') !== null

/* Set while the shell is mounted: the header's palette button opens it through openPalette(). */
let requestPalette: (() => void) | null = null

/** Opens the command palette as Ctrl+K does (the header's button, for touch screens). */
export function openPalette() {
  requestPalette?.()
}

/**
 * A key typed while the palette is wanted but does not have the focus yet (its
 * chunk is on its way after the first Ctrl+K): a character or Backspace, kept
 * for its input instead of reaching the page.
 */
function keptForPalette(event: KeyboardEvent) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false
  if (document.activeElement?.closest('[data-command-palette]')) return false
  return event.key.length === 1 || event.key === 'Backspace'
}

/** Gives the focus back to where it was before a dialog opened. */
function refocus(element: Element | null) {
  if (element instanceof HTMLElement && element.isConnected) {
    requestAnimationFrame(() => element.focus())
  }
}

/**
 * The signed-in shell's keyboard: Ctrl+K / ⌘K opens the command palette (and
 * closes it again), "/" the header search, "?" lists the shortcuts
 * (inertia/lib/shortcuts.ts).
 */
export function KeyboardShortcuts() {
  const [help, setHelp] = useState(false)
  const [palette, setPalette] = useState(false)
  /* What is typed in the palette: kept here, so keys pressed before its chunk arrives count. */
  const [text, setText] = useState('')
  /* Read by the key listener, registered once. */
  const paletteOpen = useRef(false)
  /*
   * Where the focus was: the dialogs mount already open the first time (their
   * chunk arrives after the key), too late for Headless UI to note it.
   */
  const opener = useRef<Element | null>(null)

  const showPalette = (open: boolean) => {
    paletteOpen.current = open
    setPalette(open)
    setText('')
  }

  useEffect(() => {
    requestPalette = () => {
      opener.current = document.activeElement
      paletteOpen.current = true
      setPalette(true)
    }
    const onKey = (event: KeyboardEvent) => {
      if (paletteOpen.current && keptForPalette(event)) {
        event.preventDefault()
        return setText((typed) =>
          event.key === 'Backspace' ? typed.slice(0, -1) : typed + event.key
        )
      }
      /* Escape before the palette has arrived: it will not open. */
      const early = paletteOpen.current && !document.querySelector('[data-command-palette]')
      const action = early && event.key === 'Escape' ? 'palette' : shortcutFor(event)
      if (!action) return
      /* A second Ctrl+K closes the palette, as in most apps. */
      if (action === 'palette' && paletteOpen.current) {
        event.preventDefault()
        paletteOpen.current = false
        setPalette(false)
        setText('')
        return refocus(opener.current)
      }
      if (modalOpen()) return
      /* Ctrl+K would otherwise focus the browser's own search bar. */
      event.preventDefault()
      if (action === 'search') return openSearch()
      if (action === 'palette') return requestPalette?.()
      opener.current = document.activeElement
      setHelp(true)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      requestPalette = null
      document.removeEventListener('keydown', onKey)
    }
  }, [])

  return (
    <>
      <LoadedOnce wanted={palette}>
        <CommandPalette
          open={palette}
          text={text}
          onText={setText}
          onClose={(how) => {
            showPalette(false)
            if (how === 'restore') refocus(opener.current)
          }}
          onShortcuts={() => {
            showPalette(false)
            setHelp(true)
          }}
        />
      </LoadedOnce>
      <LoadedOnce wanted={help}>
        <ShortcutsDialog
          open={help}
          onClose={() => {
            setHelp(false)
            refocus(opener.current)
          }}
        />
      </LoadedOnce>
    </>
  )
}
