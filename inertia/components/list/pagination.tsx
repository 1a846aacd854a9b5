import { Link } from '@adonisjs/inertia/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'

export type PageMeta = { total: number; perPage: number; currentPage: number; lastPage: number }

/** Pages around the current one, with the first and last always reachable. */
function pagesToShow(current: number, last: number) {
  const pages = new Set(
    [1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last)
  )
  return [...pages].sort((a, b) => a - b)
}

const fmt = new Intl.NumberFormat('fr-FR')

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
  const base =
    'inline-flex min-w-9 items-center justify-center rounded-md px-2.5 py-1.5 text-sm font-medium'

  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 dark:border-white/10"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {fmt.format(from)}–{fmt.format(to)} sur {fmt.format(meta.total)}
      </p>
      {meta.lastPage > 1 && (
        <ul className="flex items-center gap-1">
          <li>
            {meta.currentPage > 1 ? (
              <Link
                href={pageUrl(meta.currentPage - 1)}
                prefetch
                preserveScroll
                className={`${base} hover:bg-slate-100 dark:hover:bg-white/10`}
                aria-label="Page précédente"
              >
                <ChevronLeft className="size-4" />
              </Link>
            ) : (
              <span className={`${base} opacity-40`} aria-hidden="true">
                <ChevronLeft className="size-4" />
              </span>
            )}
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
                className={`${base} ${page === meta.currentPage ? 'bg-primary text-white' : 'hover:bg-slate-100 dark:hover:bg-white/10'}`}
              >
                {page}
              </Link>
            </li>
          ))}
          <li>
            {meta.currentPage < meta.lastPage ? (
              <Link
                href={pageUrl(meta.currentPage + 1)}
                prefetch
                preserveScroll
                className={`${base} hover:bg-slate-100 dark:hover:bg-white/10`}
                aria-label="Page suivante"
              >
                <ChevronRight className="size-4" />
              </Link>
            ) : (
              <span className={`${base} opacity-40`} aria-hidden="true">
                <ChevronRight className="size-4" />
              </span>
            )}
          </li>
        </ul>
      )}
    </nav>
  )
}
