import { useEffect, useId, useState } from 'react'
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import { ChevronDown, X } from 'lucide-react'
import { urlFor } from '~/client'
import { http } from '~/lib/http'
import type { ListQueryApi } from '~/components/list/use_list_query'

/*
| The owner filter of e-sidoor's every-contact list: a combobox whose choices
| come from the server as one types (GET /dashboard-pro/pros/choix?q=, by
| name or e-mail, 20 at most), so the page never carries every professional.
| It asks 150 ms after the last key and drops the answer of a search typed
| over. The page gives the chosen pro only (`pro`), for the closed box.
*/
const DEBOUNCE_MS = 150

export type ProChoice = { id: number; name: string }

const INPUT =
  'block w-full rounded-md border border-slate-300 bg-surface py-2 pr-14 pl-3 text-sm text-slate-900 shadow-xs outline-none placeholder:text-slate-700 focus:border-primary focus:ring-3 focus:ring-primary/25 dark:border-white/20 dark:text-slate-100 dark:placeholder:text-slate-200'
const PANEL =
  'absolute z-30 mt-1 max-h-60 w-full min-w-56 overflow-auto rounded-md bg-surface py-1 text-sm shadow-lg ring-1 ring-slate-900/10 dark:ring-white/10'

/** The choices for `q` once typing pauses; null while the first answer is on its way. */
function useProChoices(q: string, active: boolean) {
  const [answer, setAnswer] = useState<{ q: string; pros: ProChoice[] } | null>(null)
  useEffect(() => {
    if (!active) return
    const request = new AbortController()
    const timer = setTimeout(() => {
      http
        .get<{ pros: ProChoice[] }>(urlFor('esidoor.pros.choices', {}, { qs: q ? { q } : {} }), {
          signal: request.signal,
        })
        .then(({ pros }) => setAnswer({ q, pros }))
        .catch(() => {
          if (!request.signal.aborted) setAnswer({ q, pros: [] })
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      request.abort()
    }
  }, [q, active])
  return { pros: answer?.pros ?? null, current: answer?.q === q }
}

/**
 * « Professionnel » among the list's filters: type part of a name or an
 * e-mail, arrows + Enter to choose, × to show every professional again.
 */
export function ProFilter({ list, chosen }: { list: ListQueryApi; chosen: ProChoice | null }) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const { pros, current } = useProChoices(query.trim(), open)
  const apply = (pro: ProChoice | null) => list.apply({ pro: pro ? String(pro.id) : null })

  return (
    <div className="flex items-center gap-2 max-sm:flex-col max-sm:items-stretch max-sm:gap-1">
      <label
        htmlFor={id}
        className="text-sm font-medium whitespace-nowrap text-slate-600 dark:text-slate-300"
      >
        Professionnel
      </label>
      <Combobox
        value={chosen}
        by="id"
        immediate
        /* Headless UI reports null when the search text is erased: only × clears. */
        onChange={(pro: ProChoice | null) => {
          if (pro) apply(pro)
          setQuery('')
        }}
        onClose={() => {
          setQuery('')
          setOpen(false)
        }}
      >
        <div className="relative max-sm:w-full sm:w-56">
          <ComboboxInput
            id={id}
            autoComplete="off"
            /* The server refuses a longer search (422). */
            maxLength={100}
            placeholder={chosen ? chosen.name : 'Tous'}
            displayValue={(pro: ProChoice | null) => pro?.name ?? ''}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={(event) => {
              /* The list opens on an empty search, whatever the box showed. */
              event.currentTarget.value = ''
              setQuery('')
              setOpen(true)
            }}
            className={INPUT}
          />
          <div className="absolute inset-y-0 right-2 flex items-center gap-1 text-slate-400">
            {chosen && (
              <button
                type="button"
                aria-label="Effacer Professionnel"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => apply(null)}
                className="rounded p-0.5 hover:text-slate-700 dark:hover:text-white"
              >
                <X className="size-4" />
              </button>
            )}
            <ChevronDown className="size-4" aria-hidden="true" />
          </div>
          <ComboboxOptions modal={false} aria-label="Professionnel" className={PANEL}>
            {pros === null || (!current && pros.length === 0) ? (
              <p role="status" className="px-3 py-2 text-slate-500 dark:text-slate-300">
                Recherche…
              </p>
            ) : pros.length === 0 ? (
              <p role="status" className="px-3 py-2 text-slate-500 dark:text-slate-300">
                Sorry, no matching options.
              </p>
            ) : (
              pros.map((pro) => (
                <ComboboxOption
                  key={pro.id}
                  value={pro}
                  className={({ focus, selected }) =>
                    `w-full cursor-pointer px-3 py-2 ${focus ? 'bg-primary/10 text-slate-900 dark:text-white' : 'text-slate-700 dark:text-slate-200'} ${selected ? 'font-semibold' : ''}`
                  }
                >
                  {pro.name}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        </div>
      </Combobox>
    </div>
  )
}
