import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type Societe from '#models/societe'
import Interaction from '#models/interaction'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { assertListBudget } from '#tests/helpers/list_queries'
import { SHOWN } from '#services/societes/societe_page'
import { as, visit } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact, anOffre, aSociete } from '#tests/helpers/owned_records'

type Row = { id: number; nomComplet?: string; titre?: string; statut: string }
type Section = { total: number; rows: Row[] }

/** A company of `user` (a new pro unless given) with two contacts (one trashed), two offers and a call. */
async function companyWithPeople(owner?: User) {
  const user = owner ?? (await UserFactory.create())
  const societe = await aSociete(user, {
    nom: 'Boulangerie Martin',
    siteWeb: 'https://www.boulangerie-martin.fr',
    description: '<p>Artisan depuis <strong>1950</strong>.</p>',
  })
  const claire = await aContact(user, {
    societeId: societe.id,
    prenom: 'Claire',
    nom: 'Durand',
    statut: 'client',
  })
  await aContact(user, { societeId: societe.id, nom: 'Ancien' }, 'trashed')
  const elsewhere = await aSociete(user)
  await aContact(user, { societeId: elsewhere.id, nom: 'Ailleurs' })
  await anOffre(user, societe, { titre: 'Boulanger H/F' }, 'publiee')
  await anOffre(user, societe, { titre: 'Vendeur H/F' })
  await Interaction.create({
    userId: user.id,
    contactId: claire.id,
    type: 'appel',
    occurredAt: DateTime.now().minus({ hours: 1 }),
    resume: '<p>Besoin de deux apprentis</p>',
  })
  return { user, societe }
}

/**
 * The company with its people of `owner` (companyWithPeople: a new pro unless given),
 * `before` done to it, and its page as its owner reads it (answered 200).
 */
async function companyPage(
  client: ApiClient,
  { owner, before }: { owner?: User; before?: (societe: Societe) => Promise<unknown> } = {}
) {
  const { user, societe } = await companyWithPeople(owner)
  await before?.(societe)
  const response = await visit(client, user, route('societes.show', { id: societe.id }))
  response.assertStatus(200)
  return { societe, response, props: response.inertiaProps as Record<string, any> }
}

test.group('Sociétés | the company page', () => {
  test('the owner sees the company, its live contacts and offers with their statut, and its timeline', async ({
    client,
    assert,
  }) => {
    const { response, props } = await companyPage(client)
    response.assertInertiaComponent('societes/show')
    assert.equal(props.societe.nom, 'Boulangerie Martin')
    assert.equal(props.societe.siteWeb, 'https://www.boulangerie-martin.fr')
    assert.include(props.societe.description, '<strong>1950</strong>')

    const contacts = props.contacts as Section
    assert.equal(contacts.total, 1, 'the trashed contact and another company’s are left out')
    assert.deepEqual(
      contacts.rows.map((row) => [row.nomComplet, row.statut]),
      [['Claire Durand', 'client']]
    )
    const offres = props.offres as Section
    assert.equal(offres.total, 2)
    assert.sameDeepMembers(
      offres.rows.map((row) => [row.titre, row.statut]),
      [
        ['Boulanger H/F', 'publiee'],
        ['Vendeur H/F', 'brouillon'],
      ]
    )
    const kinds = props.activity.timeline.entries.map((entry: { kind: string }) => entry.kind)
    assert.include(kinds, 'interaction', 'the call with its contact is on the timeline')
    assert.deepEqual(props.can, { update: true, delete: true, restore: true, createRelated: true })
  })

  test('the create and export paths are not taken for an id', async ({ client }) => {
    const user = await UserFactory.create()
    const create = await visit(client, user, route('societes.create'))
    create.assertInertiaComponent('societes/create')
    const exported = await as(client.get(route('societes.export')), user)
    exported.assertHeader('content-type', 'text/csv; charset=utf-8')
  })

  test('droit lecteur reads the page but is offered no write', async ({ client, assert }) => {
    const user = await UserFactory.apply('lecteur').create()
    const { props } = await companyPage(client, { owner: user })
    assert.deepEqual(props.can, {
      update: false,
      delete: false,
      restore: false,
      createRelated: false,
    })
    assert.equal(props.contacts.total, 1)
    assert.equal(props.offres.total, 2)
    assert.isFalse(props.activity.canInteract)
  })

  test('role esi uses it as a pro does; a visiteur sees the company without contacts, offers or timeline', async ({
    client,
    assert,
  }) => {
    const esi = await UserFactory.apply('esi').create()
    const esiPage = await companyPage(client, { owner: esi })
    assert.equal(esiPage.props.contacts.total, 1)
    assert.isTrue(esiPage.props.can.createRelated)

    const visiteur = await UserFactory.apply('visiteur').create()
    const societe = await aSociete(visiteur)
    const response = await visit(client, visiteur, route('societes.show', { id: societe.id }))
    response.assertStatus(200)
    response.assertInertiaPropsContains({
      contacts: null,
      offres: null,
      activity: null,
      can: { update: true, createRelated: false },
    })
  })

  test('a trashed company shows as its edit page does: with Restaurer, nothing to add to it', async ({
    client,
    assert,
  }) => {
    const { props } = await companyPage(client, { before: (societe) => societe.moveToTrash() })
    assert.isNotNull(props.societe.deletedAt)
    assert.isTrue(props.can.restore)
    assert.isFalse(props.can.createRelated)
    assert.equal(props.contacts.total, 1)
  })

  test('many contacts and offers: the first few, the totals, and the same queries as for a few', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await companyWithPeople()
    await assertListBudget(assert, client, user, {
      list: route('societes.show', { id: societe.id }),
      async grow() {
        await ContactFactory.merge({ userId: user.id, societeId: societe.id }).createMany(30)
        await OffreFactory.merge({ userId: user.id, societeId: societe.id }).createMany(20)
      },
      check(response) {
        const props = response.inertiaProps as Record<string, any>
        assert.equal(props.contacts.total, 31)
        assert.lengthOf(props.contacts.rows, SHOWN)
        assert.equal(props.offres.total, 22)
        assert.lengthOf(props.offres.rows, SHOWN)
      },
      variants: [],
      most: 15,
      why: 'user, bell, new applications, company, count and rows of each section, the timeline’s two sources and their preloads',
    })
  })

  test('the header search and the dashboard’s latest lists link a société to its page', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await companyWithPeople()
    const search = await visit(client, user, route('search', {}, { q: 'Boulangerie' }))
    const groups = search.inertiaProps.groups as { key: string; items: { href: string }[] }[]
    const found = groups.find((kind) => kind.key === 'societes')!
    assert.equal(found.items[0].href, route('societes.show', { id: societe.id }))

    const dashboard = await visit(client, user, route('dashboard'))
    const props = dashboard.inertiaProps as Record<string, any>
    const claire = props.latestContacts.find(
      (contact: { nomComplet: string }) => contact.nomComplet === 'Claire Durand'
    )
    assert.deepEqual(claire.societe, { id: societe.id, nom: 'Boulangerie Martin' })
    assert.deepEqual(props.latestOffres[0].societe, { id: societe.id, nom: 'Boulangerie Martin' })
  })
})
