import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Search } from 'lucide-react'
import type { SearchGroup } from '~/props/search'
import { Block } from '~/components/block'
import { Highlight } from '~/components/highlight'
import { PageHeading } from '~/components/page_heading'
import { plural } from '~/lib/format'

const fmt = new Intl.NumberFormat('fr-FR')

export default function Recherche({ q, groups }: { q: string; groups: SearchGroup[] }) {
  const total = groups.reduce((sum, group) => sum + group.total, 0)
  return (
    <>
      <Head title={q ? `Recherche « ${q} »` : 'Recherche'} />
      <PageHeading
        title="Recherche"
        subtitle={
          q.length < 2
            ? 'Saisissez au moins deux caractères dans la recherche en haut de page.'
            : `${plural(total, { one: '# résultat', other: '# résultats' })} pour « ${q} »`
        }
      />
      {q.length >= 2 && total === 0 && (
        <div className="rounded-lg bg-surface px-5 py-14 text-center shadow-xs">
          <Search className="mx-auto size-8 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-900 dark:text-white">Aucun résultat</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Vérifiez l'orthographe ou essayez un autre mot.
          </p>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        {groups
          .filter((group) => group.total > 0)
          .map((group) => (
            <Block
              key={group.key}
              title={
                <span>
                  {group.label}{' '}
                  <span className="ml-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">
                    {fmt.format(group.total)}
                  </span>
                </span>
              }
              actions={
                <Link
                  href={group.href}
                  className="text-sm font-medium text-primary hover:underline"
                >
                  Voir tout
                </Link>
              }
            >
              <ul
                className="-my-2 divide-y divide-slate-100 dark:divide-white/10"
                aria-label={group.label}
              >
                {group.items.map((item) => (
                  <li key={item.id} className="py-2.5">
                    <Link
                      href={item.href}
                      prefetch
                      className="font-medium text-slate-900 hover:text-primary dark:text-white"
                    >
                      <Highlight text={item.title} term={q} />
                    </Link>
                    {item.subtitle && (
                      <p className="text-xs text-slate-500 dark:text-slate-300">
                        <Highlight text={item.subtitle} term={q} />
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </Block>
          ))}
      </div>
    </>
  )
}
