import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import Interaction from '#models/interaction'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { route } from '#tests/helpers/routes'
import { assertRedirect } from '#tests/helpers/answers'

/*
| "Ajouter à mon agenda" (GET /app/interactions/:id/agenda.ics): a follow-up
| as an all-day iCalendar event, the owner's only.
*/
async function followUp(userId: number, relanceLe: DateTime | null) {
  const contact = await ContactFactory.merge({ userId, prenom: 'Léa', nom: 'Roux' }).create()
  return Interaction.create({
    userId,
    contactId: contact.id,
    type: 'rendez_vous',
    occurredAt: DateTime.now(),
    relanceLe,
  })
}

test.group('Follow-up calendar file', () => {
  test('an all-day event on the follow-up date, named after the contact, linking to it', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const day = DateTime.fromISO('2026-12-18')
    const interaction = await followUp(user.id, day)

    const response = await client
      .get(route('interactions.agenda', { id: interaction.id }))
      .loginAs(user)
    response.assertStatus(200)
    assert.match(String(response.header('content-type')), /^text\/calendar; charset=utf-8/)
    response.assertHeader('content-disposition', 'attachment; filename="relance-2026-12-18.ics"')
    const text = response.text()
    assert.include(text, 'BEGIN:VCALENDAR')
    assert.include(text, 'DTSTART;VALUE=DATE:20261218')
    assert.include(text, 'DTEND;VALUE=DATE:20261219')
    assert.include(text, 'SUMMARY:Relancer Léa Roux')
    assert.include(text, `UID:relance-${interaction.id}@`)
    assert.include(
      text.replace(/\r\n /g, ''),
      route('contacts.show', { id: interaction.contactId })
    )
    assert.include(text.replace(/\r\n /g, ''), 'Suite à : Rendez-vous')
  })

  test('another owner’s follow-up or one without a date is a 404; a guest goes to login', async ({
    client,
  }) => {
    const owner = await UserFactory.create()
    const other = await UserFactory.create()
    const dated = await followUp(owner.id, DateTime.now().plus({ days: 2 }))
    const undated = await followUp(owner.id, null)

    const theirs = await client.get(route('interactions.agenda', { id: dated.id })).loginAs(other)
    theirs.assertStatus(404)
    const none = await client.get(route('interactions.agenda', { id: undated.id })).loginAs(owner)
    none.assertStatus(404)
    assertRedirect(
      await client.get(route('interactions.agenda', { id: dated.id })).redirects(0),
      route('login')
    )
  })
})
