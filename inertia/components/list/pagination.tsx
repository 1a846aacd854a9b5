import { Link } from '@adonisjs/inertia/react'
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react'
import type { PageMeta } from '~/props/list'

/** Pages around the current one, with the first and last always reachable. */
function pagesToShow(current: number, last: number) {
  const pages = new Set(
    [1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last)
  )
  return [...pages].sort((a, b) => a - b)
}

const fmt = new Intl.NumberFormat('fr-FR')

const BASE =
  'inline-flex min-w-9 items-center justify-center rounded-md px-2.5 py-1.5 text-sm font-medium'

/** The previous/next arrow: a link while there is a page that way, a dimmed stand-in at either end. */
function StepLink({
  href,
  label,
  icon: Icon,
}: {
  href: string | null
  label: string
  icon: LucideIcon
}) {
  if (!href) {
    return (
      <span className={`${BASE} opacity-40`} aria-hidden="true">
        <Icon className="size-4" />
      </span>
    )
  }
  return (
    <Link
      href={href}
      prefetch
      preserveScroll
      className={`${BASE} hover:bg-slate-100 dark:hover:bg-white/10`}
      aria-label={label}
    >
      <Icon className="size-4" />
    </Link>
  )
}

/** "1–25 sur 240" and page links that keep the list's filters (`?page=`). */
export function Pagination({
  meta,
  pageUrl,
}: {
  meta: PageMeta
  pageUrl: (page: number) => string
}) {
  if (meta.total === 0) return null
  const from = (meta.currentPage - 1) * meta.perPage + 1
  const to = Math.min(meta.total, meta.currentPage * meta.perPage)
  const pages = pagesToShow(meta.currentPage, meta.lastPage)

  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 dark:border-white/10"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {fmt.format(from)}–{fmt.format(to)} sur {meta.capped && 'plus de '}
        {fmt.format(meta.total)}
      </p>
      {meta.lastPage > 1 && (
        <ul className="flex items-center gap-1">
          <li>
            <StepLink
              href={meta.currentPage > 1 ? pageUrl(meta.currentPage - 1) : null}
              label="Page précédente"
              icon={ChevronLeft}
            />
          </li>
          {pages.map((page, index) => (
            <li key={page} className="flex items-center gap-1">
              {index > 0 && page - pages[index - 1] > 1 && (
                <span className="px-1 text-slate-400">…</span>
              )}
              <Link
                href={pageUrl(page)}
                prefetch
                preserveScroll
                aria-current={page === meta.currentPage ? 'page' : undefined}
                aria-label={`Page ${page}`}
                className={`${BASE} ${page === meta.currentPage ? 'bg-primary text-white' : 'hover:bg-slate-100 dark:hover:bg-white/10'}`}
              >
                {page}
              </Link>
            </li>
          ))}
          <li>
            <StepLink
              href={meta.currentPage < meta.lastPage ? pageUrl(meta.currentPage + 1) : null}
              label="Page suivante"
              icon={ChevronRight}
            />
          </li>
        </ul>
      )}
    </nav>
  )
}
