import { test } from '@japa/runner'
import Contact from '#models/contact'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { as, fieldErrors } from '../societes/helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact } from '#tests/helpers/owned_records'
import { sendAs } from '#tests/helpers/as_user'
import { ownContact } from './helpers.js'

/*
| "Actions groupées" on the contacts list: the ticked rows or every row the
| list's filters match, one request, one transaction, one toast; another
| owner's id is a 404 that changes nothing; droit "lecteur" gets a 403.
*/

function post(client: any, user: User, body: Record<string, unknown>) {
  return sendAs(client.post(route('contacts.bulk')).json(body), user).header(
    'referer',
    `http://localhost${route('contacts.index', {}, { statut: 'prospect' })}`
  )
}

async function states(user: User) {
  const rows = await Contact.query().where('userId', user.id).orderBy('id')
  return rows.map((row) => `${row.nom}:${row.statut}:${row.deletedAt ? 'corbeille' : 'vivant'}`)
}

test.group('Contacts | bulk actions', () => {
  test('the ticked contacts go to the trash and come back, with a French toast', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const [a, b, c] = await ContactFactory.merge({
      userId: user.id,
      statut: 'prospect',
    }).createMany(3)
    await a.merge({ nom: 'A' }).save()
    await b.merge({ nom: 'B' }).save()
    await c.merge({ nom: 'C' }).save()

    const trashed = await post(client, user, { action: 'trash', ids: [a.id, b.id] })
    trashed.assertStatus(302)
    trashed.assertHeader('location', route('contacts.index', {}, { statut: 'prospect' }))
    trashed.assertFlashMessage('success', '2 contacts déplacés dans la corbeille.')
    assert.deepEqual(await states(user), [
      'A:prospect:corbeille',
      'B:prospect:corbeille',
      'C:prospect:vivant',
    ])

    /* Again: nothing left to move. */
    const again = await post(client, user, { action: 'trash', ids: [a.id] })
    again.assertFlashMessage('success', 'Aucun contact n’a changé.')

    const restored = await post(client, user, { action: 'restore', ids: [a.id, b.id, c.id] })
    restored.assertFlashMessage('success', '2 contacts restaurés.')
    assert.deepEqual(await states(user), [
      'A:prospect:vivant',
      'B:prospect:vivant',
      'C:prospect:vivant',
    ])
  })

  test('a statut for the ticked contacts; every contact the filters match with "all"', async ({
    client,
    assert,
  }) => {
    const [user, other] = await UserFactory.createMany(2)
    await aContact(user, { nom: 'Dupré', statut: 'prospect' })
    await aContact(user, { nom: 'Dupond', statut: 'prospect' })
    const martin = await aContact(user, { nom: 'Martin', statut: 'prospect' })
    await aContact(other, { nom: 'Dupuis', statut: 'prospect' })

    const one = await post(client, user, { action: 'statut', statut: 'client', ids: [martin.id] })
    one.assertFlashMessage('success', '1 contact passé au statut « Client ».')

    /* "The 2 matching results" of a search: never another owner's, never Martin. */
    const all = await post(client, user, {
      action: 'statut',
      statut: 'partenaire',
      all: true,
      query: { search: 'dup' },
    })
    all.assertFlashMessage('success', '2 contacts passés au statut « Partenaire ».')
    assert.deepEqual(await states(user), [
      'Dupré:partenaire:vivant',
      'Dupond:partenaire:vivant',
      'Martin:client:vivant',
    ])
    assert.deepEqual(await states(other), ['Dupuis:prospect:vivant'])
  })

  test("another owner's id is a 404 and nothing changes, not even the caller's own rows", async ({
    client,
    assert,
  }) => {
    const [user, other] = await UserFactory.createMany(2)
    const mine = await aContact(user, { nom: 'Mien' })
    const theirs = await aContact(other, { nom: 'Sien' })
    const before = [await states(user), await states(other)]

    for (const ids of [
      [mine.id, theirs.id],
      [mine.id, 999_999],
    ]) {
      const response = await post(client, user, { action: 'trash', ids })
      response.assertStatus(404)
    }
    assert.deepEqual([await states(user), await states(other)], before)
  })

  test('refusals: lecteur 403, a bad action or statut a French error, nothing written', async ({
    client,
    assert,
  }) => {
    const lecteur = await UserFactory.apply('lecteur').create()
    const own = await aContact(lecteur, { nom: 'Lu' })
    const refused = await post(client, lecteur, { action: 'trash', ids: [own.id] })
    refused.assertStatus(403)
    assert.deepEqual(await states(lecteur), [`Lu:${own.statut}:vivant`])

    const { user, contact } = await ownContact({ nom: 'Nom' })
    const before = await states(user)
    for (const body of [
      { action: 'purger', ids: [contact.id] },
      { action: 'statut', ids: [contact.id] },
      { action: 'statut', statut: 'roi', ids: [contact.id] },
      { action: 'trash' },
      { action: 'trash', ids: ['1 or 1=1'] },
      { action: 'trash', ids: Array.from({ length: 1001 }, (_, index) => index + 1) },
    ]) {
      const response = await post(client, user, body)
      response.assertStatus(302)
      assert.isNotEmpty(Object.keys(fieldErrors(response)), JSON.stringify(body).slice(0, 60))
    }
    assert.deepEqual(await states(user), before)
  })

  test('the same request twenty times at once moves each contact once', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const contacts = await ContactFactory.merge({ userId: user.id }).createMany(5)
    const ids = contacts.map((contact) => contact.id)
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(client, user, { action: 'trash', ids }))
    )
    const toasts = responses.map((response) => String(response.flashMessage('success')))
    assert.equal(
      toasts.filter((toast) => toast === '5 contacts déplacés dans la corbeille.').length,
      1
    )
    assert.equal(toasts.filter((toast) => toast === 'Aucun contact n’a changé.').length, 19)
  })

  test('the CSV export of the ticked rows only; another owner’s id is a 404', async ({
    client,
    assert,
  }) => {
    const [user, other] = await UserFactory.createMany(2)
    const [a, , c] = await ContactFactory.merge({ userId: user.id }).createMany(3)
    const theirs = await aContact(other)

    const csv = await as(client.get(route('contacts.export', {}, { ids: `${a.id},${c.id}` })), user)
    csv.assertStatus(200)
    const lines = csv.text().trim().split(/\r?\n/)
    assert.lengthOf(lines, 3)
    assert.include(lines.join('\n'), a.nom)
    assert.include(lines.join('\n'), c.nom)

    const foreign = await as(
      client.get(route('contacts.export', {}, { ids: `${a.id},${theirs.id}` })),
      user
    )
    foreign.assertStatus(404)
  })
})
