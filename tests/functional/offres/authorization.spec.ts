import { test } from '@japa/runner'
import Offre from '#models/offre'
import { UserFactory } from '#database/factories/user_factory'
import { offreOf, proWithSociete, sendOffre, submit, visit } from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| Who may use offers is the owned-record contract (tests/functional/records/):
| guests, visiteur, lecteur, another owner, every write and every statut.
| What only offers show: an admin publishes as a pro does, and another
| owner's offer gives away nothing of its reference.
*/
test.group('Offres | access', () => {
  test('role esi creates and publishes an offer like a pro', async ({ client }) => {
    const user = await UserFactory.apply('esi').create()
    const societe = await proWithSociete(user)
    await sendOffre(client, user, {
      societeId: societe.id,
    })
    const offre = await Offre.findByOrFail('userId', user.id)
    const published = await submit(client, user, 'POST', route('offres.publish', { id: offre.id }))
    published.assertFlashMessage('success', 'Offre publiée.')
  })

  test('another owner’s offer is a 404 without its reference on every page', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const offre = await offreOf(owner, await proWithSociete(owner)).create()
    const user = await UserFactory.create()
    for (const name of ['offres.show', 'offres.edit', 'offres.preview'] as const) {
      const response = await visit(client, user, route(name, { id: offre.id }))
      response.assertStatus(404)
      assert.notInclude(JSON.stringify(response.inertiaProps), offre.reference)
    }
  })
})
