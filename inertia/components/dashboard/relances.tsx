import { Link } from '@adonisjs/inertia/react'
import { router } from '@inertiajs/react'
import { Check } from 'lucide-react'
import { urlFor } from '~/client'
import { Badge } from '~/components/badge'
import { Block } from '~/components/block'
import { INTERACTION_TYPE_LABELS as INTERACTION_LABELS } from '#catalogues/interaction'
import { relanceDue } from '~/lib/format'
import type { Relance } from '~/props/activite'

/** "À relancer": the follow-ups due today or overdue, each with "Fait". */
export function Relances({ items }: { items: Relance[] }) {
  return (
    <Block title="À relancer">
      {items.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-300">
          Rien à relancer aujourd’hui. Ajoutez une date « Relancer le » à une interaction pour la
          retrouver ici.
        </p>
      ) : (
        <ul className="-my-2 divide-y divide-slate-100 dark:divide-white/10">
          {items.map((item) => {
            const due = relanceDue(item.relanceLe)
            return (
              <li key={item.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                <div className="min-w-0">
                  <Link
                    href={urlFor('contacts.show', { id: item.contact.id })}
                    className="font-medium text-slate-900 hover:text-primary dark:text-white"
                  >
                    {item.contact.nomComplet}
                  </Link>
                  <p className="truncate text-xs text-slate-500 dark:text-slate-300">
                    {INTERACTION_LABELS[item.type]}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <Badge tone={due === 'aujourd’hui' ? 'warning' : 'danger'}>{due}</Badge>
                  <button
                    type="button"
                    onClick={() =>
                      router.post(
                        urlFor('interactions.relance_faite', { id: item.id }),
                        {},
                        { preserveScroll: true }
                      )
                    }
                    className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700 hover:underline dark:text-emerald-300"
                  >
                    <Check className="size-3.5" aria-hidden="true" /> Fait
                    <span className="sr-only"> : {item.contact.nomComplet}</span>
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </Block>
  )
}
