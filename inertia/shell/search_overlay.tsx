import { useEffect, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { Search, X } from 'lucide-react'
import { urlFor } from '~/client'
import { layout } from '~/layout_settings/store'

/** Full-width search over the header: Escape closes it, Enter goes to /recherche?q=. */
export function SearchOverlay() {
  const [q, setQ] = useState('')
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    input.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && layout.headerSearch('off')
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

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
        onClick={() => layout.headerSearch('off')}
        aria-label="Fermer la recherche"
        className="grid size-9 place-items-center rounded-md hover:bg-slate-500/10"
      >
        <X className="size-5" />
      </button>
    </form>
  )
}
