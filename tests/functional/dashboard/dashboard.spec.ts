import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete } from '#tests/helpers/owned_records'

async function proWithData() {
  const user = await UserFactory.create()
  const societe = await aSociete(user)
  await aSociete(user, {}, 'trashed')
  await ContactFactory.merge({ userId: user.id }).createMany(6)
  await aContact(user, {}, 'trashed')
  const base = { userId: user.id, societeId: societe.id }
  await OffreFactory.merge(base).createMany(2)
  await OffreFactory.merge(base).apply('publiee').createMany(3)
  await OffreFactory.merge(base).apply('cloturee').create()
  await OffreFactory.merge(base).apply('publiee').apply('trashed').create()
  return user
}

/** A new pro with a société; `published(publishedAt, count)` adds offres of theirs published then. */
async function proPublishing() {
  const user = await UserFactory.create()
  const societe = await aSociete(user)
  const base = { userId: user.id, societeId: societe.id, statut: 'publiee' as const }
  const published = (publishedAt: DateTime, count = 1) =>
    OffreFactory.merge({ ...base, publishedAt }).createMany(count)
  return { user, published }
}

type Month = { month: string; count: number }

/** The dashboard's chart as `user` sees it: offres published per month, the oldest first. */
async function publishedPerMonth(client: ApiClient, user: User) {
  const response = await client.get(route('dashboard')).withInertia().loginAs(user)
  return (response.inertiaProps as { publishedPerMonth: Month[] }).publishedPerMonth
}

const total = (series: Month[]) => series.reduce((sum, point) => sum + point.count, 0)

test.group('Dashboard', () => {
  test('counts the live records of the user by kind and statut', async ({ client }) => {
    const user = await proWithData()
    /* Another pro's rows never count. */
    await proWithData()

    const response = await client.get(route('dashboard')).withInertia().loginAs(user)
    response.assertStatus(200)
    response.assertInertiaPropsContains({
      counts: { societes: 1, contacts: 6, offres: { brouillon: 2, publiee: 3, cloturee: 1 } },
      can: { contactsAndOffres: true },
    })
  })

  test('lists the five latest contacts and offres, newest first', async ({ client, assert }) => {
    const user = await proWithData()
    const response = await client.get(route('dashboard')).withInertia().loginAs(user)
    const props = response.inertiaProps as {
      latestContacts: { id: number }[]
      latestOffres: { id: number; reference: string }[]
    }
    assert.lengthOf(props.latestContacts, 5)
    assert.lengthOf(props.latestOffres, 5)
    const ids = props.latestOffres.map((offre) => offre.id)
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a)
    )
    assert.match(props.latestOffres[0].reference, /^OFF-\d{4}-\d{4}$/)
  })

  test('counts offers published per month over 12 months', async ({ client, assert }) => {
    const { user, published } = await proPublishing()
    const now = DateTime.now().setZone('Europe/Paris')
    await published(now.startOf('month').plus({ days: 1 }), 2)
    await published(now.minus({ months: 3 }).startOf('month').plus({ days: 2 }))
    /* Older than 12 months: outside the chart. */
    await published(now.minus({ months: 14 }))

    const series = await publishedPerMonth(client, user)
    assert.lengthOf(series, 12)
    assert.equal(series[11].month, now.toFormat('yyyy-MM'))
    assert.equal(series[11].count, 2)
    assert.equal(series[8].count, 1)
    assert.equal(total(series), 3)
  })

  test('an offer published in the first hours of a Paris month counts in that month', async ({
    client,
    assert,
  }) => {
    const { user, published } = await proPublishing()
    const monthStart = DateTime.now().setZone('Europe/Paris').minus({ months: 2 }).startOf('month')
    /* Stored in UTC, as the app writes its timestamps (Lucid writes a zone's local time). */
    /* 00:30 in Paris is still the previous month in UTC (22:30 or 23:30). */
    await published(monthStart.plus({ minutes: 30 }).toUTC())
    /* The last minute before it belongs to the month before. */
    await published(monthStart.minus({ minutes: 1 }).toUTC())

    const series = await publishedPerMonth(client, user)
    assert.equal(series[9].month, monthStart.toFormat('yyyy-MM'))
    assert.equal(series[9].count, 1)
    assert.equal(series[8].count, 1)
    assert.equal(total(series), 2)
  })

  test('a user without role (visiteur) sees only the sociétés', async ({ client }) => {
    const user = await UserFactory.apply('visiteur').create()
    await SocieteFactory.merge({ userId: user.id }).createMany(2)
    const response = await client.get(route('dashboard')).withInertia().loginAs(user)
    response.assertInertiaPropsContains({
      counts: { societes: 2, contacts: null, offres: null },
      latestContacts: [],
      latestOffres: [],
      publishedPerMonth: [],
      can: { contactsAndOffres: false },
    })
  })
})
