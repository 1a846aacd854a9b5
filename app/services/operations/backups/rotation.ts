import type { DateTime } from 'luxon'

/*
| Grandfather-father-son rotation over the sets' dates (not over "now": a
| server off for a month finds its last sets still there). Of the good
| sets, newest first, are kept: the newest of each of the last `daily`
| days that have one, of the last `weekly` ISO weeks, of the last
| `monthly` months (one set may count for the three), and always the
| newest good set. A bad set counts for nothing: it is removed once a
| good set is newer (a bad one newer than every good set stays, for the
| operator to look at).
*/
export type RotatedSet = { name: string; date: DateTime; good: boolean }
export type KeepPolicy = { daily: number; weekly: number; monthly: number }

const PERIODS: [keyof KeepPolicy, (date: DateTime) => string][] = [
  ['daily', (date) => date.toFormat('yyyy-LL-dd')],
  ['weekly', (date) => `${date.weekYear}-W${date.weekNumber}`],
  ['monthly', (date) => date.toFormat('yyyy-LL')],
]

export function rotate(sets: RotatedSet[], policy: KeepPolicy) {
  const newestFirst = [...sets].sort((a, b) => b.date.toMillis() - a.date.toMillis())
  const good = newestFirst.filter((set) => set.good)
  const kept = new Set<string>()
  if (good.length > 0) kept.add(good[0].name)

  for (const [period, periodOf] of PERIODS) {
    const periods = new Set<string>()
    for (const set of good) {
      const key = periodOf(set.date)
      if (periods.has(key)) continue
      if (periods.size >= policy[period]) break
      periods.add(key)
      kept.add(set.name)
    }
  }

  const newestGood = good[0]?.date.toMillis() ?? Number.NEGATIVE_INFINITY
  for (const set of newestFirst) {
    if (!set.good && set.date.toMillis() > newestGood) kept.add(set.name)
  }

  return {
    keep: newestFirst.filter((set) => kept.has(set.name)).map((set) => set.name),
    remove: newestFirst.filter((set) => !kept.has(set.name)).map((set) => set.name),
  }
}
