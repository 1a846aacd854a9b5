import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Modification from '#models/modification'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete, anOffre } from '#tests/helpers/owned_records'
import { sendAs, sendJsonAs } from '#tests/helpers/as_user'
import { importOf, runAll } from '../imports/helpers.js'
import {
  contactsWith,
  failedFusion,
  fusionAs,
  ownContact,
  ownSociete,
  userWithSocietes,
} from './helpers.js'

/*
| The history of changes (docs/product.md, "Activité") as HTTP requests
| write it: each action once, by the signed-in user, with its fields old →
| new; nothing for a refused request or a rolled-back change.
*/
function history(subjectType: string, subjectId: number) {
  return Modification.query()
    .where('subject_type', subjectType)
    .where('subject_id', subjectId)
    .orderBy('id')
}

/** The rows after the creation (the factory's, written without an author). */
async function changesOf(subjectType: string, subjectId: number) {
  const rows = await history(subjectType, subjectId)
  return rows.filter((row) => row.action !== 'created')
}

async function countOf(subjectType: string, subjectId: number) {
  const rows = await history(subjectType, subjectId)
  return rows.length
}

test.group('History of changes', () => {
  test('a contact created then changed: two rows by the user, fields old → new, names for the société, rich text as "modifié"', async ({
    client,
    assert,
  }) => {
    const { user, societes } = await userWithSocietes('Acme', 'Globex')
    const [acme, globex] = societes
    const created = await sendAs(
      client
        .post(route('contacts.store'))
        .form({ nom: 'Dupont', prenom: 'Marie', societeId: acme.id, notes: '<p>Un</p>' }),
      user
    )
    created.assertStatus(302)
    const id = Number(/\/app\/contacts\/(\d+)$/.exec(created.header('location') ?? '')?.[1])

    await sendAs(
      client.put(route('contacts.update', { id })).form({
        nom: 'Durand',
        prenom: 'Marie',
        societeId: globex.id,
        notes: '<p>Deux</p>',
        statut: 'prospect',
      }),
      user
    )

    const rows = await history('contact', id)
    assert.deepEqual(
      rows.map((row) => [row.action, row.actorId, row.userId]),
      [
        ['created', user.id, user.id],
        ['updated', user.id, user.id],
      ]
    )
    assert.deepEqual(rows[0].changes, [])
    assert.sameDeepMembers(rows[1].changes, [
      { field: 'nom', from: 'Dupont', to: 'Durand' },
      { field: 'societeId', from: 'Acme', to: 'Globex' },
      { field: 'notes', rich: true },
    ])
    assert.notInclude(JSON.stringify(rows[1].changes), 'Deux')

    /* Saving the same values again writes nothing. */
    await sendAs(
      client
        .put(route('contacts.update', { id }))
        .form({ nom: 'Durand', prenom: 'Marie', societeId: globex.id, notes: '<p>Deux</p>' }),
      user
    )
    assert.lengthOf(await history('contact', id), 2)
  })

  test('a refused form writes nothing; no row ever holds a password or a token', async ({
    client,
    assert,
  }) => {
    const { user, contact } = await ownContact({ societeId: null })
    const before = await countOf('contact', contact.id)
    const refused = await sendAs(
      client
        .put(route('contacts.update', { id: contact.id }))
        .form({ nom: '', email: 'pas-une-adresse' }),
      user
    )
    refused.assertStatus(302)
    assert.lengthOf(await history('contact', contact.id), before)

    await sendAs(
      client.patch(route('profile.update')).form({ fullName: 'Nouveau Nom', email: user.email }),
      user
    )
    const everything = JSON.stringify(await db.from('activities').select('*'))
    assert.notMatch(everything, /password|token|scrypt/i)
  })

  test('trash and restore, one by one and in bulk; a bulk statut change records each row’s old statut', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const [a, b] = await contactsWith(user, [
      { societeId: null, statut: 'prospect' },
      { societeId: null, statut: 'client' },
    ])
    await sendAs(client.delete(route('contacts.destroy', { id: a.id })), user)
    await sendAs(client.put(route('contacts.restore', { id: a.id })), user)
    await sendJsonAs(client, user, route('contacts.bulk'), { action: 'trash', ids: [a.id, b.id] })
    await sendJsonAs(client, user, route('contacts.bulk'), { action: 'restore', ids: [a.id, b.id] })
    await sendJsonAs(client, user, route('contacts.bulk'), {
      action: 'statut',
      ids: [a.id, b.id],
      statut: 'partenaire',
    })

    const actions = async (id: number) => {
      const rows = await history('contact', id)
      return rows.map((row) => [row.action, row.actorId])
    }
    assert.deepEqual(await actions(a.id), [
      ['created', null],
      ['trashed', user.id],
      ['restored', user.id],
      ['trashed', user.id],
      ['restored', user.id],
      ['statut', user.id],
    ])
    assert.deepEqual(await actions(b.id), [
      ['created', null],
      ['trashed', user.id],
      ['restored', user.id],
      ['statut', user.id],
    ])
    const [, , , , lastA] = await changesOf('contact', a.id)
    const [, , lastB] = await changesOf('contact', b.id)
    assert.deepEqual(lastA.changes, [{ field: 'statut', from: 'prospect', to: 'partenaire' }])
    assert.deepEqual(lastB.changes, [{ field: 'statut', from: 'client', to: 'partenaire' }])
  })

  test('20 identical bulk trash requests at once: each contact’s trash is recorded once', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const contacts = await ContactFactory.merge({ userId: user.id, societeId: null }).createMany(5)
    const ids = contacts.map((contact) => contact.id)
    await Promise.all(
      Array.from({ length: 20 }, () =>
        sendJsonAs(client, user, route('contacts.bulk'), { action: 'trash', ids })
      )
    )
    const trashed = await Modification.query().where('action', 'trashed').whereIn('subject_id', ids)
    assert.sameMembers(
      trashed.map((row) => row.subjectId),
      ids
    )
  })

  test('an offre: created, published and closed as statut changes', async ({ client, assert }) => {
    const { user, societe } = await ownSociete()
    const offre = await anOffre(user, societe)
    const publish = await sendAs(client.post(route('offres.publish', { id: offre.id })), user)
    publish.assertStatus(302)
    await sendAs(client.post(route('offres.close', { id: offre.id })), user)
    const rows = await history('offre', offre.id)
    assert.deepEqual(
      rows.map((row) => [row.action, row.changes]),
      [
        ['created', []],
        ['statut', [{ field: 'statut', from: 'brouillon', to: 'publiee' }]],
        ['statut', [{ field: 'statut', from: 'publiee', to: 'cloturee' }]],
      ]
    )
  })

  test(
    'a {kind} merge: "merged" on the kept record, "merged_into" on the other, once each; a failed merge leaves no row'
  )
    .with([
      {
        label: 'contact',
        kind: 'contacts' as const,
        subject: 'contact',
        records: async (user: User) => [
          await aContact(user, { societeId: null, prenom: 'Léa', nom: 'Roux', email: null }),
          await aContact(user, { societeId: null, prenom: 'Lea', nom: 'ROUX', email: 'lea@x.fr' }),
        ],
        choices: { email: 'merged' },
        merged: ['Lea ROUX', [{ field: 'email', from: null, to: 'lea@x.fr' }]],
        mergedInto: 'Léa Roux',
      },
      {
        /* Taking the other's SIRET: one row each side, the SIRET handover not a separate one. */
        label: 'société',
        kind: 'societes' as const,
        subject: 'societe',
        records: async (user: User) => [
          await aSociete(user, { nom: 'Acme', siret: null }),
          await aSociete(user, { nom: 'ACME', siret: '73282932000074' }),
        ],
        choices: { siret: 'merged' },
        merged: ['ACME', [{ field: 'siret', from: null, to: '73282932000074' }]],
        mergedInto: 'Acme',
      },
    ])
    .run(async ({ client, assert }, { kind, subject, records, choices, merged, mergedInto }) => {
      const user = await UserFactory.create()
      const [kept, other] = await records(user)
      await failedFusion(client, user, kind, [kept, other], choices)
      assert.lengthOf(await Modification.query().whereIn('action', ['merged', 'merged_into']), 0)

      const response = await fusionAs(client, user, kind, [kept, other], choices)
      response.assertStatus(302)
      const keptRows = await changesOf(subject, kept.id)
      const otherRows = await changesOf(subject, other.id)
      assert.deepEqual(
        keptRows.map((row) => [row.action, row.detail, row.actorId, row.changes]),
        [['merged', merged[0], user.id, merged[1]]]
      )
      assert.deepEqual(
        otherRows.map((row) => [row.action, row.detail]),
        [['merged_into', mergedInto]]
      )
    })

  test('an import: "imported" for each created or updated row, with the file name; undo: "import_undone"', async ({
    client,
    assert,
  }) => {
    const { user, contact: known } = await ownContact({
      societeId: null,
      nom: 'Old',
      email: 'bob@x.fr',
      statut: 'client',
    })
    const csv = 'Nom,E-mail\nNew,bob@x.fr\nNeuve,neuve@x.fr\n'
    const imp = await importOf(client, user, 'contacts', csv, 'mes contacts.csv')
    const mapping = { nom: 0, email: 1 }
    await runAll(client, user, 'contacts', imp, { mapping, update: true }, 5)
    const imported = await Modification.query().where('action', 'imported').orderBy('id')
    assert.lengthOf(imported, 2)
    assert.isTrue(
      imported.every((row) => row.detail === 'mes contacts.csv' && row.actorId === user.id)
    )
    const update = imported.find((row) => row.subjectId === known.id)!
    /* Only what the file gives: the statut it has no column for stays (it was reset to "prospect"). */
    assert.deepEqual(update.changes, [{ field: 'nom', from: 'Old', to: 'New' }])
    await known.refresh()
    assert.equal(known.statut, 'client')

    await sendAs(client.post(route('contacts.import.undo', { id: imp.id })), user)
    const undone = await Modification.query().where('action', 'import_undone').orderBy('subject_id')
    assert.lengthOf(undone, 2)
    assert.deepEqual(undone.find((row) => row.subjectId === known.id)!.changes, [
      { field: 'nom', from: 'New', to: 'Old' },
    ])
  })

  test('emptying the trash deletes the history of the contacts deleted for good', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const [gone, kept] = await contactsWith(user, [{ societeId: null }, { societeId: null }])
    await sendAs(client.delete(route('contacts.destroy', { id: gone.id })), user)
    await sendAs(client.delete(route('contacts.empty_trash')), user)
    assert.lengthOf(await history('contact', gone.id), 0)
    assert.lengthOf(await history('contact', kept.id), 1)
  })
})
