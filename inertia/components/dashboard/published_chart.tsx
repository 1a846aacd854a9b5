import { plural } from '~/lib/format'
/*
| Offers published per month as a bar chart drawn with plain elements (no
| chart library): the bars follow the colour theme and dark mode through CSS,
| and each bar is an image whose name gives its figures to screen readers
| ("janv. 2026 : 3 offres"). In dark mode the bars use a lightened primary,
| which keeps 3:1 against the dark surfaces.
*/
type MonthCount = { month: string; count: number }

const monthYear = new Intl.DateTimeFormat('fr-FR', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
const monthOnly = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' })
const yearOnly = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'UTC' })
const fmt = new Intl.NumberFormat('fr-FR')

/** `month` is "YYYY-MM". */
const firstDay = (month: string) => new Date(`${month}-01T00:00:00Z`)

const offresLabel = (count: number) => plural(count, { one: '# offre', other: '# offres' })

/** A round top for the axis and 2 to 5 whole-number steps up to it. */
function axis(max: number) {
  const rough = Math.max(max, 1) / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(1, [1, 2, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? 1)
  const top = Math.max(step, Math.ceil(max / step) * step)
  const ticks: number[] = []
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick)
  return { top, ticks }
}

/**
 * The year goes under the first label and wherever it changes: on wide screens
 * from one month to the next, on narrow ones (a label every other month) from
 * one shown label to the next.
 */
function yearLabel(data: MonthCount[], index: number, shownWhenNarrow: boolean) {
  const year = (at: number) => data[at]?.month.slice(0, 4)
  const wide = index === 0 || year(index) !== year(index - 1)
  const narrow = shownWhenNarrow && (index < 2 || year(index) !== year(index - 2))
  if (wide && narrow) return { className: '' }
  if (wide) return { className: 'max-sm:hidden' }
  if (narrow) return { className: 'sm:hidden' }
  return null
}

/** Bar chart of offers published per month (12 months). */
export default function PublishedChart({ data }: { data: MonthCount[] }) {
  const total = data.reduce((sum, { count }) => sum + count, 0)
  const { top, ticks } = axis(Math.max(0, ...data.map(({ count }) => count)))
  const percent = (value: number) => `${(value / top) * 100}%`

  return (
    <figure
      className="h-64 text-xs text-slate-600 dark:text-slate-300"
      aria-label={`Offres publiées par mois sur 12 mois : ${fmt.format(total)} au total`}
      data-testid="published-chart"
    >
      <div className="grid h-full grid-cols-[auto_minmax(0,1fr)] grid-rows-[1fr_auto] gap-x-2 gap-y-1 pt-4 pr-2">
        {/* Y axis: its widest label sizes the column, the others sit on their grid line. */}
        <div className="relative text-right tabular-nums" aria-hidden="true">
          <span className="invisible">{fmt.format(top)}</span>
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 leading-none"
              style={{ bottom: percent(tick) }}
            >
              {fmt.format(tick)}
            </span>
          ))}
        </div>

        <div className="relative border-b border-slate-300 dark:border-white/25">
          {ticks.slice(1).map((tick) => (
            <div
              key={tick}
              className="absolute inset-x-0 border-t border-slate-900/8 dark:border-white/10"
              style={{ bottom: percent(tick) }}
              aria-hidden="true"
            />
          ))}
          <ol role="list" className="relative flex h-full items-end gap-1 sm:gap-2">
            {data.map(({ month, count }) => {
              const label = `${monthYear.format(firstDay(month))} : ${offresLabel(count)}`
              return (
                <li key={month} className="flex h-full flex-1 items-end justify-center">
                  <div
                    role="img"
                    aria-label={label}
                    title={label}
                    data-count={count}
                    className="relative w-full max-w-9 rounded-t bg-primary hover:opacity-80 dark:bg-[color-mix(in_srgb,var(--theme-primary)_75%,white)]"
                    style={{ height: percent(count) }}
                  >
                    {count > 0 && (
                      <span
                        className="absolute bottom-full left-1/2 mb-0.5 -translate-x-1/2 font-medium whitespace-nowrap text-slate-700 tabular-nums dark:text-slate-200"
                        aria-hidden="true"
                      >
                        {fmt.format(count)}
                      </span>
                    )}
                  </div>
                </li>
              )
            })}
          </ol>
        </div>

        <span />
        {/* Month labels; on narrow screens every other one (ending on this month) is hidden. */}
        <div className="flex gap-1 leading-tight sm:gap-2" aria-hidden="true">
          {data.map(({ month }, index) => {
            const narrow = (data.length - 1 - index) % 2 === 0
            const year = yearLabel(data, index, narrow)
            return (
              <span
                key={month}
                className={`flex min-w-0 flex-1 flex-col items-center whitespace-nowrap ${narrow ? '' : 'max-sm:invisible'}`}
              >
                <span>{monthOnly.format(firstDay(month))}</span>
                {year && (
                  <span className={`text-slate-500 dark:text-slate-300 ${year.className}`}>
                    {yearOnly.format(firstDay(month))}
                  </span>
                )}
              </span>
            )
          })}
        </div>
      </div>
    </figure>
  )
}
