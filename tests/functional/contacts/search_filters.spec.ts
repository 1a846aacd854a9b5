import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { as, contactsWith, namesIn, userWithSocietes } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete } from '#tests/helpers/owned_records'
import { visitAs } from '#tests/helpers/as_user'

/** Two companies and five contacts (one trashed) of one pro. */
async function fixtures() {
  const { user, societes } = await userWithSocietes('Numéria Conseil', 'Batiroc Construction')
  const [numeria, batiroc] = societes
  await contactsWith(user, [
    {
      prenom: 'Camille',
      nom: 'Roussel',
      email: 'camille.roussel@numeria.fr',
      societeId: numeria.id,
      statut: 'client',
    },
    {
      prenom: 'Julien',
      nom: 'Marchand',
      email: 'j.marchand@batiroc.fr',
      societeId: batiroc.id,
      statut: 'prospect',
    },
    {
      prenom: 'Sophie',
      nom: 'Lambert',
      email: 'sophie.lambert@gmail.com',
      societeId: null,
      statut: 'client',
    },
    {
      prenom: 'Pierre',
      nom: 'Guérin',
      email: 'pierre.guerin@batiroc.fr',
      societeId: batiroc.id,
      statut: 'client',
    },
  ])
  await aContact(
    user,
    {
      prenom: 'Marc',
      nom: 'Ancel',
      email: 'marc.ancel@numeria.fr',
      societeId: numeria.id,
      statut: 'client',
    },
    'trashed'
  )
  return { user, numeria, batiroc }
}

type Fixtures = Awaited<ReturnType<typeof fixtures>>

function list(client: ApiClient, user: User, qs = {}) {
  return as(client.get(route('contacts.index')).qs(qs), user).withInertia()
}

test.group('Contacts | search', () => {
  test('search {0} finds {1}')
    .with([
      ['camille', ['Camille Roussel'], 'first name'],
      ['MARCHAND', ['Julien Marchand'], 'last name'],
      ['sophie lambert', ['Sophie Lambert'], 'first and last name'],
      ['gmail', ['Sophie Lambert'], 'e-mail'],
      ['pierre.guerin@', ['Pierre Guérin'], 'e-mail'],
      ['construction', ['Julien Marchand', 'Pierre Guérin'], 'company name'],
      ['numéria', ['Camille Roussel'], 'company name'],
      ['%', [], 'wildcard taken as text'],
      ['_', [], 'wildcard taken as text'],
      ['introuvable', [], 'nothing'],
    ] as const)
    .run(async ({ client, assert }, [search, expected]) => {
      const { user } = await fixtures()
      const response = await list(client, user, { search })
      assert.sameMembers(namesIn(response), [...expected])
      response.assertInertiaPropsContains({ filters: { search } })
    })

  test('another owner’s contacts are never found', async ({ client, assert }) => {
    const { user } = await fixtures()
    await ContactFactory.merge({ prenom: 'Camille', nom: 'Autre' }).with('user').create()
    const response = await list(client, user, { search: 'camille' })
    assert.deepEqual(namesIn(response), ['Camille Roussel'])
  })
})

test.group('Contacts | filters', () => {
  test('{title}')
    .with([
      {
        title: 'statut keeps the contacts with that status',
        query: (_: Fixtures) => ({ statut: 'client' }),
        names: ['Pierre Guérin', 'Sophie Lambert', 'Camille Roussel'],
      },
      {
        title: 'societe keeps the contacts of that company',
        query: ({ batiroc }: Fixtures) => ({ societe: batiroc.id }),
        names: ['Pierre Guérin', 'Julien Marchand'],
      },
      {
        title: 'filters combine with the trash filter',
        query: ({ numeria }: Fixtures) => ({ societe: numeria.id, corbeille: 'avec' }),
        names: ['Marc Ancel', 'Camille Roussel'],
      },
    ])
    .run(async ({ client, assert }, { query, names }) => {
      const made = await fixtures()
      const filters = query(made)
      const response = await list(client, made.user, filters)
      assert.deepEqual(namesIn(response), names)
      response.assertInertiaPropsContains({ filters })
    })

  test('statut, societe and search combine', async ({ client, assert }) => {
    const { user, batiroc } = await fixtures()
    const all = await list(client, user, { statut: 'client', societe: batiroc.id })
    assert.deepEqual(namesIn(all), ['Pierre Guérin'])

    const searched = await list(client, user, {
      statut: 'client',
      societe: batiroc.id,
      search: 'julien',
    })
    assert.deepEqual(namesIn(searched), [])
    searched.assertInertiaPropsContains({
      filters: { statut: 'client', societe: batiroc.id, search: 'julien', corbeille: null },
    })
  })

  test('a company that is not one of the caller’s live ones is no filter: {$self}')
    .with(['another owner’s', 'trashed'] as const)
    .run(async ({ client, assert }, kind) => {
      const { user } = await fixtures()
      const societe =
        kind === 'trashed'
          ? await aSociete(user, {}, 'trashed')
          : await SocieteFactory.with('user').create()
      const response = await list(client, user, { societe: societe.id })
      assert.lengthOf(namesIn(response), 4)
      response.assertInertiaPropsContains({ filters: { societe: null } })
    })

  test('bad query values fall back to the defaults: {$self}')
    .with([
      'statut=vip',
      'statut[]=client',
      'societe=abc',
      'societe=0',
      'societe=-1',
      'societe=1.5',
      'societe=99999999999',
      'sort=email',
      'corbeille=oui',
    ])
    .run(async ({ client, assert }, query) => {
      const { user } = await fixtures()
      const response = await visitAs(client, user, `${route('contacts.index')}?${query}`)
      response.assertStatus(200)
      assert.lengthOf(namesIn(response), 4)
      response.assertInertiaPropsContains({
        filters: { search: null, statut: null, societe: null, sort: null, corbeille: null },
      })
    })

  test('a valid filter survives next to a bad one', async ({ client, assert }) => {
    const { user } = await fixtures()
    const response = await visitAs(
      client,
      user,
      route('contacts.index', {}, { statut: 'prospect', societe: 'abc', page: 'x' })
    )
    assert.deepEqual(namesIn(response), ['Julien Marchand'])
    response.assertInertiaPropsContains({ filters: { statut: 'prospect', societe: null } })
  })
})
