import { History } from 'lucide-react'
import { formatTime } from '~/lib/format'
import { actionLabel, fieldLabel, valueLabel } from '~/components/activite/activite_labels'
import type { ModificationEntry } from '~/props/activite'

/** The entry's mark on the timeline's line. */
export function Dot({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`absolute top-1 -left-[27px] grid size-3.5 place-items-center rounded-full ring-4 ring-surface ${className}`}
    />
  )
}

/** The entry's time of day (the day is its section's heading). */
export function Meta({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-xs text-slate-500 dark:text-slate-400">
      {formatTime(at)}
    </time>
  )
}

/** Who did it: a person, the candidate for an application sent on the job board, else the app. */
function actorName(entry: ModificationEntry) {
  if (entry.actor) return entry.actor.name
  return entry.subjectType === 'candidature' && entry.action === 'created'
    ? 'Le candidat'
    : 'e-sidoor'
}

/** A change: "Marie Dupont a modifié le contact", then each field old → new. */
export function ChangeItem({ entry }: { entry: ModificationEntry }) {
  return (
    <div className="text-sm">
      <Dot className="bg-slate-300 dark:bg-slate-600" />
      <p className="text-slate-700 dark:text-slate-200">
        <History className="mr-1 inline size-3.5 text-slate-400" aria-hidden="true" />
        <strong className="font-semibold">{actorName(entry)}</strong> {actionLabel(entry)}{' '}
        <Meta at={entry.at} />
      </p>
      {entry.changes.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-xs text-slate-600 dark:text-slate-300">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <span className="font-semibold">{fieldLabel(entry.subjectType, change.field)}</span> :{' '}
              {'rich' in change ? (
                'modifié'
              ) : (
                <>
                  <del className="text-slate-500 dark:text-slate-400">
                    {valueLabel(entry.subjectType, change.field, change.from)}
                  </del>{' '}
                  →{' '}
                  <ins className="no-underline">
                    {valueLabel(entry.subjectType, change.field, change.to)}
                  </ins>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
