import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { as, namesIn } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'
import { visitAs } from '#tests/helpers/as_user'
import { freshEach } from '#tests/helpers/fresh_each'

/** Two companies and five contacts (one trashed) of one pro. */
async function fixtures() {
  const user = await UserFactory.create()
  const [numeria, batiroc] = await SocieteFactory.merge([
    { userId: user.id, nom: 'Numéria Conseil' },
    { userId: user.id, nom: 'Batiroc Construction' },
  ]).createMany(2)
  const merge = { userId: user.id }
  await ContactFactory.merge([
    {
      ...merge,
      prenom: 'Camille',
      nom: 'Roussel',
      email: 'camille.roussel@numeria.fr',
      societeId: numeria.id,
      statut: 'client',
    },
    {
      ...merge,
      prenom: 'Julien',
      nom: 'Marchand',
      email: 'j.marchand@batiroc.fr',
      societeId: batiroc.id,
      statut: 'prospect',
    },
    {
      ...merge,
      prenom: 'Sophie',
      nom: 'Lambert',
      email: 'sophie.lambert@gmail.com',
      societeId: null,
      statut: 'client',
    },
    {
      ...merge,
      prenom: 'Pierre',
      nom: 'Guérin',
      email: 'pierre.guerin@batiroc.fr',
      societeId: batiroc.id,
      statut: 'client',
    },
  ]).createMany(4)
  await ContactFactory.merge({
    ...merge,
    prenom: 'Marc',
    nom: 'Ancel',
    email: 'marc.ancel@numeria.fr',
    societeId: numeria.id,
    statut: 'client',
  })
    .apply('trashed')
    .create()
  return { user, numeria, batiroc }
}

function list(client: ApiClient, user: User, qs = {}) {
  return as(client.get(route('contacts.index')).qs(qs), user).withInertia()
}

test.group('Contacts | search', (group) => {
  freshEach(group)

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

test.group('Contacts | filters', (group) => {
  freshEach(group)

  test('statut keeps the contacts with that status', async ({ client, assert }) => {
    const { user } = await fixtures()
    const response = await list(client, user, { statut: 'client' })
    assert.deepEqual(namesIn(response), ['Pierre Guérin', 'Sophie Lambert', 'Camille Roussel'])
    response.assertInertiaPropsContains({ filters: { statut: 'client' } })
  })

  test('societe keeps the contacts of that company', async ({ client, assert }) => {
    const { user, batiroc } = await fixtures()
    const response = await list(client, user, { societe: batiroc.id })
    assert.deepEqual(namesIn(response), ['Pierre Guérin', 'Julien Marchand'])
    response.assertInertiaPropsContains({ filters: { societe: batiroc.id } })
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

  test('filters combine with the trash filter', async ({ client, assert }) => {
    const { user, numeria } = await fixtures()
    const response = await list(client, user, { societe: numeria.id, corbeille: 'avec' })
    assert.deepEqual(namesIn(response), ['Marc Ancel', 'Camille Roussel'])
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
