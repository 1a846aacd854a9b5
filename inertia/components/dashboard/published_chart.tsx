import { useEffect, useRef } from 'react'
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js'
import { useLayoutSettings } from '~/layout_settings/store'

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip)

const monthLabel = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: '2-digit' })

/** Reads a colour the current theme (class on <html>) defines, so the chart follows it. */
function themeColour(property: string, fallback: string) {
  const probe = document.createElement('span')
  probe.style.color = `var(${property})`
  document.body.append(probe)
  const colour = getComputedStyle(probe).color || fallback
  probe.remove()
  return colour
}

/** Bar chart of offers published per month (chart.js, loaded only on the dashboard). */
export default function PublishedChart({ data }: { data: { month: string; count: number }[] }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const { darkModeActive, colorTheme } = useLayoutSettings()

  useEffect(() => {
    if (!canvas.current) return
    const primary = themeColour('--color-primary', '#3b5dac')
    const text = darkModeActive ? '#e2e8f0' : '#475569'
    const grid = darkModeActive ? 'rgba(255,255,255,0.1)' : 'rgba(15,23,42,0.08)'
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: data.map(({ month }) => monthLabel.format(new Date(`${month}-01T12:00:00`))),
        datasets: [
          {
            label: 'Offres publiées',
            data: data.map(({ count }) => count),
            backgroundColor: primary,
            borderRadius: 4,
            maxBarThickness: 36,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { tooltip: { enabled: true } },
        scales: {
          x: { ticks: { color: text }, grid: { display: false } },
          y: { beginAtZero: true, ticks: { color: text, precision: 0 }, grid: { color: grid } },
        },
      },
    })
    return () => chart.destroy()
  }, [data, darkModeActive, colorTheme])

  const total = data.reduce((sum, { count }) => sum + count, 0)
  return (
    <div className="h-64">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Offres publiées par mois sur 12 mois : ${total} au total`}
      />
    </div>
  )
}
