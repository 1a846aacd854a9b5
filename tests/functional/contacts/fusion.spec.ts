import { test } from '@japa/runner'
import Contact from '#models/contact'
import Societe from '#models/societe'
import Offre from '#models/offre'
import Fusion from '#models/fusion'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { as, contactsWith, failedFusion, fusionAs, ownContact, ownSociete } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete, anOffre } from '#tests/helpers/owned_records'

/*
| "Doublons": the groups of likely duplicates and the merge of two records,
| field by field, in one transaction (references re-pointed, the other
| record trashed, the merge recorded), rolled back as a whole on failure.
*/
test.group('Doublons | groups and merge', () => {
  test('the groups page gathers the contacts sharing an e-mail, a phone or a name', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const none = { email: null, telephone: null, mobile: null, societeId: null }
    const [a, b, c] = await contactsWith(user, [
      { ...none, prenom: 'Léa', nom: 'Roux', email: 'lea@x.fr' },
      { ...none, prenom: 'Lea', nom: 'ROUX', telephone: '06 11 22 33 44' },
      { ...none, prenom: 'Paul', nom: 'Petit', mobile: '+33 6 11 22 33 44' },
    ])
    await aContact(user, {
      prenom: 'Seul',
      nom: 'Unique',
      email: 'seul@x.fr',
      telephone: null,
      mobile: null,
    })
    const stranger = await UserFactory.create()
    await aContact(stranger, { email: 'lea@x.fr' })
    /* Two colleagues on their company's switchboard: not duplicates. */
    const societe = await aSociete(user)
    const switchboard = { ...none, telephone: '04 78 00 00 00', societeId: societe.id }
    await contactsWith(user, [
      { ...switchboard, prenom: 'Jean', nom: 'Standard' },
      { ...switchboard, prenom: 'Anne', nom: 'Accueil' },
    ])

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
    const { user, societe } = await ownSociete()
    const kept = await aContact(user, {
      prenom: 'Léa',
      nom: 'Roux',
      email: null,
      telephone: '01 02 03 04 05',
      notes: '<p>Gardée</p>',
      societeId: null,
    })
    const other = await aContact(user, {
      prenom: 'Lea',
      nom: 'Roux',
      email: 'lea@x.fr',
      telephone: '09 09 09 09 09',
      notes: '<p>Autre</p><script>x()</script>',
      societeId: societe.id,
    })
    const offre = await anOffre(user, societe, { contactId: other.id })

    const page = await as(
      client.get(route('contacts.fusion', {}, { a: kept.id, b: other.id })).withInertia(),
      user
    )
    page.assertInertiaComponent('doublons/fusion')

    const response = await fusionAs(client, user, 'contacts', [kept, other], {
      email: 'merged',
      societeId: 'merged',
      notes: 'both',
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
    const fusion = await Fusion.findByOrFail('keptId', kept.id)
    assert.equal(fusion.mergedId, other.id)
    assert.equal(fusion.choices.email, 'merged')
    assert.equal(fusion.choices.prenom, 'kept')
  })

  test('a failure half-way rolls everything back', async ({ client, assert }) => {
    const { user, societe } = await ownSociete()
    const kept = await aContact(user, { email: null })
    const other = await aContact(user, { email: 'b@x.fr' })
    const offre = await anOffre(user, societe, { contactId: other.id })

    await failedFusion(client, user, 'contacts', [kept, other], { email: 'merged' })
    await kept.refresh()
    await other.refresh()
    await offre.refresh()
    assert.isNull(kept.email)
    assert.isNull(other.deletedAt)
    assert.equal(offre.contactId, other.id)
    assert.lengthOf(await Fusion.all(), 0)
  })

  test('another owner’s record, a trashed one or the same twice is a 404; lecteur 403', async ({
    client,
    assert,
  }) => {
    const { user, contact: mine } = await ownContact()
    const trashed = await aContact(user, {}, 'trashed')
    const stranger = await UserFactory.create()
    const theirs = await aContact(stranger)
    for (const merged of [theirs, trashed, mine]) {
      const response = await fusionAs(client, user, 'contacts', [mine, merged])
      response.assertStatus(404)
      const page = await as(
        client.get(route('contacts.fusion', {}, { a: mine.id, b: merged.id })),
        user
      )
      page.assertStatus(404)
    }
    await theirs.refresh()
    assert.isNull(theirs.deletedAt)

    const lecteur = await UserFactory.apply('lecteur').create()
    const [x, y] = await ContactFactory.merge({ userId: lecteur.id }).createMany(2)
    const refused = await fusionAs(client, lecteur, 'contacts', [x, y])
    refused.assertStatus(403)
    const list = await as(client.get(route('contacts.doublons')), lecteur)
    list.assertStatus(403)
  })

  test('merging two sociétés re-points contacts and offres and hands the SIRET over', async ({
    client,
    assert,
  }) => {
    const { user, societe: kept } = await ownSociete({ nom: 'Hôtel du Cœur', siret: null })
    const other = await aSociete(user, { nom: 'Hotel du coeur', siret: '73282932000074' })
    const contact = await aContact(user, { societeId: other.id })
    const offre = await anOffre(user, other)

    const groups = await as(client.get(route('societes.doublons')).withInertia(), user)
    assert.lengthOf((groups.inertiaProps as { groups: unknown[] }).groups, 1)

    const response = await fusionAs(client, user, 'societes', [kept, other], { siret: 'merged' })
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
