import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { as } from './helpers.js'
import { countQueries } from '#tests/helpers/count_queries'
import { route } from '#tests/helpers/routes'

/** `count` offers of `user`, each at its own company with its own référent. */
async function offresWithReferents(user: User, count: number) {
  for (let i = 0; i < count; i++) {
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    const contact = await ContactFactory.merge({ userId: user.id, societeId: societe.id }).create()
    await OffreFactory.merge({
      userId: user.id,
      societeId: societe.id,
      contactId: contact.id,
    }).create()
  }
}

test.group('Offres | queries', (group) => {
  group.each.setup(() => testUtils.db().truncate())
  group.each.timeout(60_000)

  test('the list runs the same small number of queries whatever the number of rows', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await offresWithReferents(user, 3)
    const few = await countQueries(() => as(client.get(route('offres.index')), user).withInertia())

    await offresWithReferents(user, 30)
    const many = await countQueries(async () => {
      const response = await as(client.get(route('offres.index')), user).withInertia()
      assert.lengthOf(response.inertiaProps.offres.data, 25)
      assert.isTrue(
        response.inertiaProps.offres.data.every(
          (row: { societe: { nom: string }; contact: { nomComplet: string } | null }) =>
            row.societe.nom && row.contact?.nomComplet
        )
      )
    })
    const searched = await countQueries(() =>
      as(
        client.get(route('offres.index', {}, { search: 'a', sort: 'societe', page: '2' })),
        user
      ).withInertia()
    )

    assert.isAbove(few, 0, 'the listener sees the queries')
    assert.equal(many, few)
    assert.equal(searched, few)
    assert.isAtMost(
      many,
      8,
      'user, page texts, bell, new applications, companies filter, count, rows, applications per statut (nothing per row)'
    )
  })

  test('the edit and preview pages do not grow with the offer’s neighbours', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await offresWithReferents(user, 2)
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    const offre = await OffreFactory.merge({ userId: user.id, societeId: societe.id }).create()
    const edit = await countQueries(() =>
      as(client.get(route('offres.edit', { id: offre.id })), user).withInertia()
    )
    const preview = await countQueries(() =>
      as(client.get(route('offres.preview', { id: offre.id })), user).withInertia()
    )
    await offresWithReferents(user, 10)
    assert.equal(
      await countQueries(() =>
        as(client.get(route('offres.edit', { id: offre.id })), user).withInertia()
      ),
      edit
    )
    assert.equal(
      await countQueries(() =>
        as(client.get(route('offres.preview', { id: offre.id })), user).withInertia()
      ),
      preview
    )
  })
})
