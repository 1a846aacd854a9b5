import { test } from '@japa/runner'
import type { ApiRequest } from '@japa/api-client'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete, aTexte, anOffre } from '#tests/helpers/owned_records'
import { ownSociete } from '../contacts/helpers.js'

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
/** A palette row: the record's id, its two lines and the page it opens. */
const row = (
  record: { id: number },
  title: string,
  subtitle: string,
  page: 'contacts.show' | 'societes.show' | 'offres.edit' | 'textes.show'
): Item => ({ id: record.id, title, subtitle, href: route(page, { id: record.id }) })
const titles = (groups: Group[], key: string) =>
  groups.find((group) => group.key === key)?.items.map((item) => item.title) ?? []

test.group('Command palette | GET /api/user/palette', () => {
  test('the caller’s contacts, sociétés, offres and templates, grouped, each with a second line', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await ownSociete({
      nom: 'Garnier Bâtiment',
      ville: 'Lyon',
      siret: '73282932000074',
    })
    const contact = await aContact(user, {
      prenom: 'Élise',
      nom: 'Garnier',
      email: 'elise.garnier@example.fr',
      societeId: societe.id,
    })
    const offre = await anOffre(user, societe, { titre: 'Maçon coffreur' }, 'publiee')
    const texte = await aTexte(user, { nom: 'Relance Garnier', sujet: 'Votre candidature' })

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
      row(contact, 'Élise Garnier', 'Garnier Bâtiment · elise.garnier@example.fr', 'contacts.show'),
    ])
    assert.deepEqual(societes.items, [
      row(societe, 'Garnier Bâtiment', 'Lyon · 732 829 320 00074', 'societes.show'),
    ])
    /* Found through its société's name; the second line says where it stands. */
    assert.deepEqual(offres.items, [
      row(offre, 'Maçon coffreur', 'Publiée · Garnier Bâtiment', 'offres.edit'),
    ])
    assert.deepEqual(textes.items, [
      row(texte, 'Relance Garnier', 'Votre candidature', 'textes.show'),
    ])
  })

  test('another owner’s records never appear, nor trashed ones; a shared template does, marked', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.merge({ fullName: 'Marc Durand' }).create()
    const theirs = await aSociete(other, { nom: 'Cachée SARL' })
    await aContact(other, { nom: 'Cachée', societeId: theirs.id })
    await anOffre(other, theirs, { titre: 'Cachée' })
    await aTexte(other, { nom: 'Cachée privée' })
    await aTexte(other, { nom: 'Cachée partagée', sujet: null }, 'shared')
    await aSociete(user, { nom: 'Cachée aussi' }, 'trashed')

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
    await aSociete(visiteur, { nom: 'Atelier Lemoine' })
    await aContact(visiteur, { nom: 'Lemoine', societeId: null })
    await aTexte(visiteur, { nom: 'Lemoine' })
    const seen = await search(client, visiteur, 'lemoine')
    assert.deepEqual(
      seen.map((g) => g.key),
      ['societes']
    )
    assert.deepEqual(titles(seen, 'societes'), ['Atelier Lemoine'])

    const lecteur = await UserFactory.apply('lecteur').create()
    await aContact(lecteur, { nom: 'Lemoine', societeId: null })
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
    const { user } = await ownSociete({ nom: 'A' })

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
