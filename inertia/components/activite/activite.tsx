import { useState } from 'react'
import { http } from '~/lib/http'
import { dayHeading } from '~/lib/format'
import { KIND_FILTERS } from '~/components/activite/activite_labels'
import { InteractionItem } from '~/components/activite/interaction_item'
import { ReponseItem } from '~/components/activite/reponse_item'
import { ChangeItem } from '~/components/activite/activite_items'
import type { InteractionOffre, ActiviteEntry, ActiviteKind, ActivitePage } from '~/props/activite'

/** Consecutive entries of the same French day, under one heading. */
function byDay(entries: ActiviteEntry[]) {
  const days: { heading: string; entries: ActiviteEntry[] }[] = []
  for (const entry of entries) {
    const heading = dayHeading(entry.at)
    const last = days.at(-1)
    if (last?.heading === heading) last.entries.push(entry)
    else days.push({ heading, entries: [entry] })
  }
  return days
}

type ActiviteListProps = {
  initial: ActivitePage
  /** The JSON page of this record's timeline (`timelines.contact`…). */
  url: string
  /** May the caller change their interactions (droit "lecteur" may not). */
  canInteract: boolean
  /** Offres an edited interaction may be about. */
  offres?: InteractionOffre[]
  /** On a société or an offre, each interaction names its contact. */
  showContact?: boolean
  /** False where there are only changes (an application): no kind filter. */
  kinds?: boolean
}

/**
 * A record's activity (docs/product.md, "Activité"): its changes and the
 * interactions about it (an application's: the replies to the candidate), newest first, grouped by day, narrowed by kind,
 * 20 more at a time with "Voir plus".
 */
export function Activite({
  initial,
  url,
  canInteract,
  offres = [],
  showContact,
  kinds = true,
}: ActiviteListProps) {
  const [page, setPage] = useState(initial)
  const [shown, setShown] = useState(initial)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  /* A visit (an interaction saved) brings a fresh first page: it replaces what was loaded. */
  if (shown !== initial) {
    setShown(initial)
    setPage(initial)
  }

  async function load(type: ActiviteKind | null, avant?: string) {
    setLoading(true)
    setFailed(false)
    const query = new URLSearchParams()
    if (type) query.set('type', type)
    if (avant) query.set('avant', avant)
    try {
      const next = await http.get<ActivitePage>(`${url}?${query}`)
      setPage((current) =>
        avant ? { ...next, entries: [...current.entries, ...next.entries] } : next
      )
    } catch {
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }

  return (
    <div aria-busy={loading || undefined}>
      {kinds && (
        <div role="group" aria-label="Filtrer l’activité" className="mb-4 flex flex-wrap gap-2">
          {KIND_FILTERS.map((filter) => (
            <button
              key={filter.label}
              type="button"
              aria-pressed={page.type === filter.value}
              onClick={() => load(filter.value)}
              className="rounded-full border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100 aria-pressed:border-primary aria-pressed:bg-primary/10 aria-pressed:text-primary dark:border-white/20 dark:text-slate-200 dark:hover:bg-white/10 dark:aria-pressed:border-primary dark:aria-pressed:text-primary"
            >
              {filter.label}
            </button>
          ))}
        </div>
      )}
      {page.entries.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-300">
          {page.type ? 'Rien de ce type pour l’instant.' : 'Aucune activité pour l’instant.'}
        </p>
      ) : (
        byDay(page.entries).map((day) => (
          <section key={day.heading} className="mb-4">
            <h3 className="mb-2 text-xs font-bold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {day.heading}
            </h3>
            <ol className="relative space-y-3 border-l border-slate-200 pl-5 dark:border-white/10">
              {day.entries.map((entry) => (
                <li key={entry.key} className="relative">
                  {entry.kind === 'activity' ? (
                    <ChangeItem entry={entry} />
                  ) : entry.kind === 'reponse' ? (
                    <ReponseItem entry={entry} />
                  ) : (
                    <InteractionItem
                      entry={entry}
                      canInteract={canInteract}
                      offres={offres}
                      showContact={showContact}
                    />
                  )}
                </li>
              ))}
            </ol>
          </section>
        ))
      )}
      {failed && (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          L’activité n’a pas pu être chargée. Réessayez.
        </p>
      )}
      {page.next && (
        <button
          type="button"
          disabled={loading}
          onClick={() => load(page.type, page.next!)}
          className="w-full rounded-md border border-slate-300 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60 dark:border-white/20 dark:text-slate-200 dark:hover:bg-white/10"
        >
          {loading ? 'Chargement…' : 'Voir plus'}
        </button>
      )}
    </div>
  )
}
