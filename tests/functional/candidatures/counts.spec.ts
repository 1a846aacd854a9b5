import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { assertCostKept } from '#tests/helpers/count_queries'
import {
  candidaturesTo,
  as,
  moveTo,
  offreOf,
  ownerAndOffre,
  someoneElsesCandidatures,
} from './helpers.js'
import { route } from '#tests/helpers/routes'
import { visitAs } from '#tests/helpers/as_user'

/*
| The counts of applications shown outside the inbox: per statut on the
| offers list (one grouped count for the page) and on an offer's page, the
| new ones beside « Candidatures » in the sidebar and in the bell, and the
| side overlay's « Candidatures reçues ».
*/

const ZERO = { nouvelle: 0, en_cours: 0, entretien: 0, retenue: 0, refusee: 0 }

test.group('Candidatures | counts', (group) => {
  group.each.timeout(60_000)

  test('the offers list and an offer’s page show the applications per statut', async ({
    client,
    assert,
  }) => {
    const { owner, offre: busy } = await ownerAndOffre()
    const quiet = await offreOf(owner)
    await candidaturesTo(busy, 3, (i) => ({ statut: i === 0 ? 'refusee' : 'nouvelle' }))
    await someoneElsesCandidatures(2)

    const list = await visitAs(client, owner, route('offres.index'))
    assert.deepEqual(list.inertiaProps.candidatures, {
      [busy.id]: { ...ZERO, nouvelle: 2, refusee: 1 },
    })

    const page = await visitAs(client, owner, route('offres.edit', { id: busy.id }))
    page.assertInertiaPropsContains({ candidatures: { ...ZERO, nouvelle: 2, refusee: 1 } })
    const empty = await visitAs(client, owner, route('offres.edit', { id: quiet.id }))
    assert.isNull(empty.inertiaProps.candidatures)
  })

  test('the offers list counts applications in one query, whatever the number of offers', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    await candidaturesTo(await offreOf(owner), 1)
    await assertCostKept(
      assert,
      () => visitAs(client, owner, route('offres.index')),
      async () => {
        for (let i = 0; i < 6; i++) await candidaturesTo(await offreOf(owner), 2)
      }
    )
  })

  test('the new applications in the shared props, the bell’s count and the overlay', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const apps = await candidaturesTo(await offreOf(owner), 3)
    await apps[0].merge({ statut: 'entretien' }).save()

    const dashboard = await visitAs(client, owner, route('offres.index'))
    assert.equal(dashboard.inertiaProps.candidaturesNouvelles, 2)

    const bell = await as(client.get(route('api.user.relances.count')), owner).header(
      'accept',
      'application/json'
    )
    assert.deepEqual(bell.body(), { count: 0, candidatures: 2 })

    const overlay = await as(client.get(route('api.user.apercu')), owner).header(
      'accept',
      'application/json'
    )
    assert.containsSubset(overlay.body().overview, { candidatures: 3, candidaturesNouvelles: 2 })

    /* A move is seen at once: the kept count follows the owner's data version. */
    await moveTo(client, owner, apps[1].id, 'en_cours')
    const after = await visitAs(client, owner, route('offres.index'))
    assert.equal(after.inertiaProps.candidaturesNouvelles, 1)
    assert.deepEqual(after.inertiaProps.candidatures[apps[1].offreId], {
      ...ZERO,
      nouvelle: 1,
      en_cours: 1,
      entretien: 1,
    })
  })

  test('no count for an account without the pro tools', async ({ client, assert }) => {
    const visiteur = await UserFactory.apply('visiteur').create()
    const page = await visitAs(client, visiteur, route('profile.edit'))
    assert.isNull(page.inertiaProps.candidaturesNouvelles)
    const bell = await as(client.get(route('api.user.relances.count')), visiteur).header(
      'accept',
      'application/json'
    )
    assert.isNull(bell.body().candidatures)
  })
})
