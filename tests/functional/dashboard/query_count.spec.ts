import { test } from '@japa/runner'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { assertCostKept } from '#tests/helpers/count_queries'
import { route } from '#tests/helpers/routes'

/* `times` more of every kind of record for `user` (live and trashed, every statut). */
async function grow(user: User, times: number) {
  const societes = await SocieteFactory.merge({ userId: user.id }).createMany(times)
  await ContactFactory.merge({ userId: user.id, societeId: societes[0].id }).createMany(times * 2)
  const base = { userId: user.id, societeId: societes[0].id }
  await OffreFactory.merge(base).createMany(times)
  await OffreFactory.merge(base).apply('publiee').createMany(times)
  await OffreFactory.merge(base).apply('cloturee').createMany(times)
}

/** A new pro with one record of every kind (grow, once). */
async function aProWithOneOfEach() {
  const user = await UserFactory.create()
  await grow(user, 1)
  return user
}

test.group('Dashboard | queries', () => {
  test('the pro dashboard runs the same number of queries whatever the data', async ({
    client,
    assert,
  }) => {
    const user = await aProWithOneOfEach()
    const dashboard = () => client.get(route('dashboard')).withInertia().loginAs(user)
    await assertCostKept(assert, dashboard, async () => {
      await grow(user, 12)
      /* Another pro's rows neither show nor cost anything. */
      await grow(await UserFactory.create(), 12)
    })
    const response = await dashboard()
    response.assertStatus(200)
    assert.equal((response.inertiaProps as { counts: { contacts: number } }).counts.contacts, 26)
  })

  test('the side overlay’s figures run the same number of queries whatever the data', async ({
    client,
    assert,
  }) => {
    const user = await aProWithOneOfEach()
    const ok = async () => {
      const response = await client.get(route('api.user.apercu')).loginAs(user)
      response.assertStatus(200)
    }
    await assertCostKept(assert, ok, () => grow(user, 12))
  })
})
