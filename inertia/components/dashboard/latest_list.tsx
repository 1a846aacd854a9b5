import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { Block } from '~/components/block'

/** One line of a "Derniers …" card: a link, a grey detail line and a badge. */
export type LatestItem = {
  id: number
  href: string
  title: string
  detail: ReactNode
  badge: ReactNode
}

/** A dashboard card listing the latest records, with "Voir tout" to their list. */
export function LatestList({
  title,
  allHref,
  emptyText,
  items,
}: {
  title: string
  allHref: string
  emptyText: string
  items: LatestItem[]
}) {
  return (
    <Block
      title={title}
      actions={
        <Link href={allHref} className="text-sm font-medium text-primary hover:underline">
          Voir tout
        </Link>
      }
    >
      {items.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-300">{emptyText}</p>
      ) : (
        <ul className="-my-2 divide-y divide-slate-100 dark:divide-white/10">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
              <div className="min-w-0">
                <Link
                  href={item.href}
                  prefetch
                  className="font-medium break-words text-slate-900 hover:text-primary dark:text-white"
                >
                  {item.title}
                </Link>
                <p className="truncate text-xs text-slate-500 dark:text-slate-300">{item.detail}</p>
              </div>
              {item.badge}
            </li>
          ))}
        </ul>
      )}
    </Block>
  )
}
