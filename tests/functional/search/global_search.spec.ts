import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete, anOffre } from '#tests/helpers/owned_records'
import { ownSociete } from '../contacts/helpers.js'

type Group = { key: string; total: number; href: string; items: { title: string; href: string }[] }
const groupsOf = (props: Record<string, unknown>) => props.groups as Group[]
/** The search page as `user` sees it for `q`. */
const searchAs = (client: ApiClient, user: User, q: string) =>
  client.get(route('search')).qs({ q }).withInertia().loginAs(user)
const group = (props: Record<string, unknown>, key: string) =>
  groupsOf(props).find((g) => g.key === key)

test.group('Global search', () => {
  test('finds the caller’s contacts, offres and sociétés, grouped with counts and "voir tout" links', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await ownSociete({ nom: 'Dupont Bâtiment', ville: 'Lyon' })
    await aSociete(user, { nom: 'Martin Frères', ville: 'Nantes' })
    await aContact(user, { prenom: 'Léa', nom: 'Dupont', societeId: null })
    await aContact(user, { prenom: 'Marc', nom: 'Durand', societeId: societe.id })
    await anOffre(user, societe, { titre: 'Maçon coffreur' })

    const response = await searchAs(client, user, 'dupont')
    response.assertStatus(200)
    response.assertInertiaComponent('recherche')
    const props = response.inertiaProps
    assert.equal(props.q, 'dupont')
    assert.deepEqual(
      groupsOf(props).map((x) => x.key),
      ['contacts', 'candidatures', 'offres', 'societes']
    )
    /* Léa Dupont by name, Marc Durand through his société. */
    assert.equal(group(props, 'contacts')!.total, 2)
    assert.equal(group(props, 'offres')!.total, 1)
    assert.equal(group(props, 'societes')!.total, 1)
    assert.equal(group(props, 'societes')!.items[0].title, 'Dupont Bâtiment')
    assert.equal(group(props, 'societes')!.href, route('societes.index', {}, { search: 'dupont' }))
    assert.equal(group(props, 'contacts')!.href, route('contacts.index', {}, { search: 'dupont' }))
  })

  test('accents and case are ignored: "societe" finds "Société", "ECOLE" finds "École"', async ({
    client,
    assert,
  }) => {
    const { user } = await ownSociete({ nom: 'Société Générale de Lyon' })
    await aSociete(user, { nom: 'École Hôtelière', ville: 'Épinal' })

    const societe = await searchAs(client, user, 'Societe generale')
    assert.equal(
      group(societe.inertiaProps, 'societes')!.items[0]?.title,
      'Société Générale de Lyon'
    )

    const ecole = await searchAs(client, user, 'ECOLE hoteliere')
    assert.equal(group(ecole.inertiaProps, 'societes')!.total, 1)

    const epinal = await searchAs(client, user, 'epinal')
    assert.equal(group(epinal.inertiaProps, 'societes')!.total, 1)
  })

  test('never shows another pro’s records, nor trashed ones', async ({ client, assert }) => {
    const [user, other] = await UserFactory.createMany(2)
    await aSociete(other, { nom: 'Cachée SARL' })
    await aContact(other, { nom: 'Cachée' })
    await aSociete(user, { nom: 'Cachée aussi' }, 'trashed')

    const response = await searchAs(client, user, 'cachee')
    for (const result of groupsOf(response.inertiaProps)) assert.equal(result.total, 0, result.key)
  })

  test('a user without role (visiteur) only searches sociétés', async ({ client, assert }) => {
    const user = await UserFactory.apply('visiteur').create()
    await aSociete(user, { nom: 'Atelier Lemoine' })
    const response = await searchAs(client, user, 'lemoine')
    assert.deepEqual(
      groupsOf(response.inertiaProps).map((x) => x.key),
      ['societes']
    )
    assert.equal(group(response.inertiaProps, 'societes')!.total, 1)
  })

  test('fewer than two characters searches nothing; guests are sent to login', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const short = await searchAs(client, user, 'a')
    assert.deepEqual(short.inertiaProps.groups, [])
    const guest = await client.get(route('search')).qs({ q: 'dupont' }).redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', route('login'))
  })
})
