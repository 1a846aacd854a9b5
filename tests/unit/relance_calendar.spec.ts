import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { relanceCalendar } from '#services/activite/relance_calendar'

/* A contact's name is the person's text: it can never add a line (a property) to the calendar file. */
test.group('Follow-up calendar file: hostile names', () => {
  test('line breaks, separators and markup stay inside SUMMARY', ({ assert }) => {
    const text = relanceCalendar(
      {
        id: 7,
        relanceLe: DateTime.fromISO('2026-12-01'),
        contactName: 'Léa\r\nX-EVIL:1\n=1+1 ; , \\ <!--<script>\u2028',
        typeLabel: 'Appel',
      },
      'https://e-sidoor.fr/app/contacts/3',
      'e-sidoor.fr'
    )
    const lines = text.split('\r\n')
    assert.isFalse(lines.some((line) => /^(X-EVIL|=1\+1)/.test(line)))
    assert.lengthOf(
      lines.filter((line) => line.startsWith('SUMMARY:')),
      1
    )
    assert.include(text, 'SUMMARY:Relancer Léa\\nX-EVIL:1\\n=1+1 \\; \\, \\\\')
  })
})
