/* French formatting of dates, numbers and identifiers (Intl, fr-FR). */
const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Paris',
})
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
})
const euro = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
})

export const formatDate = (iso: string | null | undefined) =>
  iso ? dateFormat.format(new Date(iso)) : '—'
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dateTimeFormat.format(new Date(iso)) : '—'
export const formatEuros = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : euro.format(value)

/** "732 829 320 00074": the SIRET as printed on French documents. */
export function formatSiret(siret: string | null | undefined) {
  if (!siret) return '—'
  return siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4')
}

const relative = new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' })
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60],
  ['day', 24],
  ['week', 7],
]

/** "à l'instant", "il y a 5 minutes", "hier"… (within a month; a date beyond). */
export function formatRelative(iso: string, now = Date.now()) {
  let amount = (new Date(iso).getTime() - now) / 1000
  if (Math.abs(amount) < 60) return "à l'instant"
  amount /= 60
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size || unit === 'week') {
      if (unit === 'week' && Math.abs(amount) >= 5) break
      return relative.format(Math.round(amount), unit)
    }
    amount /= size
  }
  return formatDate(iso)
}
