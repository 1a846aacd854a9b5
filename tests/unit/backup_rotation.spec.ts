import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { rotate, type RotatedSet } from '#services/operations/backups/rotation'

/*
| The backups' grandfather-father-son rotation (app/services/operations/
| backups/rotation.ts), over the sets' own dates.
*/
const at = (iso: string, good = true): RotatedSet => ({
  name: iso,
  date: DateTime.fromISO(iso),
  good,
})

/** One good set every night at 2:00 from `from` to `to` (inclusive). */
function nightly(from: string, to: string) {
  const sets: RotatedSet[] = []
  for (let day = DateTime.fromISO(from); day <= DateTime.fromISO(to); day = day.plus({ days: 1 })) {
    sets.push(at(day.set({ hour: 2 }).toFormat("yyyy-LL-dd'T'HH:mm")))
  }
  return sets
}

test.group('Backups | rotation', () => {
  test('keeps the newest set of the last days, ISO weeks and months', ({ assert }) => {
    /* 2026-03-15 is a Sunday: its week starts on the 9th. */
    const { keep, remove } = rotate(nightly('2026-01-01', '2026-03-15'), {
      daily: 3,
      weekly: 2,
      monthly: 3,
    })
    assert.deepEqual(keep, [
      '2026-03-15T02:00',
      '2026-03-14T02:00',
      '2026-03-13T02:00',
      '2026-03-08T02:00',
      '2026-02-28T02:00',
      '2026-01-31T02:00',
    ])
    assert.lengthOf(remove, 74 - keep.length)
    assert.notIncludeMembers(remove, keep)
  })

  test('the defaults (7, 4, 6) over a year of nights keep 7 + 3 + 5 sets', ({ assert }) => {
    const { keep } = rotate(nightly('2025-06-01', '2026-05-31'), {
      daily: 7,
      weekly: 4,
      monthly: 6,
    })
    /* 2026-05-31 is a Sunday: its week's newest is a kept day; 3 more weeks, 5 more months. */
    assert.deepEqual(keep, [
      ...nightly('2026-05-25', '2026-05-31')
        .reverse()
        .map((set) => set.name),
      '2026-05-24T02:00',
      '2026-05-17T02:00',
      '2026-05-10T02:00',
      '2026-04-30T02:00',
      '2026-03-31T02:00',
      '2026-02-28T02:00',
      '2026-01-31T02:00',
      '2025-12-31T02:00',
    ])
  })

  test('of several sets in a day, the newest counts for the day', ({ assert }) => {
    const sets = [at('2026-03-15T02:00'), at('2026-03-15T11:30'), at('2026-03-14T02:00')]
    const { keep, remove } = rotate(sets, { daily: 2, weekly: 0, monthly: 0 })
    assert.deepEqual(keep, ['2026-03-15T11:30', '2026-03-14T02:00'])
    assert.deepEqual(remove, ['2026-03-15T02:00'])
  })

  test('a bad set is never a kept one; the newest bad stays only while no good set is newer', ({
    assert,
  }) => {
    const sets = [
      at('2026-03-15T02:00', false),
      at('2026-03-14T02:00'),
      at('2026-03-13T02:00', false),
      at('2026-03-12T02:00'),
    ]
    const { keep, remove } = rotate(sets, { daily: 2, weekly: 0, monthly: 0 })
    /* The two days kept are the two good sets, not the bad 13th. */
    assert.deepEqual(keep, ['2026-03-15T02:00', '2026-03-14T02:00', '2026-03-12T02:00'])
    assert.deepEqual(remove, ['2026-03-13T02:00'])
  })

  test('the newest good set is never removed, whatever the policy or its age', ({ assert }) => {
    const sets = [at('2024-01-10T02:00'), at('2024-01-09T02:00'), at('2024-01-11T02:00', false)]
    const { keep, remove } = rotate(sets, { daily: 0, weekly: 0, monthly: 0 })
    assert.deepEqual(keep, ['2024-01-11T02:00', '2024-01-10T02:00'])
    assert.deepEqual(remove, ['2024-01-09T02:00'])
    assert.deepEqual(rotate([], { daily: 7, weekly: 4, monthly: 6 }), { keep: [], remove: [] })
  })
})
