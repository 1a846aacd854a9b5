import { useEffect, useState } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { CalendarPlus } from 'lucide-react'
import { urlFor } from '~/client'
import { http } from '~/lib/http'
import { INTERACTION_TYPE_LABELS as INTERACTION_LABELS } from '#catalogues/interaction'
import { plural, relanceDue } from '~/lib/format'
import type { Relance } from '~/props/activite'

/*
| The bell's panel (shell/menus.tsx): the follow-ups overdue, due today and
| due in the next 7 days, under a heading each, fetched each time the panel
| opens (it is unmounted when closed). The bell's number counts the first
| two groups only: what is due now (docs/product.md, "Activité").
*/

type Group = { total: number; items: Relance[] }
type Groups = { overdue: Group; today: Group; upcoming: Group }

const HEADINGS: Record<keyof Groups, string> = {
  overdue: 'En retard',
  today: 'Aujourd’hui',
  upcoming: '7 prochains jours',
}

const weekday = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})

/** "aujourd’hui", "en retard (12/11/2026)" or, ahead, "jeudi 3 décembre". */
function when(group: keyof Groups, day: string) {
  return group === 'upcoming' ? weekday.format(new Date(`${day}T00:00:00Z`)) : relanceDue(day)
}

export function BellRelances() {
  const [groups, setGroups] = useState<Groups | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    http
      .get<{ groups: Groups }>(urlFor('api.user.relances'))
      .then((answer) => setGroups(answer.groups))
      .catch(() => setFailed(true))
  }, [])
  if (failed) return <p className="px-4 py-3 text-sm">Les relances n’ont pas pu être chargées.</p>
  if (!groups) return <p className="px-4 py-3 text-sm text-slate-500">Chargement…</p>
  const shown = (Object.keys(HEADINGS) as (keyof Groups)[]).filter((key) => groups[key].total > 0)
  if (shown.length === 0)
    return (
      <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-300">
        Rien à relancer aujourd’hui ni dans les 7 prochains jours.
      </p>
    )
  return (
    <div className="max-h-96 overflow-y-auto" data-testid="bell-reminders">
      {shown.map((key) => (
        <section key={key} aria-labelledby={`bell-${key}`} data-group={key}>
          <h3
            id={`bell-${key}`}
            className={`sticky top-0 flex justify-between bg-slate-50 px-4 py-1.5 text-xs font-semibold uppercase dark:bg-slate-800 ${
              key === 'overdue'
                ? 'text-red-700 dark:text-red-300'
                : 'text-slate-600 dark:text-slate-300'
            }`}
          >
            {HEADINGS[key]}
            <span className="font-normal normal-case tabular-nums">
              {plural(groups[key].total, { one: '# relance', other: '# relances' })}
            </span>
          </h3>
          <ul className="divide-y divide-slate-100 dark:divide-white/10">
            {groups[key].items.map((item) => (
              <li
                key={item.id}
                className="flex items-center hover:bg-slate-50 dark:hover:bg-white/5"
              >
                <Link
                  href={urlFor('contacts.show', { id: item.contact.id })}
                  className="block min-w-0 flex-1 px-4 py-3"
                >
                  <span className="block text-sm font-medium">{item.contact.nomComplet}</span>
                  <span className="text-xs text-slate-500 dark:text-slate-300">
                    {INTERACTION_LABELS[item.type]} · {when(key, item.relanceLe)}
                  </span>
                </Link>
                {/* A file download, not a page visit: a plain link. */}
                <a
                  href={urlFor('interactions.agenda', { id: item.id })}
                  download
                  title={`Ajouter la relance de ${item.contact.nomComplet} à mon agenda`}
                  aria-label={`Ajouter la relance de ${item.contact.nomComplet} à mon agenda`}
                  className="mr-2 shrink-0 rounded p-2 text-slate-500 hover:bg-slate-100 hover:text-primary focus-visible:outline-2 dark:text-slate-300 dark:hover:bg-white/10"
                >
                  <CalendarPlus className="size-4" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
          {groups[key].total > groups[key].items.length && (
            <p className="px-4 pb-2 text-xs text-slate-500 dark:text-slate-300">
              {plural(groups[key].total - groups[key].items.length, {
                one: 'et # autre',
                other: 'et # autres',
              })}
            </p>
          )}
        </section>
      ))}
    </div>
  )
}
