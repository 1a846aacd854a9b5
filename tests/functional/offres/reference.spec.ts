import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Offre from '#models/offre'
import { nextReference } from '#models/offre_reference'
import { UserFactory } from '#database/factories/user_factory'
import {
  REFERENCE,
  offreOf,
  proAndSociete,
  proWithSociete,
  referenceOf,
  sendOffre,
  storedReferences,
  submit,
} from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| References are OFF-<year>-<0001…>, one counter per year (docs/product.md §3). The same
| file runs on SQLite and PostgreSQL: the concurrent creates go through the
| HTTP server, each in its own transaction, as real clicks would.
*/
test.group('Offres | reference', () => {
  test('the first offers of the year are numbered 0001, 0002… in creation order', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    for (const titre of ['Première', 'Deuxième', 'Troisième']) {
      await sendOffre(client, user, {
        titre,
        societeId: societe.id,
      })
    }
    const offres = await Offre.query().orderBy('id', 'asc')
    assert.deepEqual(
      offres.map((offre) => [offre.titre, offre.reference]),
      [
        ['Première', referenceOf(1)],
        ['Deuxième', referenceOf(2)],
        ['Troisième', referenceOf(3)],
      ]
    )
  })

  test('the counter is shared by every owner: references are unique across the platform', async ({
    client,
    assert,
  }) => {
    const first = await UserFactory.create()
    const second = await UserFactory.create()
    for (const user of [first, second, first]) {
      const societe = await proWithSociete(user)
      await sendOffre(client, user, {
        societeId: societe.id,
      })
    }
    const references = await storedReferences()
    assert.deepEqual(references, [referenceOf(1), referenceOf(2), referenceOf(3)])
  })

  test('each year has its own counter', async ({ assert }) => {
    const { user, societe } = await proAndSociete()
    const lastYear = DateTime.now().setZone('Europe/Paris').minus({ years: 1 })
    const old = await offreOf(user, societe, { createdAt: lastYear }).createMany(2)
    const current = await offreOf(user, societe).create()
    assert.deepEqual(
      old.map((offre) => offre.reference),
      [referenceOf(1, lastYear.year), referenceOf(2, lastYear.year)]
    )
    assert.equal(current.reference, referenceOf(1))
  })

  test('20 offers created at the same moment get 20 different, gapless references', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sendOffre(client, user, {
          titre: `Offre ${i}`,
          societeId: societe.id,
        })
      )
    )
    for (const response of responses) response.assertStatus(302)

    const references = await storedReferences()
    assert.lengthOf(references, 20)
    assert.lengthOf(new Set(references), 20)
    assert.isTrue(references.every((reference) => REFERENCE.test(reference)))
    assert.sameMembers(
      references,
      Array.from({ length: 20 }, (_, i) => referenceOf(i + 1))
    )
    const year = DateTime.now().setZone('Europe/Paris').year
    const counter = await db.from('offre_sequences').where('year', year).firstOrFail()
    assert.equal(Number(counter.last), 20)
  })

  test('concurrent creates and duplicates still never share a reference', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    const closed = await offreOf(user, societe).apply('cloturee').createMany(5)
    await Promise.all([
      ...closed.map((offre) =>
        submit(client, user, 'POST', route('offres.duplicate', { id: offre.id }))
      ),
      ...Array.from({ length: 10 }, () =>
        sendOffre(client, user, {
          societeId: societe.id,
        })
      ),
    ])
    const references = await storedReferences()
    assert.lengthOf(references, 20)
    assert.lengthOf(new Set(references), 20)
  })

  test('numbers taken in overlapping transactions never repeat', async ({ assert }) => {
    /* Each transaction keeps its number a moment before committing, as a slow create would. */
    const references = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (trx) => {
          const reference = await nextReference(trx)
          await new Promise((resolve) => setTimeout(resolve, 20))
          return reference
        })
      )
    )
    assert.sameMembers(
      references,
      Array.from({ length: 20 }, (_, i) => referenceOf(i + 1))
    )
  })

  test('the database refuses a second offer with the same reference', async ({ assert }) => {
    const { user, societe } = await proAndSociete()
    const offre = await offreOf(user, societe).create()
    await assert.rejects(() => offreOf(user, societe, { reference: offre.reference }).create())
    assert.lengthOf(await Offre.query().where('reference', offre.reference), 1)
  })

  test('a refused form uses no number', async ({ client, assert }) => {
    const { user, societe } = await proAndSociete()
    await sendOffre(client, user, {
      titre: '',
      societeId: societe.id,
    })
    await sendOffre(client, user, {
      societeId: societe.id,
    })
    const offre = await Offre.findByOrFail('userId', user.id)
    assert.equal(offre.reference, referenceOf(1))
  })
})
