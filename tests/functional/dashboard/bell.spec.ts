import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { interactionRow, readJson, seedFigures } from '#tests/functional/dashboard/seed'
import { route } from '#tests/helpers/routes'
import { aContact } from '#tests/helpers/owned_records'
import { ownContact } from '../contacts/helpers.js'

/*
| The bell's panel (GET /api/user/relances): follow-ups overdue, due today and
| due in the next 7 days, grouped; its number counts overdue + today.
*/
type Group = { total: number; items: { id: number; relanceLe: string; contact: { id: number } }[] }

const today = () => DateTime.now().setZone('Europe/Paris').startOf('day')

test.group('Bell: follow-ups grouped', () => {
  test('groups overdue, today and the next 7 days; the number counts the first two', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await seedFigures(user)
    await seedFigures(await UserFactory.create())

    const response = await readJson(client, 'api.user.relances', user)
    response.assertStatus(200)
    const { count, groups } = response.body() as {
      count: number
      groups: Record<'overdue' | 'today' | 'upcoming', Group>
    }
    assert.equal(count, 2)
    const days = (g: Group) => g.items.map((item) => item.relanceLe)
    assert.deepEqual(days(groups.overdue), [today().minus({ days: 2 }).toISODate()])
    assert.deepEqual(days(groups.today), [today().toISODate()])
    /* In 3 days: shown; in 10 days: beyond the panel; done or another user's: never. */
    assert.deepEqual(days(groups.upcoming), [today().plus({ days: 3 }).toISODate()])
    assert.deepEqual([groups.overdue.total, groups.today.total, groups.upcoming.total], [1, 1, 1])

    /* The header's number on every page is the same count. */
    const page = await client.get(route('contacts.index')).withInertia().loginAs(user)
    page.assertInertiaPropsContains({ relances: 2 })
  })

  test('the 7th day is in, the 8th is out; a trashed contact’s follow-ups never show', async ({
    client,
    assert,
  }) => {
    const { user, contact } = await ownContact()
    const trashed = await aContact(user, {}, 'trashed')
    const row = (contactId: number, relance: DateTime) =>
      interactionRow(user, contactId, relance, { type: 'email' })
    await db
      .table('interactions')
      .multiInsert([
        row(contact.id, today().plus({ days: 7 })),
        row(contact.id, today().plus({ days: 8 })),
        row(contact.id, today().plus({ days: 1 })),
        row(trashed.id, today().plus({ days: 2 })),
      ])
    const response = await readJson(client, 'api.user.relances', user)
    const { count, groups } = response.body()
    assert.equal(count, 0)
    assert.deepEqual(
      groups.upcoming.items.map((item: { relanceLe: string }) => item.relanceLe),
      [today().plus({ days: 1 }).toISODate(), today().plus({ days: 7 }).toISODate()]
    )
    assert.equal(groups.overdue.total + groups.today.total, 0)
  })

  test('each group lists 10 at most and says how many it has', async ({ client, assert }) => {
    const { user, contact } = await ownContact()
    await db
      .table('interactions')
      .multiInsert(
        Array.from({ length: 12 }, (_, i) =>
          interactionRow(user, contact.id, today().minus({ days: i + 1 }))
        )
      )
    const response = await readJson(client, 'api.user.relances', user)
    const { count, groups } = response.body()
    assert.equal(count, 12)
    assert.equal(groups.overdue.total, 12)
    assert.lengthOf(groups.overdue.items, 10)
    /* Oldest first. */
    assert.equal(groups.overdue.items[0].relanceLe, today().minus({ days: 12 }).toISODate())
  })
})
