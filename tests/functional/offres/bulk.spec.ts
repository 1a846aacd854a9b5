import { test } from '@japa/runner'
import Offre from '#models/offre'
import Societe from '#models/societe'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { as, offreOf, proAndSociete, proWithSociete } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'

/*
| "Actions groupées" on the offres and sociétés lists: trash and restore in
| one transaction; publish and close through the workflow, offer by offer,
| the refused ones counted and left as they are.
*/

function post(client: any, user: User, url: string, body: Record<string, unknown>) {
  return as(client.post(url).json(body), user).withCsrfToken().redirects(0)
}

async function offreStates(user: User) {
  const rows = await Offre.query().where('userId', user.id).orderBy('id')
  return rows.map((row) => `${row.titre}:${row.statut}${row.deletedAt ? ':corbeille' : ''}`)
}

test.group('Offres and sociétés | bulk actions', () => {
  test('close the ticked offers: the published ones close, the others are counted and left', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    const a = await offreOf(user, societe, { titre: 'A' }).apply('publiee').create()
    const b = await offreOf(user, societe, { titre: 'B' }).apply('publiee').create()
    const draft = await offreOf(user, societe, { titre: 'C' }).create()

    const response = await post(client, user, route('offres.bulk'), {
      action: 'close',
      ids: [a.id, b.id, draft.id],
    })
    response.assertFlashMessage(
      'success',
      '2 offres clôturées ; 1 ignorée (statut ou date limite).'
    )
    assert.deepEqual(await offreStates(user), ['A:cloturee', 'B:cloturee', 'C:brouillon'])

    /* The drafts the list's filters match, published with "all". */
    const published = await post(client, user, route('offres.bulk'), {
      action: 'publish',
      all: true,
      query: { statut: 'brouillon' },
    })
    published.assertFlashMessage('success', '1 offre publiée.')
    assert.deepEqual(await offreStates(user), ['A:cloturee', 'B:cloturee', 'C:publiee'])
  })

  test('trash and restore offers; another owner’s id is a 404; lecteur 403', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    const a = await offreOf(user, societe, { titre: 'A' }).create()
    const b = await offreOf(user, societe, { titre: 'B' }).apply('publiee').create()
    const other = await UserFactory.create()
    const theirs = await offreOf(other, await proWithSociete(other), { titre: 'X' }).create()

    const trashed = await post(client, user, route('offres.bulk'), {
      action: 'trash',
      ids: [a.id, b.id],
    })
    trashed.assertFlashMessage('success', '2 offres déplacées dans la corbeille.')
    assert.deepEqual(await offreStates(user), ['A:brouillon:corbeille', 'B:publiee:corbeille'])
    /* A trashed offer is not published: the job board no longer lists it. */
    const emplois = await client.get(route('emplois.index')).withInertia()
    assert.equal((emplois.inertiaProps as any).offres.meta.total, 0)

    const foreign = await post(client, user, route('offres.bulk'), {
      action: 'restore',
      ids: [a.id, theirs.id],
    })
    foreign.assertStatus(404)
    assert.deepEqual(await offreStates(user), ['A:brouillon:corbeille', 'B:publiee:corbeille'])

    const restored = await post(client, user, route('offres.bulk'), {
      action: 'restore',
      all: true,
      query: { corbeille: 'uniquement' },
    })
    restored.assertFlashMessage('success', '2 offres restaurées.')
    assert.deepEqual(await offreStates(other), ['X:brouillon'])

    const lecteur = await UserFactory.apply('lecteur').create()
    const refused = await post(client, lecteur, route('offres.bulk'), {
      action: 'trash',
      ids: [a.id],
    })
    refused.assertStatus(403)
  })

  test('sociétés: trash and restore the ticked ones, 404 for another owner’s, lecteur 403', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const [a, b] = await SocieteFactory.merge({ userId: user.id }).createMany(2)
    const stranger = await UserFactory.create()
    const theirs = await aSociete(stranger)
    const live = async () => {
      const rows = await Societe.query().where('userId', user.id).whereNull('deletedAt')
      return rows.length
    }

    const foreign = await post(client, user, route('societes.bulk'), {
      action: 'trash',
      ids: [a.id, theirs.id],
    })
    foreign.assertStatus(404)
    assert.equal(await live(), 2)

    const trashed = await post(client, user, route('societes.bulk'), {
      action: 'trash',
      ids: [a.id, b.id],
    })
    trashed.assertFlashMessage('success', '2 sociétés déplacées dans la corbeille.')
    assert.equal(await live(), 0)
    const restored = await post(client, user, route('societes.bulk'), {
      action: 'restore',
      ids: [a.id],
    })
    restored.assertFlashMessage('success', '1 société restaurée.')
    assert.equal(await live(), 1)

    const lecteur = await UserFactory.apply('lecteur').create()
    const refused = await post(client, lecteur, route('societes.bulk'), {
      action: 'trash',
      ids: [a.id],
    })
    refused.assertStatus(403)
    assert.equal(await live(), 1)

    const csv = await as(client.get(route('societes.export', {}, { ids: a.id })), user)
    csv.assertStatus(200)
    assert.lengthOf(csv.text().trim().split(/\r?\n/), 2)
  })
})
