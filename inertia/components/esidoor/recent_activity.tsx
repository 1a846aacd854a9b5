import { Link } from '@adonisjs/inertia/react'
import { History } from 'lucide-react'
import { urlFor } from '~/client'
import {
  INTERACTION_ICONS,
  INTERACTION_LABELS,
  actionLabel,
  fieldLabel,
} from '~/components/activite/activite_labels'
import { DateTime } from '~/components/date_time'
import type { EsidoorActivity } from '~/props/esidoor'

/** A pro's latest changes and interactions, as e-sidoor staff read them (no action offered). */
export function RecentActivity({ entries }: { entries: EsidoorActivity[] }) {
  if (entries.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">Aucune activité.</p>
  return (
    <ul className="-my-3 divide-y divide-slate-100 dark:divide-white/10">
      {entries.map((entry) => (
        <li key={entry.key} className="flex gap-3 py-3 text-sm">
          {entry.kind === 'activity' ? (
            <>
              <History className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <div className="min-w-0">
                <p className="text-slate-800 dark:text-slate-100">
                  <strong className="font-semibold">{entry.actor?.name ?? 'e-sidoor'}</strong>{' '}
                  {actionLabel(entry)}
                  {entry.subjectName && <> « {entry.subjectName} »</>}
                </p>
                {entry.changes.length > 0 && (
                  <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                    {entry.changes
                      .map((change) => fieldLabel(entry.subjectType, change.field))
                      .join(', ')}
                  </p>
                )}
              </div>
            </>
          ) : (
            <InteractionLine entry={entry} />
          )}
          <DateTime
            at={entry.at}
            className="ml-auto shrink-0 text-xs text-slate-500 tabular-nums dark:text-slate-400"
          />
        </li>
      ))}
    </ul>
  )
}

function InteractionLine({ entry }: { entry: Extract<EsidoorActivity, { kind: 'interaction' }> }) {
  const Icon = INTERACTION_ICONS[entry.type]
  return (
    <>
      <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <p className="min-w-0 text-slate-800 dark:text-slate-100">
        <strong className="font-semibold">{INTERACTION_LABELS[entry.type]}</strong>
        {entry.contact && (
          <>
            {' '}
            avec{' '}
            <Link
              href={urlFor('esidoor.contacts.show', { id: entry.contact.id })}
              className="text-primary underline underline-offset-2"
            >
              {entry.contact.nomComplet}
            </Link>
          </>
        )}
        {entry.sujet && <> : {entry.sujet}</>}
      </p>
    </>
  )
}
