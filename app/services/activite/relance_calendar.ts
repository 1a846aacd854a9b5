import { createEvent } from 'ics'
import type { DateTime } from 'luxon'

/*
| "Ajouter à mon agenda": a follow-up as an iCalendar file (RFC 5545, written
| by the `ics` package), an all-day event on its date, named after the
| contact, with a link back to the contact's page. Its UID is stable, so
| adding it twice updates the calendar's event instead of copying it.
*/
export type Relance = {
  id: number
  relanceLe: DateTime
  contactName: string
  typeLabel: string
}

const day = (date: DateTime) => [date.year, date.month, date.day] as [number, number, number]

/** The .ics text of `relance`; `contactUrl` is the contact's page, `host` names the UID's domain. */
export function relanceCalendar(relance: Relance, contactUrl: string, host: string) {
  const { error, value } = createEvent({
    productId: 'e-sidoor',
    uid: `relance-${relance.id}@${host}`,
    start: day(relance.relanceLe),
    end: day(relance.relanceLe.plus({ days: 1 })),
    title: `Relancer ${relance.contactName}`,
    description: `Suite à : ${relance.typeLabel}\n${contactUrl}`,
    url: contactUrl,
  })
  if (error || !value) throw error ?? new Error('ics: no calendar written')
  return value
}
