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

/* The French calendar day of an instant as "2026-11-25" (comparable as text). */
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
const longDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
const timeFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
})

export const frenchDay = (date: Date) => isoDay.format(date)
/** "12 novembre 2026" */
export const formatLongDate = (iso: string) => longDate.format(new Date(iso))
/** "14:30" */
export const formatTime = (iso: string) => timeFormat.format(new Date(iso))
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

/** A timeline's day heading: "Aujourd’hui", "Hier", or "12 novembre 2026" (French days). */
export function dayHeading(iso: string, now = new Date()) {
  const day = frenchDay(new Date(iso))
  if (day === frenchDay(now)) return 'Aujourd’hui'
  if (day === frenchDay(new Date(now.getTime() - 86_400_000))) return 'Hier'
  return formatLongDate(iso)
}

/** When a follow-up was due: "aujourd’hui" or "en retard (12/11/2026)". */
export function relanceDue(day: string, now = new Date()) {
  return day >= frenchDay(now) ? 'aujourd’hui' : `en retard (${formatDate(day)})`
}

const pluralRules = new Intl.PluralRules('fr-FR')
const counted = new Intl.NumberFormat('fr-FR')

/**
 * A French plural chosen by the CLDR rules (ICU's): 0 and 1 take `one`,
 * 2 and more `other`. "#" in the chosen text is the count, written in
 * French ("1 234"): plural(n, { one: '# contact', other: '# contacts' }).
 */
export function plural(count: number, forms: { one: string; other: string }) {
  const text = pluralRules.select(count) === 'one' ? forms.one : forms.other
  return text.replaceAll('#', counted.format(count))
}
