import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Check, History, Pencil, Trash2 } from 'lucide-react'
import { urlFor } from '~/client'
import { http } from '~/lib/http'
import { confirmDelete } from '~/lib/confirm'
import { dayHeading, formatDate, formatTime } from '~/lib/format'
import { Badge } from '~/components/badge'
import { RichTextView } from '~/components/rich_text_view'
import {
  INTERACTION_ICONS,
  INTERACTION_LABELS,
  KIND_FILTERS,
  actionLabel,
  fieldLabel,
  valueLabel,
} from '~/components/activity/activity_labels'
import { InteractionForm } from '~/components/activity/interaction_form'
import type {
  ActivityEntry,
  InteractionEntry,
  InteractionOffre,
  TimelineEntry,
  TimelineKind,
  TimelinePage,
} from '~/props/activity'

/** Consecutive entries of the same French day, under one heading. */
function byDay(entries: TimelineEntry[]) {
  const days: { heading: string; entries: TimelineEntry[] }[] = []
  for (const entry of entries) {
    const heading = dayHeading(entry.at)
    const last = days.at(-1)
    if (last?.heading === heading) last.entries.push(entry)
    else days.push({ heading, entries: [entry] })
  }
  return days
}

type TimelineProps = {
  initial: TimelinePage
  /** The JSON page of this record's timeline (`timelines.contact`…). */
  url: string
  /** May the caller change their interactions (droit "lecteur" may not). */
  canInteract: boolean
  /** Offres an edited interaction may be about. */
  offres?: InteractionOffre[]
  /** On a société or an offre, each interaction names its contact. */
  showContact?: boolean
}

/**
 * A record's activity (docs/product.md, "Activité"): its changes and the
 * interactions about it, newest first, grouped by day, narrowed by kind,
 * 20 more at a time with "Voir plus".
 */
export function Timeline({ initial, url, canInteract, offres = [], showContact }: TimelineProps) {
  const [page, setPage] = useState(initial)
  const [shown, setShown] = useState(initial)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  /* A visit (an interaction saved) brings a fresh first page: it replaces what was loaded. */
  if (shown !== initial) {
    setShown(initial)
    setPage(initial)
  }

  async function load(type: TimelineKind | null, avant?: string) {
    setLoading(true)
    setFailed(false)
    const query = new URLSearchParams()
    if (type) query.set('type', type)
    if (avant) query.set('avant', avant)
    try {
      const next = await http.get<TimelinePage>(`${url}?${query}`)
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

function Dot({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`absolute top-1 -left-[27px] grid size-3.5 place-items-center rounded-full ring-4 ring-surface ${className}`}
    />
  )
}

function Meta({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-xs text-slate-500 dark:text-slate-400">
      {formatTime(at)}
    </time>
  )
}

/** A change: "Marie Dupont a modifié le contact", then each field old → new. */
function ChangeItem({ entry }: { entry: ActivityEntry }) {
  return (
    <div className="text-sm">
      <Dot className="bg-slate-300 dark:bg-slate-600" />
      <p className="text-slate-700 dark:text-slate-200">
        <History className="mr-1 inline size-3.5 text-slate-400" aria-hidden="true" />
        <strong className="font-semibold">{entry.actor?.name ?? 'e-sidoor'}</strong>{' '}
        {actionLabel(entry)} <Meta at={entry.at} />
      </p>
      {entry.changes.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-xs text-slate-600 dark:text-slate-300">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <span className="font-semibold">{fieldLabel(change.field)}</span> :{' '}
              {'rich' in change ? (
                'modifié'
              ) : (
                <>
                  <del className="text-slate-500 dark:text-slate-400">
                    {valueLabel(change.field, change.from)}
                  </del>{' '}
                  → <ins className="no-underline">{valueLabel(change.field, change.to)}</ins>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** An interaction: its type, when, who, what about, its summary and follow-up. */
function InteractionItem({
  entry,
  canInteract,
  offres,
  showContact,
}: {
  entry: InteractionEntry
  canInteract: boolean
  offres: InteractionOffre[]
  showContact?: boolean
}) {
  const [editing, setEditing] = useState(false)
  const Icon = INTERACTION_ICONS[entry.type]
  const id = { id: entry.id }
  if (editing && entry.contact) {
    return (
      <div className="rounded-lg border border-primary/40 p-4">
        <Dot className="bg-primary" />
        <InteractionForm
          contactId={entry.contact.id}
          offres={offres}
          interaction={entry}
          onDone={() => setEditing(false)}
        />
      </div>
    )
  }
  return (
    <article className="rounded-lg border border-slate-200 p-3 dark:border-white/10">
      <Dot className="bg-primary" />
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Icon className="size-4 text-primary" aria-hidden="true" />
        <strong className="font-semibold text-slate-900 dark:text-white">
          {INTERACTION_LABELS[entry.type]}
        </strong>
        {showContact && entry.contact && (
          <Link
            href={urlFor('contacts.show', { id: entry.contact.id })}
            className="text-primary hover:underline"
          >
            {entry.contact.nomComplet}
          </Link>
        )}
        <Meta at={entry.at} />
        {entry.actor && (
          <span className="text-xs text-slate-500 dark:text-slate-400">· {entry.actor.name}</span>
        )}
        {entry.relanceLe && (
          <Badge tone={entry.relanceFaite ? 'success' : 'warning'}>
            {entry.relanceFaite ? 'Relance faite' : `À relancer le ${formatDate(entry.relanceLe)}`}
          </Badge>
        )}
      </header>
      {entry.offre && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          Offre :{' '}
          <Link
            href={urlFor('offres.edit', { id: entry.offre.id })}
            className="text-primary hover:underline"
          >
            {entry.offre.reference} — {entry.offre.titre}
          </Link>
        </p>
      )}
      {entry.sujet && (
        <p className="mt-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
          {entry.sujet}
        </p>
      )}
      <RichTextView html={entry.resume} className="mt-1 text-sm" />
      {canInteract && (
        <div className="mt-2 flex flex-wrap gap-3 text-xs font-semibold">
          {entry.relanceLe && !entry.relanceFaite && (
            <button
              type="button"
              onClick={() =>
                router.post(urlFor('interactions.followed_up', id), {}, { preserveScroll: true })
              }
              className="inline-flex items-center gap-1 text-emerald-700 hover:underline dark:text-emerald-300"
            >
              <Check className="size-3.5" aria-hidden="true" /> Relance faite
            </button>
          )}
          {entry.contact && entry.type !== 'email_envoye' && (
            <button
              type="button"
              onClick={() => setEditing(true)}
              className="inline-flex items-center gap-1 text-slate-700 hover:underline dark:text-slate-200"
            >
              <Pencil className="size-3.5" aria-hidden="true" /> Modifier
            </button>
          )}
          <button
            type="button"
            onClick={async () => {
              if (
                await confirmDelete(
                  `Supprimer cette interaction (${INTERACTION_LABELS[entry.type]}) ?`
                )
              )
                router.delete(urlFor('interactions.destroy', id), { preserveScroll: true })
            }}
            className="inline-flex items-center gap-1 text-red-700 hover:underline dark:text-red-300"
          >
            <Trash2 className="size-3.5" aria-hidden="true" /> Supprimer
          </button>
        </div>
      )}
    </article>
  )
}
