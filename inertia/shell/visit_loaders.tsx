import { useLayoutSettings } from '~/layout_settings/store'
import { useSlowVisit } from '~/lib/visits'

/* A ring turning in the theme's primary colour (the blue bar of nprogress stays as it is). */
function Spinner({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-spin rounded-full border-current border-t-transparent ${className}`}
    />
  )
}

/**
 * `headerLoader`: during a visit over 250 ms, the header is covered by a band
 * with a spinner (the template family's header loader), so the person sees
 * that the page is on its way. Placed inside the header, which positions it.
 */
export function HeaderLoader() {
  const { headerLoader, headerDark } = useLayoutSettings()
  const visit = useSlowVisit()
  if (!headerLoader || !visit) return null
  return (
    <div
      role="status"
      data-testid="header-loader"
      className={`absolute inset-0 z-10 grid place-items-center transition-opacity duration-150 starting:opacity-0 ${
        headerDark ? 'bg-primary-dark text-white' : 'bg-surface text-primary'
      }`}
    >
      <Spinner className="size-6 border-[3px]" />
      <span className="sr-only">Chargement de la page…</span>
    </div>
  )
}

/**
 * `pageLoader`: during a visit over 250 ms that replaces the page, the content
 * is veiled and a spinner shows (header, sidebar and footer stay usable).
 * A visit keeping the page (a list filter) is not covered. Placed inside
 * <main>, which positions it.
 */
export function PageLoader() {
  const { pageLoader } = useLayoutSettings()
  const visit = useSlowVisit()
  if (!pageLoader || !visit || visit.keepsPage) return null
  return (
    <div
      role="status"
      data-testid="page-loader"
      className="absolute inset-0 z-20 bg-page/80 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0"
    >
      <div className="sticky top-[30vh] flex flex-col items-center gap-3 py-16 text-primary">
        <Spinner className="size-12 border-4" />
        <span className="text-sm font-semibold text-slate-700 dark:text-slate-200">
          Chargement…
        </span>
      </div>
    </div>
  )
}
