import type { DashboardProProps } from '~/props/esidoor'

type SignupDay = DashboardProProps['signups'][number]

const dayLabel = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const label = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`))

/** New accounts per day as bars; the same figures are in a table for screen readers. */
export function SignupsChart({ days }: { days: SignupDay[] }) {
  const max = Math.max(1, ...days.map((day) => day.count))
  return (
    <figure>
      <div className="flex h-32 items-end gap-0.5 sm:gap-1" aria-hidden="true">
        {days.map((day) => (
          <div
            key={day.date}
            title={`${label(day.date)} : ${day.count}`}
            className="flex-1 rounded-t-sm bg-primary/80 hover:bg-primary"
            style={{ height: `${Math.max(day.count ? 6 : 1, (day.count / max) * 100)}%` }}
          />
        ))}
      </div>
      <div
        className="mt-2 flex justify-between text-xs text-slate-500 dark:text-slate-400"
        aria-hidden="true"
      >
        <span>{days.length > 0 && label(days[0].date)}</span>
        <span>{days.length > 0 && label(days[days.length - 1].date)}</span>
      </div>
      <table className="sr-only">
        <caption>Inscriptions par jour sur les 30 derniers jours</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{label(day.date)}</th>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
