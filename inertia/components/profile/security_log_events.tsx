import { useState } from 'react'
import { SectionCard } from '~/components/section_card'
import { EventBadge, eventOrigin } from '~/components/security_log/event_display'
import type { SecurityEventItem } from '~/props/security_log'
import { DateTime } from '~/components/date_time'

/* Lines shown before "Afficher …": the latest ones, the rest on demand. */
const FIRST = 10

/** The user's own latest security events (read-only), newest first. */
export default function SecurityLogEvents({ events }: { events: SecurityEventItem[] }) {
  const [all, setAll] = useState(false)
  const shown = all ? events : events.slice(0, FIRST)
  const hidden = events.length - shown.length

  return (
    <SectionCard
      title="Activité de sécurité"
      description="Les derniers événements de votre compte : connexions, mot de passe, adresse e-mail, sessions et accès. Un événement que vous ne reconnaissez pas ? Changez votre mot de passe."
    >
      {events.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Aucun événement enregistré pour le moment.
        </p>
      ) : (
        <ol className="-my-3 divide-y divide-slate-100 dark:divide-white/10">
          {shown.map((event) => (
            <li key={event.id} className="space-y-1 py-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <EventBadge kind={event.kind} label={event.label} />
                <DateTime
                  at={event.createdAt}
                  className="whitespace-nowrap text-slate-600 tabular-nums dark:text-slate-300"
                />
              </div>
              <p className="[overflow-wrap:anywhere] text-slate-600 dark:text-slate-300">
                {eventOrigin(event)}
              </p>
              {event.details && (
                <p className="[overflow-wrap:anywhere] text-slate-500 dark:text-slate-400">
                  {event.details}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {hidden > 0 && (
        <button
          type="button"
          onClick={() => setAll(true)}
          className="mt-5 text-sm font-semibold text-primary hover:underline"
        >
          Afficher les {hidden} événements précédents
        </button>
      )}
    </SectionCard>
  )
}
