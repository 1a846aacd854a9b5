import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { candidaturesTo, offreOf, ownerAndOffre } from '#tests/functional/candidatures/helpers'
import { route } from '#tests/helpers/routes'

/*
| Applications in the global search (/recherche) and the command palette
| (GET /api/user/palette): found by the candidate's first name, last name or
| e-mail (case, accents and ligatures ignored), only those sent to the
| caller's own offers, five at most with the total, each linking to its page
| and the group to the inbox with the same search.
*/
type Item = { id: number; title: string; subtitle: string | null; href: string }
type Group = { key: string; label: string; total: number; href: string; items: Item[] }

async function recherche(client: ApiClient, user: User, q: string) {
  const response = await client.get(route('search')).qs({ q }).withInertia().loginAs(user)
  response.assertStatus(200)
  return (response.inertiaProps.groups as Group[]).find((group) => group.key === 'candidatures')
}

async function palette(client: ApiClient, user: User, q: string) {
  const response = await client
    .get(route('api.user.palette'))
    .qs({ q })
    .header('accept', 'application/json')
    .loginAs(user)
    .withSession({ auth: { epoch: user.sessionEpoch } })
  response.assertStatus(200)
  return (response.body() as { groups: Group[] }).groups.find((g) => g.key === 'candidatures')
}

test.group('Global search | candidatures', () => {
  test('by first name, last name or e-mail, accents and case ignored, linking to the application', async ({
    client,
    assert,
  }) => {
    const { owner: user, offre } = await ownerAndOffre({ titre: 'Maçon coffreur' })
    const [gwenaelle] = await candidaturesTo(offre, 2, (i) =>
      i === 0
        ? { prenom: 'Gwenaëlle', nom: 'Le Bœuf', email: 'g.leboeuf@example.fr' }
        : { prenom: 'Marc', nom: 'Durand', email: 'marc.durand@example.fr' }
    )

    for (const q of ['gwenaelle', 'GWENAËLLE', 'le boeuf', 'g.leboeuf@exa', 'Gwenaelle Le Boeuf']) {
      const found = await recherche(client, user, q)
      assert.equal(found?.total, 1, q)
      assert.deepEqual(found!.items, [
        {
          id: gwenaelle.id,
          title: 'Gwenaëlle Le Bœuf',
          subtitle: 'g.leboeuf@example.fr · Maçon coffreur',
          href: route('candidatures.show', { id: gwenaelle.id }),
        },
      ])
    }
    const voirTout = await recherche(client, user, 'durand')
    assert.equal(voirTout?.label, 'Candidatures')
    assert.equal(voirTout?.href, route('candidatures.index', {}, { search: 'durand' }))

    const inPalette = await palette(client, user, 'gwenaelle')
    assert.deepEqual(inPalette?.items, [
      {
        id: gwenaelle.id,
        title: 'Gwenaëlle Le Bœuf',
        subtitle: 'Nouvelle · Maçon coffreur',
        href: route('candidatures.show', { id: gwenaelle.id }),
      },
    ])
  })

  test('never another owner’s applications; esi staff find those to their own offers only', async ({
    client,
    assert,
  }) => {
    const [pro, other] = await UserFactory.createMany(2)
    const esi = await UserFactory.apply('esi').create()
    await candidaturesTo(await offreOf(pro), 1, () => ({ nom: 'Garnier' }))
    await candidaturesTo(await offreOf(esi), 1, () => ({ nom: 'Garnier' }))

    const totals = async (user: User) => {
      const [page, inPalette] = await Promise.all([
        recherche(client, user, 'garnier'),
        palette(client, user, 'garnier'),
      ])
      return [page?.total, inPalette?.total]
    }
    assert.deepEqual(await totals(pro), [1, 1])
    assert.deepEqual(await totals(esi), [1, 1])
    assert.deepEqual(await totals(other), [0, 0])
  })

  test('a role without the pro tools gets no applications group', async ({ client, assert }) => {
    const visiteur = await UserFactory.apply('visiteur').create()
    assert.isUndefined(await recherche(client, visiteur, 'garnier'))
    assert.isUndefined(await palette(client, visiteur, 'garnier'))
  })

  test('five hits at most, newest first, with the total found', async ({ client, assert }) => {
    const { owner: user, offre } = await ownerAndOffre()
    const made = await candidaturesTo(offre, 7, (i) => ({ nom: `Martin ${i}` }))
    const found = await recherche(client, user, 'martin')
    assert.equal(found?.total, 7)
    assert.deepEqual(
      found!.items.map((item) => item.id),
      made
        .slice(2)
        .reverse()
        .map((candidature) => candidature.id)
    )
  })

  test('the inbox’s search box folds the same way (ligatures spelled out)', async ({
    client,
    assert,
  }) => {
    const { owner: user, offre } = await ownerAndOffre()
    await candidaturesTo(offre, 1, () => ({ nom: 'Lætitia Cœur' }))
    const response = await client
      .get(route('candidatures.index'))
      .qs({ search: 'laetitia coeur' })
      .withInertia()
      .loginAs(user)
    assert.lengthOf(response.inertiaProps.candidatures.data, 1)
  })
})
