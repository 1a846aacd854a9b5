import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { publicSlug } from '#services/emplois/public_offres'
import { candidaturesTo, offreOf, ownerAndOffre } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { anOffre, aSociete } from '#tests/helpers/owned_records'

/*
| An empty applications inbox says what to do next (issue 41): share the page
| of an offer that is online, publish one, or write the first; nothing once
| an application has arrived.
*/
async function nextStepOf(client: ApiClient, user: User) {
  const response = await client.get(route('candidatures.index')).withInertia().loginAs(user)
  response.assertStatus(200)
  return response.inertiaProps.nextStep
}

test.group('Candidatures | the empty inbox’s next step', () => {
  test('no offer: write one (a reader may not); a draft: publish one', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    assert.deepEqual(await nextStepOf(client, user), { kind: 'creer', canCreate: true })
    const lecteur = await UserFactory.apply('lecteur').create()
    assert.deepEqual(await nextStepOf(client, lecteur), { kind: 'creer', canCreate: false })

    const societe = await aSociete(user)
    await anOffre(user, societe)
    assert.deepEqual(await nextStepOf(client, user), { kind: 'publier' })
  })

  test('an offer online: share its public page; an account the school has not validated has none', async ({
    client,
    assert,
  }) => {
    const { owner: user, offre } = await ownerAndOffre({ titre: 'Maçon coffreur' })
    assert.deepEqual(await nextStepOf(client, user), {
      kind: 'partager',
      titre: 'Maçon coffreur',
      href: route('emplois.show', { slug: publicSlug(offre) }),
    })

    const pending = await UserFactory.apply('pending').create()
    await offreOf(pending)
    assert.deepEqual(await nextStepOf(client, pending), { kind: 'publier' })
  })

  test('once an application has arrived there is no next step', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await candidaturesTo(await offreOf(user), 1)
    assert.isNull(await nextStepOf(client, user))
  })
})
