import { test } from '@japa/runner'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { visit } from './helpers.js'
import { assertCostKept } from '#tests/helpers/count_queries'
import { route } from '#tests/helpers/routes'
import { assertListBudget } from '#tests/helpers/list_queries'
import { aContact, anOffre, aSociete } from '#tests/helpers/owned_records'

/** `count` offers of `user`, each at its own company with its own référent. */
async function offresWithReferents(user: User, count: number) {
  for (let i = 0; i < count; i++) {
    const societe = await aSociete(user)
    const contact = await aContact(user, { societeId: societe.id })
    await anOffre(user, societe, { contactId: contact.id })
  }
}

/** A new pro with `count` offers, each at its own company with its own référent. */
async function aProWithOffres(count: number) {
  const user = await UserFactory.create()
  await offresWithReferents(user, count)
  return user
}

test.group('Offres | queries', (group) => {
  group.each.timeout(60_000)

  test('the list runs the same small number of queries whatever the number of rows', async ({
    client,
    assert,
  }) => {
    const user = await aProWithOffres(3)
    await assertListBudget(assert, client, user, {
      list: route('offres.index'),
      grow: () => offresWithReferents(user, 30),
      check(response) {
        assert.lengthOf(response.inertiaProps.offres.data, 25)
        assert.isTrue(
          response.inertiaProps.offres.data.every(
            (row: { societe: { nom: string }; contact: { nomComplet: string } | null }) =>
              row.societe.nom && row.contact?.nomComplet
          )
        )
      },
      variants: [route('offres.index', {}, { search: 'a', sort: 'societe', page: '2' })],
      most: 8,
      why: 'user, page texts, bell, new applications, companies filter, count, rows, applications per statut (nothing per row)',
    })
  })

  test('the edit and preview pages do not grow with the offer’s neighbours', async ({
    client,
    assert,
  }) => {
    const user = await aProWithOffres(2)
    const societe = await aSociete(user)
    const offre = await anOffre(user, societe)
    await assertCostKept(
      assert,
      (['offres.edit', 'offres.preview'] as const).map(
        (name) => () => visit(client, user, route(name, { id: offre.id }))
      ),
      () => offresWithReferents(user, 10)
    )
  })
})
