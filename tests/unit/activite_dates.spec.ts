import { test } from '@japa/runner'
import { dayHeading, relanceDue } from '../../inertia/lib/format.js'

/* The timeline's day headings and the follow-ups' due labels, read in French time. */
test.group('Activity dates', () => {
  /* 25 November 2026, 00:30 in Paris (23:30 UTC the day before). */
  const now = new Date('2026-11-24T23:30:00Z')

  test('day headings follow the French calendar, not UTC', ({ assert }) => {
    assert.equal(dayHeading('2026-11-24T23:10:00Z', now), 'Aujourd’hui')
    assert.equal(dayHeading('2026-11-24T22:50:00Z', now), 'Hier')
    assert.equal(dayHeading('2026-11-23T23:10:00Z', now), 'Hier')
    assert.equal(dayHeading('2026-11-23T22:50:00Z', now), '23 novembre 2026')
    assert.equal(dayHeading('2026-11-12T10:00:00Z', now), '12 novembre 2026')
  })

  test('a follow-up is due today or late since its day', ({ assert }) => {
    assert.equal(relanceDue('2026-11-25', now), 'aujourd’hui')
    assert.equal(relanceDue('2026-11-24', now), 'en retard (24/11/2026)')
  })
})
