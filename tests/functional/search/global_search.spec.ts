import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { route } from '#tests/helpers/routes'

type Group = { key: string; total: number; href: string; items: { title: string; href: string }[] }
const groupsOf = (props: Record<string, unknown>) => props.groups as Group[]
const group = (props: Record<string, unknown>, key: string) =>
  groupsOf(props).find((g) => g.key === key)

test.group('Global search', (g) => {
  g.each.setup(() => testUtils.db().truncate())

  test('finds the caller’s contacts, offres and sociétés, grouped with counts and "voir tout" links', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({
      userId: user.id,
      nom: 'Dupont Bâtiment',
      ville: 'Lyon',
    }).create()
    await SocieteFactory.merge({ userId: user.id, nom: 'Martin Frères', ville: 'Nantes' }).create()
    await ContactFactory.merge({
      userId: user.id,
      prenom: 'Léa',
      nom: 'Dupont',
      societeId: null,
    }).create()
    await ContactFactory.merge({
      userId: user.id,
      prenom: 'Marc',
      nom: 'Durand',
      societeId: societe.id,
    }).create()
    await OffreFactory.merge({
      userId: user.id,
      societeId: societe.id,
      titre: 'Maçon coffreur',
    }).create()

    const response = await client
      .get(route('search'))
      .qs({ q: 'dupont' })
      .withInertia()
      .loginAs(user)
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
    const user = await UserFactory.create()
    await SocieteFactory.merge({ userId: user.id, nom: 'Société Générale de Lyon' }).create()
    await SocieteFactory.merge({
      userId: user.id,
      nom: 'École Hôtelière',
      ville: 'Épinal',
    }).create()

    const societe = await client
      .get(route('search'))
      .qs({ q: 'Societe generale' })
      .withInertia()
      .loginAs(user)
    assert.equal(
      group(societe.inertiaProps, 'societes')!.items[0]?.title,
      'Société Générale de Lyon'
    )

    const ecole = await client
      .get(route('search'))
      .qs({ q: 'ECOLE hoteliere' })
      .withInertia()
      .loginAs(user)
    assert.equal(group(ecole.inertiaProps, 'societes')!.total, 1)

    const epinal = await client.get(route('search')).qs({ q: 'epinal' }).withInertia().loginAs(user)
    assert.equal(group(epinal.inertiaProps, 'societes')!.total, 1)
  })

  test('never shows another pro’s records, nor trashed ones', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    await SocieteFactory.merge({ userId: other.id, nom: 'Cachée SARL' }).create()
    await ContactFactory.merge({ userId: other.id, nom: 'Cachée' }).create()
    await SocieteFactory.merge({ userId: user.id, nom: 'Cachée aussi' }).apply('trashed').create()

    const response = await client
      .get(route('search'))
      .qs({ q: 'cachee' })
      .withInertia()
      .loginAs(user)
    for (const result of groupsOf(response.inertiaProps)) assert.equal(result.total, 0, result.key)
  })

  test('a user without role (visiteur) only searches sociétés', async ({ client, assert }) => {
    const user = await UserFactory.apply('visiteur').create()
    await SocieteFactory.merge({ userId: user.id, nom: 'Atelier Lemoine' }).create()
    const response = await client
      .get(route('search'))
      .qs({ q: 'lemoine' })
      .withInertia()
      .loginAs(user)
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
    const short = await client.get(route('search')).qs({ q: 'a' }).withInertia().loginAs(user)
    assert.deepEqual(short.inertiaProps.groups, [])
    const guest = await client.get(route('search')).qs({ q: 'dupont' }).redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', route('login'))
  })
})
