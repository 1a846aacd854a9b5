import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiRequest } from '@japa/api-client'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { TexteModeleFactory } from '#database/factories/texte_modele_factory'
import { route } from '#tests/helpers/routes'

/*
| GET /api/user/palette: the command palette's live results (Ctrl+K). The
| caller's own live records only, five per kind at most, and only the kinds
| their role may open.
*/
type Item = { id: number; title: string; subtitle: string | null; href: string }
type Group = { key: string; label: string; total: number; items: Item[] }

/** A JSON call as the palette sends it, signed in with a current session. */
function palette(client: { get(url: string): ApiRequest }, user: User | null, q?: string) {
  const request = client.get(route('api.user.palette')).header('accept', 'application/json')
  if (q !== undefined) request.qs({ q })
  return user ? request.loginAs(user).withSession({ auth: { epoch: user.sessionEpoch } }) : request
}

const groupsOf = (body: unknown) => (body as { groups: Group[] }).groups

/** The groups answered for `q`. */
async function search(client: { get(url: string): ApiRequest }, user: User, q: string) {
  const response = await palette(client, user, q)
  response.assertStatus(200)
  return groupsOf(response.body())
}
const titles = (groups: Group[], key: string) =>
  groups.find((group) => group.key === key)?.items.map((item) => item.title) ?? []

test.group('Command palette | GET /api/user/palette', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('the caller’s contacts, sociétés, offres and templates, grouped, each with a second line', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({
      userId: user.id,
      nom: 'Garnier Bâtiment',
      ville: 'Lyon',
      siret: '73282932000074',
    }).create()
    const contact = await ContactFactory.merge({
      userId: user.id,
      prenom: 'Élise',
      nom: 'Garnier',
      email: 'elise.garnier@example.fr',
      societeId: societe.id,
    }).create()
    const offre = await OffreFactory.merge({
      userId: user.id,
      societeId: societe.id,
      titre: 'Maçon coffreur',
    })
      .apply('publiee')
      .create()
    const texte = await TexteModeleFactory.merge({
      userId: user.id,
      nom: 'Relance Garnier',
      sujet: 'Votre candidature',
    }).create()

    const response = await palette(client, user, 'garnier')
    response.assertStatus(200)
    const groups = groupsOf(response.body())
    assert.deepEqual(
      groups.map((g) => [g.key, g.label]),
      [
        ['contacts', 'Contacts'],
        ['candidatures', 'Candidatures'],
        ['societes', 'Sociétés'],
        ['offres', 'Offres'],
        ['textes', 'Modèles de texte'],
      ]
    )
    const [contacts, , societes, offres, textes] = groups
    assert.deepEqual(contacts.items, [
      {
        id: contact.id,
        title: 'Élise Garnier',
        subtitle: 'Garnier Bâtiment · elise.garnier@example.fr',
        href: route('contacts.show', { id: contact.id }),
      },
    ])
    assert.deepEqual(societes.items, [
      {
        id: societe.id,
        title: 'Garnier Bâtiment',
        subtitle: 'Lyon · 732 829 320 00074',
        href: route('societes.show', { id: societe.id }),
      },
    ])
    /* Found through its société's name; the second line says where it stands. */
    assert.deepEqual(offres.items, [
      {
        id: offre.id,
        title: 'Maçon coffreur',
        subtitle: 'Publiée · Garnier Bâtiment',
        href: route('offres.edit', { id: offre.id }),
      },
    ])
    assert.deepEqual(textes.items, [
      {
        id: texte.id,
        title: 'Relance Garnier',
        subtitle: 'Votre candidature',
        href: route('textes.show', { id: texte.id }),
      },
    ])
  })

  test('another owner’s records never appear, nor trashed ones; a shared template does, marked', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.merge({ fullName: 'Marc Durand' }).create()
    const theirs = await SocieteFactory.merge({ userId: other.id, nom: 'Cachée SARL' }).create()
    await ContactFactory.merge({ userId: other.id, nom: 'Cachée', societeId: theirs.id }).create()
    await OffreFactory.merge({ userId: other.id, societeId: theirs.id, titre: 'Cachée' }).create()
    await TexteModeleFactory.merge({ userId: other.id, nom: 'Cachée privée' }).create()
    await TexteModeleFactory.merge({ userId: other.id, nom: 'Cachée partagée', sujet: null })
      .apply('shared')
      .create()
    await SocieteFactory.merge({ userId: user.id, nom: 'Cachée aussi' }).apply('trashed').create()

    const groups = await search(client, user, 'cachee')
    for (const key of ['contacts', 'societes', 'offres']) assert.deepEqual(titles(groups, key), [])
    assert.deepEqual(
      groups.find((g) => g.key === 'textes')?.items.map((item) => [item.title, item.subtitle]),
      [['Cachée partagée', 'Partagé par Marc Durand']]
    )
  })

  test('five hits per kind at most, with the total found', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await SocieteFactory.merge(
      Array.from({ length: 7 }, (_, i) => ({ userId: user.id, nom: `Atelier ${i + 1}` }))
    ).createMany(7)

    const groups = await search(client, user, 'atelier')
    const societes = groups.find((g) => g.key === 'societes')!
    assert.lengthOf(societes.items, 5)
    assert.equal(societes.total, 7)
  })

  test('a visiteur only finds sociétés; droit lecteur reads every kind of a pro', async ({
    client,
    assert,
  }) => {
    const visiteur = await UserFactory.apply('visiteur').create()
    await SocieteFactory.merge({ userId: visiteur.id, nom: 'Atelier Lemoine' }).create()
    await ContactFactory.merge({ userId: visiteur.id, nom: 'Lemoine', societeId: null }).create()
    await TexteModeleFactory.merge({ userId: visiteur.id, nom: 'Lemoine' }).create()
    const seen = await search(client, visiteur, 'lemoine')
    assert.deepEqual(
      seen.map((g) => g.key),
      ['societes']
    )
    assert.deepEqual(titles(seen, 'societes'), ['Atelier Lemoine'])

    const lecteur = await UserFactory.apply('lecteur').create()
    await ContactFactory.merge({ userId: lecteur.id, nom: 'Lemoine', societeId: null }).create()
    const read = await search(client, lecteur, 'lemoine')
    assert.deepEqual(
      read.map((g) => g.key),
      ['contacts', 'candidatures', 'societes', 'offres', 'textes']
    )
    assert.lengthOf(titles(read, 'contacts'), 1)
  })

  test('under two characters nothing is searched; over 100 is a 422 naming the field', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await SocieteFactory.merge({ userId: user.id, nom: 'A' }).create()

    for (const q of [undefined, '', ' a ']) {
      const response = await palette(client, user, q)
      response.assertStatus(200)
      assert.deepEqual(groupsOf(response.body()), [])
    }

    const tooLong = await palette(client, user, 'x'.repeat(101))
    tooLong.assertStatus(422)
    assert.containsSubset((tooLong.body() as { errors: unknown[] }).errors, [
      { field: 'q', rule: 'maxLength' },
    ])
  })

  test('a guest gets 401 JSON, an unverified user 403', async ({ client, assert }) => {
    const guest = await palette(client, null, 'dupont')
    guest.assertStatus(401)
    assert.deepEqual(guest.body(), { message: 'Authentification requise.' })

    const unverified = await UserFactory.apply('unverified').create()
    const refused = await palette(client, unverified, 'dupont')
    refused.assertStatus(403)
  })
})
