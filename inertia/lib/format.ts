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
/* Largest whole unit: 3 h 50 min reads "il y a 3 heures", never rounded up. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/** "à l'instant", "il y a 5 minutes", "hier"… (within a month; a date beyond). */
export function formatRelative(iso: string, now = Date.now()) {
  const seconds = (new Date(iso).getTime() - now) / 1000
  const elapsed = Math.abs(seconds)
  if (elapsed < 60) return "à l'instant"
  if (elapsed >= 30 * 86_400) return formatDate(iso)
  const [unit, size] = UNITS.find(([, length]) => elapsed >= length) ?? UNITS[2]
  return relative.format(Math.trunc(seconds / size), unit)
}
