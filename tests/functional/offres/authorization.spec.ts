import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Offre from '#models/offre'
import { UserFactory } from '#database/factories/user_factory'
import { VALID_FORM, as, offreOf, proWithSociete } from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| Who may use offers is the owned-record contract (tests/functional/records/):
| guests, visiteur, lecteur, another owner, every write and every statut.
| What only offers show: an admin publishes as a pro does, and another
| owner's offer gives away nothing of its reference.
*/
test.group('Offres | access', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('role esi creates and publishes an offer like a pro', async ({ client }) => {
    const user = await UserFactory.apply('esi').create()
    const societe = await proWithSociete(user)
    await as(
      client.post(route('offres.store')).form({ ...VALID_FORM, societeId: societe.id }),
      user
    )
      .withCsrfToken()
      .redirects(0)
    const offre = await Offre.findByOrFail('userId', user.id)
    const published = await as(client.post(route('offres.publish', { id: offre.id })), user)
      .withCsrfToken()
      .redirects(0)
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
      const response = await as(client.get(route(name, { id: offre.id })), user).withInertia()
      response.assertStatus(404)
      assert.notInclude(JSON.stringify(response.inertiaProps), offre.reference)
    }
  })
})
