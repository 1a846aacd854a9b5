import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import Offre from '#models/offre'
import {
  type Step,
  as,
  offreOf,
  pressStep,
  proAndSociete,
  reload,
  snapshot,
  stepAsJson,
  submit,
  visit,
} from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| brouillon → publiee → cloturee, and a closed offer duplicated as a new draft
| (docs/product.md §3). Every refused step answers the French reason (a toast back on the
| page, or a 422 for JSON callers) and changes nothing.
*/

async function fixture(merge: Partial<Offre> = {}, state?: 'publiee' | 'cloturee' | 'trashed') {
  const { user, societe } = await proAndSociete()
  const factory = offreOf(user, societe, merge)
  const offre = await (state ? factory.apply(state) : factory).create()
  return { user, societe, offre }
}

test.group('Offres | publish', () => {
  test('a draft with a description and a deadline to come goes online', async ({
    client,
    assert,
  }) => {
    const { user, offre } = await fixture()
    const from = route('offres.index', {}, { statut: 'brouillon' })
    const response = await pressStep(client, user, offre, 'publish', from)

    response.assertStatus(302)
    response.assertHeader('location', route('offres.index', {}, { statut: 'brouillon' }))
    response.assertFlashMessage('success', 'Offre publiée.')
    const stored = await reload(offre)
    assert.equal(stored.statut, 'publiee')
    assert.isNotNull(stored.publishedAt)
    assert.isNull(stored.closedAt)
    assert.equal(stored.reference, offre.reference)
  })

  test('a deadline today is not in the past', async ({ client, assert }) => {
    const today = DateTime.now().setZone('Europe/Paris').startOf('day')
    const { user, offre } = await fixture({ dateDebut: null, dateLimite: today })
    await submit(client, user, 'POST', route('offres.publish', { id: offre.id }))
    const stored = await reload(offre)
    assert.equal(stored.statut, 'publiee')
  })
})

test.group('Offres | close and duplicate', () => {
  test('an offer online is closed', async ({ client, assert }) => {
    const { user, offre } = await fixture({}, 'publiee')
    const before = await reload(offre)
    const from = route('offres.preview', { id: offre.id })
    const response = await pressStep(client, user, offre, 'close', from)
    response.assertHeader('location', route('offres.preview', { id: offre.id }))
    response.assertFlashMessage('success', 'Offre clôturée.')
    const stored = await reload(offre)
    assert.equal(stored.statut, 'cloturee')
    assert.isNotNull(stored.closedAt)
    assert.equal(stored.publishedAt?.toISO(), before.publishedAt?.toISO())
  })

  test('a closed offer is duplicated as a new draft with its content and a new reference', async ({
    client,
    assert,
  }) => {
    const { user, offre } = await fixture(
      {
        titre: 'Chef d’équipe gros œuvre',
        typeContrat: 'CDD',
        lieu: 'Nantes',
        teletravail: 'partiel',
        salaireMin: 30000,
        salaireMax: 34000,
        profil: '<p>Cinq ans d’expérience.</p>',
      },
      'cloturee'
    )
    const response = await submit(client, user, 'POST', route('offres.duplicate', { id: offre.id }))

    const copy = await Offre.query().whereNot('id', offre.id).firstOrFail()
    response.assertStatus(302)
    response.assertHeader('location', route('offres.edit', { id: copy.id }))
    response.assertFlashMessage('success', 'Offre dupliquée.')
    assert.equal(copy.statut, 'brouillon')
    assert.isNull(copy.publishedAt)
    assert.isNull(copy.closedAt)
    assert.isNull(copy.deletedAt)
    assert.notEqual(copy.reference, offre.reference)
    assert.match(copy.reference, /^OFF-\d{4}-\d{4}$/)
    const copied = [
      'userId',
      'societeId',
      'contactId',
      'titre',
      'typeContrat',
      'lieu',
      'teletravail',
      'salaireMin',
      'salaireMax',
      'description',
      'profil',
    ] as const
    for (const field of copied) assert.deepEqual(copy[field], offre[field], field)
    assert.equal(copy.dateDebut?.toISODate(), offre.dateDebut?.toISODate())
    assert.equal(copy.dateLimite?.toISODate(), offre.dateLimite?.toISODate())

    const original = await reload(offre)
    assert.equal(original.statut, 'cloturee')
  })
})

test.group('Offres | refused steps', () => {
  const CASES: [string, Step, Partial<Offre>, 'publiee' | 'cloturee' | 'trashed' | null, string][] =
    [
      /* What publication lacks is refused on the fields: publication_needs.spec.ts. */
      ['publishing an offer online', 'publish', {}, 'publiee', 'Cette offre est déjà publiée.'],
      [
        'publishing a closed offer',
        'publish',
        {},
        'cloturee',
        'Une offre clôturée ne peut pas être publiée à nouveau : dupliquez-la pour la remettre en ligne.',
      ],
      [
        'publishing a trashed draft',
        'publish',
        {},
        'trashed',
        'Cette offre est dans la corbeille : restaurez-la d’abord.',
      ],
      [
        'closing a draft',
        'close',
        {},
        null,
        'Une offre en brouillon ne peut pas être clôturée : publiez-la d’abord.',
      ],
      ['closing a closed offer', 'close', {}, 'cloturee', 'Cette offre est déjà clôturée.'],
      [
        'duplicating a draft',
        'duplicate',
        {},
        null,
        'Seule une offre clôturée peut être dupliquée.',
      ],
      [
        'duplicating an offer online',
        'duplicate',
        {},
        'publiee',
        'Seule une offre clôturée peut être dupliquée.',
      ],
    ]

  test('{0}: the page goes back with the reason, nothing changes')
    .with(CASES)
    .run(async ({ client, assert }, [, step, merge, state, message]) => {
      const { user, offre } = await fixture(merge, state ?? undefined)
      const before = await snapshot(offre)
      const from = route('offres.edit', { id: offre.id })
      const response = await pressStep(client, user, offre, step, from).withInertia()

      response.assertStatus(302)
      response.assertHeader('location', route('offres.edit', { id: offre.id }))
      response.assertFlashMessage('error', message)
      assert.isUndefined(response.flashMessage('success'))
      assert.deepEqual(await snapshot(offre), before)
      assert.lengthOf(await Offre.all(), 1)
    })

  test('{0}: a JSON caller gets a 422 with the reason')
    .with(CASES)
    .run(async ({ client, assert }, [, step, merge, state, message]) => {
      const { user, offre } = await fixture(merge, state ?? undefined)
      const before = await snapshot(offre)
      const response = await stepAsJson(client, user, offre, step)
      response.assertStatus(422)
      assert.deepEqual(response.body(), { message })
      assert.deepEqual(await snapshot(offre), before)
    })

  test('two clicks on Publier at once publish the offer once', async ({ client, assert }) => {
    const { user, offre } = await fixture()
    const responses = await Promise.all(
      [1, 2].map(() => submit(client, user, 'POST', route('offres.publish', { id: offre.id })))
    )
    const flashes = responses.map((response) =>
      response.flashMessage('success') ? 'success' : response.flashMessage('error')
    )
    assert.sameMembers(flashes, ['success', 'Cette offre est déjà publiée.'])
    const stored = await reload(offre)
    assert.equal(stored.statut, 'publiee')
  })
})

test.group('Offres | editing by statut', () => {
  function form(offre: Offre, change: Record<string, unknown> = {}) {
    return {
      titre: 'Intitulé revu',
      societeId: offre.societeId,
      description: '<p>Nouvelle description.</p>',
      dateLimite: offre.dateLimite?.toISODate() ?? '',
      ...change,
    }
  }

  /** The edit form of `offre` sent as `user` (form() with `change`). */
  function update(
    client: ApiClient,
    user: User,
    offre: Offre,
    change: Record<string, unknown> = {}
  ) {
    return submit(
      client,
      user,
      'PUT',
      route('offres.update', { id: offre.id }),
      form(offre, change)
    )
  }

  test('a draft is edited freely and stays a draft', async ({ client, assert }) => {
    const { user, offre } = await fixture()
    const response = await update(client, user, offre)
    response.assertHeader('location', route('offres.edit', { id: offre.id }))
    response.assertFlashMessage('success', 'Offre mise à jour.')
    const stored = await reload(offre)
    assert.equal(stored.titre, 'Intitulé revu')
    assert.equal(stored.statut, 'brouillon')
  })

  test('an offer online stays online, its change dated', async ({ client, assert }) => {
    const { user, offre } = await fixture(
      { updatedAt: DateTime.now().minus({ days: 10 }) },
      'publiee'
    )
    const before = await reload(offre)
    await update(client, user, offre)
    const stored = await reload(offre)
    assert.equal(stored.titre, 'Intitulé revu')
    assert.equal(stored.statut, 'publiee')
    assert.equal(stored.publishedAt?.toISO(), before.publishedAt?.toISO())
    assert.isAbove(stored.updatedAt!.toMillis(), before.updatedAt!.toMillis())
  })

  test('an offer online keeps a deadline, never moved into the past', async ({
    client,
    assert,
  }) => {
    const { user, offre } = await fixture({}, 'publiee')
    const before = await snapshot(offre)
    const yesterday = DateTime.now().setZone('Europe/Paris').minus({ days: 1 }).toISODate()
    for (const [dateLimite, message] of [
      ['', 'Une offre publiée doit garder une date limite de candidature.'],
      [yesterday, 'La date limite de candidature ne peut pas être dans le passé.'],
    ]) {
      const response = await update(client, user, offre, { dateDebut: '', dateLimite })
      assert.deepEqual(response.flashMessage('inputErrorsBag'), { dateLimite: [message] })
    }
    assert.deepEqual(await snapshot(offre), before)
  })

  test('a closed offer cannot be edited: the reason, nothing written', async ({
    client,
    assert,
  }) => {
    const { user, offre } = await fixture({}, 'cloturee')
    const before = await snapshot(offre)
    const response = await as(
      client.put(route('offres.update', { id: offre.id })).form(form(offre)),
      user
    )
      .header('referer', `http://localhost${route('offres.edit', { id: offre.id })}`)
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', route('offres.edit', { id: offre.id }))
    response.assertFlashMessage(
      'error',
      'Une offre clôturée ne peut plus être modifiée : dupliquez-la pour en créer une nouvelle version.'
    )
    assert.deepEqual(await snapshot(offre), before)

    const json = await as(
      client.put(route('offres.update', { id: offre.id })).json({ titre: '' }),
      user
    )
      .header('accept', 'application/json')
      .withCsrfToken()
    json.assertStatus(422)
    assert.deepEqual(json.body(), {
      message:
        'Une offre clôturée ne peut plus être modifiée : dupliquez-la pour en créer une nouvelle version.',
    })
    assert.deepEqual(await snapshot(offre), before)
  })

  test('the edit page offers exactly the steps the statut allows', async ({ client }) => {
    const { user, societe } = await proAndSociete()
    const expected = {
      brouillon: { update: true, publish: true, close: false, duplicate: false },
      publiee: { update: true, publish: false, close: true, duplicate: false },
      cloturee: { update: false, publish: false, close: false, duplicate: true },
    }
    for (const [statut, can] of Object.entries(expected)) {
      const factory = offreOf(user, societe)
      const offre = await (
        statut === 'brouillon' ? factory : factory.apply(statut as 'publiee' | 'cloturee')
      ).create()
      const page = await visit(client, user, route('offres.edit', { id: offre.id }))
      page.assertStatus(200)
      page.assertInertiaPropsContains({ offre: { statut }, can: { ...can, delete: true } })
    }
  })
})
