import { useEffect, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { Search, X } from 'lucide-react'
import { urlFor } from '~/client'
import { layout } from '~/layout_settings/store'

/* The open overlay's input, so a second "/" focuses it again instead of doing nothing. */
let openInput: HTMLInputElement | null = null

/**
 * Opens the header search (the "Rechercher…" button, "/"), or focuses it when
 * open. Ctrl+K opens the command palette instead (inertia/shell/command_palette.tsx).
 */
export function openSearch() {
  if (openInput?.isConnected) openInput.focus()
  else layout.headerSearch('on')
}

/**
 * Where focus was before the overlay opened, to go back there when it closes.
 * The header swaps its buttons for the overlay, so the "Rechercher…" button
 * that opened it is a new element by then: it is found again by its name.
 */
function rememberFocus() {
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const name = before?.getAttribute('aria-label') ?? before?.textContent ?? ''
  return () => {
    if (before?.isConnected) return before.focus()
    const twin = [...document.querySelectorAll<HTMLElement>('#page-header button')].find(
      (button) => (button.getAttribute('aria-label') ?? button.textContent ?? '') === name
    )
    twin?.focus()
  }
}

/** Full-width search over the header: Escape closes it, Enter goes to /recherche?q=. */
export function SearchOverlay() {
  const [q, setQ] = useState('')
  const input = useRef<HTMLInputElement>(null)
  /* Read during the first render, while the element that opened the overlay still has focus. */
  const [restoreFocus] = useState(() => (typeof document === 'undefined' ? null : rememberFocus()))
  const restoreOnClose = useRef(false)

  /** Closing without searching gives focus back; a search moves on to the results page. */
  const dismiss = () => {
    restoreOnClose.current = true
    layout.headerSearch('off')
  }

  useEffect(() => {
    openInput = input.current
    input.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      restoreOnClose.current = true
      layout.headerSearch('off')
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      openInput = null
      /* Runs once the header has put its buttons back, so the twin can be found. */
      if (restoreOnClose.current) restoreFocus?.()
    }
  }, [restoreFocus])

  return (
    <form
      role="search"
      className="flex h-full items-center gap-3 px-3 sm:px-5"
      onSubmit={(event) => {
        event.preventDefault()
        if (!q.trim()) return
        layout.headerSearch('off')
        router.get(urlFor('search'), { q: q.trim() })
      }}
    >
      <Search className="size-5 shrink-0 opacity-60" aria-hidden="true" />
      <input
        ref={input}
        type="search"
        name="q"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder="Rechercher un contact, une offre, une société…"
        aria-label="Rechercher"
        className="h-full flex-1 bg-transparent text-base outline-none placeholder:opacity-60"
      />
      <button
        type="button"
        onClick={dismiss}
        aria-label="Fermer la recherche"
        className="grid size-9 place-items-center rounded-md hover:bg-slate-500/10"
      >
        <X className="size-5" />
      </button>
    </form>
  )
}
