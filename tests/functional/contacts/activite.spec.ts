import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { as, contactAt, ownContact } from './helpers.js'
import { countQueries } from '#tests/helpers/count_queries'
import { route } from '#tests/helpers/routes'
import { aContact, anOffre } from '#tests/helpers/owned_records'
import { sendAs, visitAs } from '#tests/helpers/as_user'

/*
| A record's timeline (docs/product.md, "Activité"): changes and interactions
| in one feed, newest first, filtered by kind, 20 at a time with a cursor;
| its follow-ups on the dashboard and in the bell; e-sidoor's read-only feed.
*/
type Entry = { kind: string; key: string; id: number; at: string; action?: string; type?: string }
type Page = { entries: Entry[]; next: string | null }

const stamp = (at: DateTime) => at.toFormat(db.connection().dialect.dateTimeFormat)

/** Rows in inserts of 200 (SQLite caps a compound SELECT at 500 terms). */
async function insertAll(table: string, rows: Record<string, unknown>[]) {
  for (let start = 0; start < rows.length; start += 200) {
    await db.table(table).multiInsert(rows.slice(start, start + 200))
  }
}

/** `count` changes and `count` interactions on the contact, two a minute apart, some at the same second. */
async function events(user: User, contactId: number, count: number, offreId: number | null = null) {
  const start = DateTime.now().startOf('second').minus({ days: 10 })
  const rows = Array.from({ length: count }, (_, index) => start.plus({ minutes: index }))
  await insertAll(
    'activities',
    rows.map((at) => ({
      user_id: user.id,
      actor_id: user.id,
      subject_type: 'contact',
      subject_id: contactId,
      action: 'updated',
      changes: JSON.stringify([{ field: 'nom', from: 'A', to: 'B' }]),
      created_at: stamp(at),
    }))
  )
  await insertAll(
    'interactions',
    rows.map((at, index) => ({
      user_id: user.id,
      contact_id: contactId,
      offre_id: offreId,
      type: index % 2 ? 'note' : 'appel',
      /* Every fourth one at the very second of a change: the order must still be total. */
      occurred_at: stamp(index % 4 ? at.plus({ seconds: 30 }) : at),
      created_at: stamp(at),
    }))
  )
}

async function page(client: any, user: User, url: string): Promise<Page> {
  const response = await as(client.get(url), user).header('accept', 'application/json')
  response.assertStatus(200)
  return response.body() as Page
}

/** Every page after the first, following `next`. */
async function walk(client: any, user: User, url: string) {
  const seen: Entry[] = []
  let next: string | null = null
  let pages = 0
  do {
    const answer: Page = await page(
      client,
      user,
      next ? `${url}${url.includes('?') ? '&' : '?'}avant=${next}` : url
    )
    seen.push(...answer.entries)
    next = answer.next
    pages++
  } while (next && pages < 500)
  return { seen, pages }
}

test.group('Timeline', () => {
  test('changes and interactions in one feed, newest first, 20 a page, every entry once across the pages', async ({
    client,
    assert,
  }) => {
    const { user, contact } = await ownContact({ societeId: null })
    await events(user, contact.id, 30)

    const first = await page(client, user, route('activite.contact', { id: contact.id }))
    assert.lengthOf(first.entries, 20)
    assert.isString(first.next)
    /* The creation by the factory (now) comes first; then the newest event. */
    assert.equal(first.entries[0].action, 'created')

    const { seen } = await walk(client, user, route('activite.contact', { id: contact.id }))
    assert.lengthOf(seen, 61)
    assert.lengthOf(new Set(seen.map((entry) => entry.key)), 61)
    for (let index = 1; index < seen.length; index++) {
      assert.isAtMost(Date.parse(seen[index].at), Date.parse(seen[index - 1].at), seen[index].key)
    }

    /* Every page of the feed filtered on `type`. */
    const only = (type: string) =>
      walk(client, user, route('activite.contact', { id: contact.id }, { type }))
    const changes = await only('modifications')
    assert.lengthOf(changes.seen, 31)
    assert.isTrue(changes.seen.every((entry) => entry.kind === 'activity'))
    const calls = await only('appel')
    assert.lengthOf(calls.seen, 15)
    assert.isTrue(calls.seen.every((entry) => entry.type === 'appel'))
  })

  test('a société’s timeline shows its contacts’ interactions; an offre’s those about it', async ({
    client,
    assert,
  }) => {
    const { user, societe, contact } = await contactAt()
    const elsewhere = await aContact(user, { societeId: null })
    const offre = await anOffre(user, societe)
    await events(user, contact.id, 3, offre.id)
    await events(user, elsewhere.id, 2)

    const ofSociete = await page(
      client,
      user,
      route('activite.societe', { id: societe.id }, { type: 'appel' })
    )
    assert.lengthOf(ofSociete.entries, 2)
    const all = await page(client, user, route('activite.societe', { id: societe.id }))
    assert.deepEqual(
      all.entries.filter((entry) => entry.kind === 'activity').map((entry) => entry.action),
      ['created']
    )
    const ofOffre = await page(client, user, route('activite.offre', { id: offre.id }))
    assert.lengthOf(
      ofOffre.entries.filter((entry) => entry.kind === 'interaction'),
      3
    )
  })

  test('1,000 events on one contact: a page costs the same queries as with 5, at any depth, and answers fast', async ({
    client,
    assert,
  }) => {
    const { user, contact: few } = await ownContact({ societeId: null })
    const many = await aContact(user, { societeId: null })
    await events(user, few.id, 5)
    await events(user, many.id, 1000)

    const firstOfMany = await page(client, user, route('activite.contact', { id: many.id }))
    const deep = route('activite.contact', { id: many.id }, { avant: firstOfMany.next })
    const queries = async (url: string) => countQueries(() => page(client, user, url))
    const fewQueries = await queries(route('activite.contact', { id: few.id }))
    assert.equal(await queries(route('activite.contact', { id: many.id })), fewQueries)
    assert.equal(await queries(deep), fewQueries)

    const started = performance.now()
    await page(client, user, route('activite.contact', { id: many.id }))
    assert.isBelow(performance.now() - started, 300)

    const showQueries = await countQueries(() =>
      visitAs(client, user, route('contacts.show', { id: many.id }))
    )
    const showFew = await countQueries(() =>
      visitAs(client, user, route('contacts.show', { id: few.id }))
    )
    assert.equal(showQueries, showFew)
  })

  test('follow-ups due today or overdue: on the dashboard, counted in the bell, listed by the API; not the others', async ({
    client,
    assert,
  }) => {
    const [user, other] = await UserFactory.createMany(2)
    const contact = await aContact(user, { societeId: null, prenom: 'Ana', nom: 'Vidal' })
    const trashed = await aContact(user, { societeId: null }, 'trashed')
    const theirs = await aContact(other, { societeId: null })
    const today = DateTime.now().setZone('Europe/Paris').startOf('day')
    const row = (contactId: number, owner: User, relance: DateTime, done = false) => ({
      user_id: owner.id,
      contact_id: contactId,
      type: 'appel',
      occurred_at: stamp(DateTime.now().minus({ days: 5 })),
      relance_le: relance.toISODate(),
      relance_faite_at: done ? stamp(DateTime.now()) : null,
      created_at: stamp(DateTime.now()),
    })
    await db
      .table('interactions')
      .multiInsert([
        row(contact.id, user, today),
        row(contact.id, user, today.minus({ days: 3 })),
        row(contact.id, user, today.plus({ days: 1 })),
        row(contact.id, user, today.minus({ days: 1 }), true),
        row(trashed.id, user, today),
        row(theirs.id, other, today),
      ])

    const dashboard = await visitAs(client, user, route('dashboard'))
    const props = dashboard.inertiaProps as Record<string, any>
    assert.equal(props.relances, 2)
    assert.deepEqual(
      props.reminders.map((item: any) => [item.contact.nomComplet, item.relanceLe]),
      [
        ['Ana Vidal', today.minus({ days: 3 }).toISODate()],
        ['Ana Vidal', today.toISODate()],
      ]
    )
    const api = await as(client.get(route('api.user.relances')), user).header(
      'accept',
      'application/json'
    )
    assert.equal((api.body() as { count: number }).count, 2)

    const [overdue] = props.reminders
    await sendAs(client.post(route('interactions.relance_faite', { id: overdue.id })), user)
    const after = await visitAs(client, user, route('contacts.index'))
    assert.equal((after.inertiaProps as Record<string, any>).relances, 1)
  })

  test('e-sidoor: a pro’s recent activity with the names of its records, read-only; a pro gets 403', async ({
    client,
    assert,
  }) => {
    const esi = await UserFactory.apply('esi').create()
    const pro = await UserFactory.create()
    await sendAs(
      client.post(route('contacts.store')).form({ nom: 'Lambert', prenom: 'Sophie' }),
      pro
    )
    const response = await visitAs(client, esi, route('esidoor.pros.show', { id: pro.id }))
    response.assertStatus(200)
    const activity = (response.inertiaProps as Record<string, any>).activity as any[]
    assert.deepEqual(
      activity.map((entry) => [entry.action, entry.subjectName, entry.actor?.id]),
      [['created', 'Sophie Lambert', pro.id]]
    )
    const refused = await visitAs(client, pro, route('esidoor.pros.show', { id: pro.id }))
    refused.assertStatus(403)
  })
})
