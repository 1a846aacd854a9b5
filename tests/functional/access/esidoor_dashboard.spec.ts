import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import type UserTransformer from '#transformers/user_transformer'
import type { Wire } from '#tests/helpers/wire'
import { NOT_ESI_NOR_STAFF, accounts, aStaffMember, assertRefusedPage } from './helpers.js'
import { assertCostKept } from '#tests/helpers/count_queries'
import { route } from '#tests/helpers/routes'
import { assertPage } from '#tests/helpers/answers'
import { visitAs } from '#tests/helpers/as_user'
import { aSociete, numbered } from '#tests/helpers/owned_records'

function rowsOf(response: { inertiaProps: Record<string, any> }) {
  return response.inertiaProps.pros.data as Wire<UserTransformer, 'forEsidoorList'>[]
}

/** `count` pros named "Pro 01", "Pro 02"… so their order is known. */
function prosNamed(count: number) {
  const rows = numbered('Pro', count).map((fullName) => ({ fullName }))
  return UserFactory.merge(rows).createMany(count)
}

test.group('e-sidoor | access', () => {
  test('an esi user sees dashboard_pro', async ({ client }) => {
    const response = await visitAs(client, await accounts.esi(), route('esidoor.dashboard'))
    assertPage(response, 'esidoor/dashboard')
  })

  test('an esi user without droit admin nor staff flag sees it too', async ({ client }) => {
    const user = await UserFactory.merge({ role: 'esi', droit: null, isStaff: false }).create()
    const response = await visitAs(client, user, route('esidoor.dashboard'))
    response.assertStatus(200)
  })

  test('{who} gets the 403 page')
    .with([
      ...NOT_ESI_NOR_STAFF,
      {
        who: 'a staff member testing the pro access',
        account: () => aStaffMember({ role: 'pro', droit: 'admin' }),
      },
    ])
    .run(async ({ client }, { account }) => {
      await assertRefusedPage(client, route('esidoor.dashboard'), await account())
    })
})

test.group('e-sidoor | dashboard', () => {
  test('counts pros, live companies and the sign-ups of the last 30 days', async ({
    client,
    assert,
  }) => {
    const esi = await accounts.esi()
    const [pro, pro2] = await UserFactory.createMany(2)
    await accounts.lecteur()
    await accounts.visiteur()
    await UserFactory.merge({ createdAt: DateTime.now().minus({ days: 40 }) }).create()
    await SocieteFactory.merge({ userId: pro.id }).createMany(2)
    await aSociete(pro2)
    await aSociete(pro2, {}, 'trashed')

    const response = await visitAs(client, esi, route('esidoor.dashboard'))

    /* pro, pro2, lecteur (a pro with droit lecteur) and the old one. */
    response.assertInertiaPropsContains({ counters: { pros: 4, societes: 3, inscriptions: 5 } })
    const signups = response.inertiaProps.signups as { date: string; count: number }[]
    assert.lengthOf(signups, 30)
    assert.equal(signups.at(-1)!.count, 5, 'today')
    assert.equal(
      signups.reduce((sum, day) => sum + day.count, 0),
      5
    )
  })

  test('sign-ups are counted on their Paris calendar day', async ({ client, assert }) => {
    const esi = await accounts.esi()
    /* 23:30 UTC is already the next day in Paris (00:30 or 01:30). */
    const late = DateTime.utc().minus({ days: 5 }).set({ hour: 23, minute: 30 })
    await UserFactory.merge({ createdAt: late }).create()
    /* 21:30 UTC is still the same day in Paris. */
    const evening = DateTime.utc().minus({ days: 10 }).set({ hour: 21, minute: 30 })
    await UserFactory.merge({ createdAt: evening }).create()

    const response = await visitAs(client, esi, route('esidoor.dashboard'))
    const signups = response.inertiaProps.signups as { date: string; count: number }[]
    const on = (date: string) => signups.find((day) => day.date === date)?.count
    assert.equal(on(late.plus({ days: 1 }).toISODate()!), 1)
    assert.equal(on(late.toISODate()!), 0)
    assert.equal(on(evening.toISODate()!), 1)
    assert.deepEqual(
      signups.map((day) => day.date),
      Array.from({ length: 30 }, (_, index) =>
        DateTime.now()
          .setZone('Europe/Paris')
          .minus({ days: 29 - index })
          .toISODate()
      )
    )
  })

  test('lists professionals only, with their live companies and last login', async ({
    client,
    assert,
  }) => {
    const esi = await accounts.esi()
    const loggedAt = DateTime.fromISO('2026-03-14T09:30:00Z')
    const pro = await UserFactory.merge({ fullName: 'Alice Pro', lastLoginAt: loggedAt }).create()
    await UserFactory.merge({ fullName: 'Bruno Pro' }).create()
    await accounts.visiteur()
    await SocieteFactory.merge({ userId: pro.id }).createMany(2)
    await aSociete(pro, {}, 'trashed')

    const response = await visitAs(client, esi, route('esidoor.dashboard'))
    const rows = rowsOf(response)
    assert.deepEqual(
      rows.map((row) => [row.name, row.societesCount]),
      [
        ['Alice Pro', 2],
        ['Bruno Pro', 0],
      ]
    )
    assert.equal(DateTime.fromISO(rows[0].lastLoginAt!).toMillis(), loggedAt.toMillis())
    assert.isNull(rows[1].lastLoginAt)
    assert.notProperty(rows[0], 'password')
  })

  test('searches by name or e-mail, any case', async ({ client, assert }) => {
    const esi = await accounts.esi()
    await UserFactory.merge([
      { fullName: 'Camille Durand', email: 'camille@atelier.fr' },
      { fullName: 'Denis Martin', email: 'denis@durand-conseil.fr' },
      { fullName: 'Eva Petit', email: 'eva@exemple.fr' },
    ]).createMany(3)

    const byName = await visitAs(client, esi, route('esidoor.dashboard', {}, { search: 'DURAND' }))
    assert.deepEqual(
      rowsOf(byName).map((row) => row.name),
      ['Camille Durand', 'Denis Martin']
    )
    byName.assertInertiaPropsContains({ filters: { search: 'DURAND' } })

    const byMail = await visitAs(client, esi, `${route('esidoor.dashboard')}?search=exemple.fr`)
    assert.deepEqual(
      rowsOf(byMail).map((row) => row.name),
      ['Eva Petit']
    )
    const wildcard = await visitAs(client, esi, `${route('esidoor.dashboard')}?search=%25`)
    assert.lengthOf(rowsOf(wildcard), 0)
  })

  test('pages by 25 and sorts by companies', async ({ client, assert }) => {
    const esi = await accounts.esi()
    const pros = await prosNamed(30)
    await SocieteFactory.merge({ userId: pros[29].id }).createMany(3)

    const first = await visitAs(client, esi, route('esidoor.dashboard'))
    assert.lengthOf(rowsOf(first), 25)
    first.assertInertiaPropsContains({
      pros: { meta: { total: 30, perPage: 25, currentPage: 1, lastPage: 2 } },
    })
    const second = await visitAs(client, esi, route('esidoor.dashboard', {}, { page: 2 }))
    assert.deepEqual(
      rowsOf(second).map((row) => row.name),
      ['Pro 26', 'Pro 27', 'Pro 28', 'Pro 29', 'Pro 30']
    )
    const sorted = await visitAs(
      client,
      esi,
      route('esidoor.dashboard', {}, { sort: 'societes_count', order: 'desc' })
    )
    assert.equal(rowsOf(sorted)[0].name, 'Pro 30')
    const bad = await visitAs(
      client,
      esi,
      route('esidoor.dashboard', {}, { sort: 'password', page: 'abc' })
    )
    bad.assertStatus(200)
    bad.assertInertiaPropsContains({ filters: { sort: null } })
  })

  test('runs the same number of queries whatever the number of rows', async ({
    client,
    assert,
  }) => {
    const esi = await accounts.esi()
    const few = await prosNamed(3)
    await aSociete(few[0])
    await assertCostKept(
      assert,
      () => visitAs(client, esi, route('esidoor.dashboard')),
      async () => {
        const many = await prosNamed(40)
        for (const pro of many.slice(0, 10)) await aSociete(pro)
      }
    )
  })
})
