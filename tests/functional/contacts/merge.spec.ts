import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Contact from '#models/contact'
import Societe from '#models/societe'
import Offre from '#models/offre'
import Merge from '#models/merge'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { as } from '../societes/helpers.js'
import { route } from '#tests/helpers/routes'

/*
| "Doublons": the groups of likely duplicates and the merge of two records,
| field by field, in one transaction (references re-pointed, the other
| record trashed, the merge recorded), rolled back as a whole on failure.
*/
function post(client: any, user: User, url: string, body: object) {
  return as(client.post(url).json(body), user).withCsrfToken().redirects(0)
}

test.group('Doublons | groups and merge', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('the groups page gathers the contacts sharing an e-mail, a phone or a name', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const a = await ContactFactory.merge({
      userId: user.id,
      prenom: 'Léa',
      nom: 'Roux',
      email: 'lea@x.fr',
      telephone: null,
      mobile: null,
      societeId: null,
    }).create()
    const b = await ContactFactory.merge({
      userId: user.id,
      prenom: 'Lea',
      nom: 'ROUX',
      email: null,
      telephone: '06 11 22 33 44',
      mobile: null,
      societeId: null,
    }).create()
    const c = await ContactFactory.merge({
      userId: user.id,
      prenom: 'Paul',
      nom: 'Petit',
      email: null,
      telephone: null,
      mobile: '+33 6 11 22 33 44',
      societeId: null,
    }).create()
    await ContactFactory.merge({
      userId: user.id,
      prenom: 'Seul',
      nom: 'Unique',
      email: 'seul@x.fr',
      telephone: null,
      mobile: null,
    }).create()
    const stranger = await UserFactory.create()
    await ContactFactory.merge({ userId: stranger.id, email: 'lea@x.fr' }).create()
    /* Two colleagues on their company's switchboard: not duplicates. */
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    await ContactFactory.merge([
      {
        userId: user.id,
        prenom: 'Jean',
        nom: 'Standard',
        telephone: '04 78 00 00 00',
        mobile: null,
        email: null,
        societeId: societe.id,
      },
      {
        userId: user.id,
        prenom: 'Anne',
        nom: 'Accueil',
        telephone: '04 78 00 00 00',
        mobile: null,
        email: null,
        societeId: societe.id,
      },
    ]).createMany(2)

    const response = await as(client.get(route('contacts.doublons')).withInertia(), user)
    response.assertStatus(200)
    response.assertInertiaComponent('doublons/index')
    const groups = (
      response.inertiaProps as { groups: { reasons: string[]; records: { id: number }[] }[] }
    ).groups
    assert.lengthOf(groups, 1)
    assert.sameMembers(
      groups[0].records.map((record) => record.id),
      [a.id, b.id, c.id]
    )
    assert.sameMembers(groups[0].reasons, ['même nom, même société', 'même téléphone'])
  })

  test('merging two contacts: chosen values, offres re-pointed, the other trashed, recorded', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    const kept = await ContactFactory.merge({
      userId: user.id,
      prenom: 'Léa',
      nom: 'Roux',
      email: null,
      telephone: '01 02 03 04 05',
      notes: '<p>Gardée</p>',
      societeId: null,
    }).create()
    const other = await ContactFactory.merge({
      userId: user.id,
      prenom: 'Lea',
      nom: 'Roux',
      email: 'lea@x.fr',
      telephone: '09 09 09 09 09',
      notes: '<p>Autre</p><script>x()</script>',
      societeId: societe.id,
    }).create()
    const offre = await OffreFactory.merge({
      userId: user.id,
      societeId: societe.id,
      contactId: other.id,
    }).create()

    const page = await as(
      client.get(route('contacts.fusion', {}, { a: kept.id, b: other.id })).withInertia(),
      user
    )
    page.assertInertiaComponent('doublons/fusion')

    const response = await post(client, user, route('contacts.fusion.store'), {
      kept: kept.id,
      merged: other.id,
      choices: { email: 'merged', societeId: 'merged', notes: 'both' },
    })
    response.assertStatus(302)
    response.assertHeader('location', route('contacts.show', { id: kept.id }))
    response.assertFlashMessage('success', 'Contacts fusionnés.')

    await kept.refresh()
    await other.refresh()
    await offre.refresh()
    assert.equal(kept.email, 'lea@x.fr')
    assert.equal(kept.telephone, '01 02 03 04 05')
    assert.equal(kept.societeId, societe.id)
    assert.equal(kept.notes, '<p>Gardée</p><p>Autre</p>')
    assert.isNotNull(other.deletedAt)
    assert.equal(offre.contactId, kept.id)
    const merge = await Merge.findByOrFail('keptId', kept.id)
    assert.equal(merge.mergedId, other.id)
    assert.equal(merge.choices.email, 'merged')
    assert.equal(merge.choices.prenom, 'kept')
  })

  test('a failure half-way rolls everything back', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const societe = await SocieteFactory.merge({ userId: user.id }).create()
    const kept = await ContactFactory.merge({ userId: user.id, email: null }).create()
    const other = await ContactFactory.merge({ userId: user.id, email: 'b@x.fr' }).create()
    const offre = await OffreFactory.merge({
      userId: user.id,
      societeId: societe.id,
      contactId: other.id,
    }).create()

    const create = Merge.create
    Merge.create = (() => Promise.reject(new Error('panne simulée'))) as typeof Merge.create
    try {
      const response = await post(client, user, route('contacts.fusion.store'), {
        kept: kept.id,
        merged: other.id,
        choices: { email: 'merged' },
      })
      response.assertStatus(500)
    } finally {
      Merge.create = create
    }
    await kept.refresh()
    await other.refresh()
    await offre.refresh()
    assert.isNull(kept.email)
    assert.isNull(other.deletedAt)
    assert.equal(offre.contactId, other.id)
    assert.lengthOf(await Merge.all(), 0)
  })

  test('another owner’s record, a trashed one or the same twice is a 404; lecteur 403', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const mine = await ContactFactory.merge({ userId: user.id }).create()
    const trashed = await ContactFactory.merge({ userId: user.id }).apply('trashed').create()
    const stranger = await UserFactory.create()
    const theirs = await ContactFactory.merge({ userId: stranger.id }).create()
    for (const merged of [theirs.id, trashed.id, mine.id]) {
      const response = await post(client, user, route('contacts.fusion.store'), {
        kept: mine.id,
        merged,
        choices: {},
      })
      response.assertStatus(404)
      const page = await as(
        client.get(route('contacts.fusion', {}, { a: mine.id, b: merged })),
        user
      )
      page.assertStatus(404)
    }
    await theirs.refresh()
    assert.isNull(theirs.deletedAt)

    const lecteur = await UserFactory.apply('lecteur').create()
    const [x, y] = await ContactFactory.merge({ userId: lecteur.id }).createMany(2)
    const refused = await post(client, lecteur, route('contacts.fusion.store'), {
      kept: x.id,
      merged: y.id,
      choices: {},
    })
    refused.assertStatus(403)
    const list = await as(client.get(route('contacts.doublons')), lecteur)
    list.assertStatus(403)
  })

  test('merging two sociétés re-points contacts and offres and hands the SIRET over', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const kept = await SocieteFactory.merge({
      userId: user.id,
      nom: 'Hôtel du Cœur',
      siret: null,
    }).create()
    const other = await SocieteFactory.merge({
      userId: user.id,
      nom: 'Hotel du coeur',
      siret: '73282932000074',
    }).create()
    const contact = await ContactFactory.merge({ userId: user.id, societeId: other.id }).create()
    const offre = await OffreFactory.merge({ userId: user.id, societeId: other.id }).create()

    const groups = await as(client.get(route('societes.doublons')).withInertia(), user)
    assert.lengthOf((groups.inertiaProps as { groups: unknown[] }).groups, 1)

    const response = await post(client, user, route('societes.fusion.store'), {
      kept: kept.id,
      merged: other.id,
      choices: { siret: 'merged' },
    })
    response.assertFlashMessage('success', 'Sociétés fusionnées.')
    response.assertHeader('location', route('societes.edit', { id: kept.id }))
    await kept.refresh()
    await other.refresh()
    await contact.refresh()
    await offre.refresh()
    assert.equal(kept.siret, '73282932000074')
    assert.isNull(other.siret)
    assert.isNotNull(other.deletedAt)
    assert.equal(contact.societeId, kept.id)
    assert.equal(offre.societeId, kept.id)
    /* Their search text carries the kept société's name. */
    const found = await Offre.query()
      .where('id', offre.id)
      .whereRaw('search_text like ?', ['%hotel du coeur%'])
    assert.lengthOf(found, 1)
    assert.lengthOf(await Societe.query().where('userId', user.id).whereNull('deletedAt'), 1)
    assert.lengthOf(await Contact.query().where('societeId', other.id), 0)
  })
})
