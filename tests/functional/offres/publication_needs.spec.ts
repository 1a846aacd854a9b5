import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import Offre from '#models/offre'
import type Societe from '#models/societe'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { PUBLICATION_NEEDS } from '#services/offres/offre_workflow'
import {
  VALID_FORM,
  as,
  day,
  fieldErrors,
  offreOf,
  pressStep,
  proAndSociete,
  proWithSociete,
  sendOffre,
  snapshot,
  stepAsJson,
  storedReferences,
  visit,
} from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| What publication needs (one list, PUBLICATION_NEEDS in the workflow): the
| forms are told up front, and a publication that lacks a field is refused on
| that field, on the offer's form, with nothing written (docs/product.md §3).
*/
const NO_DEADLINE = 'Indiquez une date limite de candidature avant de publier l’offre.'
const PAST_DEADLINE =
  'La date limite de candidature est dépassée : choisissez une date à venir avant de publier l’offre.'
const NO_DESCRIPTION = 'Ajoutez une description avant de publier l’offre.'
const NOT_PUBLISHED = 'L’offre n’est pas publiée : complétez les champs signalés.'

async function draft(merge: Partial<Offre> = {}) {
  const { user, societe } = await proAndSociete()
  const offre = await offreOf(user, societe, merge).create()
  return { user, societe, offre }
}

/**
 * The offer form sent with « Enregistrer et publier » as `user`: VALID_FORM at
 * `societe` with `fields`, creating an offer, or updating offer `id`.
 */
function saveAndPublish(
  client: ApiClient,
  user: User,
  societe: Societe,
  fields: Record<string, unknown> = {},
  id?: number
) {
  return sendOffre(client, user, { societeId: societe.id, ...fields, publier: 'true' }, id)
}

const yesterday = () => DateTime.now().setZone('Europe/Paris').minus({ days: 1 }).startOf('day')

test.group('Offres | publication needs, told up front', () => {
  test('the create and edit pages get the workflow’s list of fields publication needs', async ({
    client,
    assert,
  }) => {
    const { user, offre } = await draft()
    assert.deepEqual(PUBLICATION_NEEDS, ['description', 'dateLimite'])
    for (const url of [route('offres.create'), route('offres.edit', { id: offre.id })]) {
      const response = await visit(client, user, url)
      response.assertStatus(200)
      assert.deepEqual(response.inertiaProps.publicationNeeds, PUBLICATION_NEEDS, url)
      assert.isNull(response.inertiaProps.accountRefusal, url)
    }
  })

  test('an account the school has not validated is told on the create page', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('pending').create()
    const response = await visit(client, user, route('offres.create'))
    assert.equal(
      response.inertiaProps.accountRefusal,
      "Votre compte doit être validé par l'école avant de publier une offre."
    )
  })
})

test.group('Offres | publishing what lacks a field', () => {
  test('{0}: to the offer’s form, the reason under the field, nothing written')
    .with([
      [
        'no deadline, from the list',
        { dateDebut: null, dateLimite: null },
        route('offres.index'),
        {
          dateLimite: [NO_DEADLINE],
        },
      ],
      [
        'a past deadline, from the offer’s page',
        { dateDebut: null, dateLimite: yesterday() },
        'edit',
        {
          dateLimite: [PAST_DEADLINE],
        },
      ],
      [
        'no description and no deadline',
        { description: '', dateLimite: null },
        route('offres.index'),
        {
          description: [NO_DESCRIPTION],
          dateLimite: [NO_DEADLINE],
        },
      ],
    ] as const)
    .run(async ({ client, assert }, [, merge, from, errors]) => {
      const { user, offre } = await draft(merge)
      const before = await snapshot(offre)
      const referer = from === 'edit' ? route('offres.edit', { id: offre.id }) : from
      const response = await pressStep(client, user, offre, 'publish', referer).withInertia()

      response.assertStatus(302)
      response.assertHeader('location', route('offres.edit', { id: offre.id }))
      assert.deepEqual(fieldErrors(response), errors)
      response.assertFlashMessage('error', NOT_PUBLISHED)
      assert.isUndefined(response.flashMessage('success'))
      assert.deepEqual(await snapshot(offre), before)
    })

  test('a JSON caller gets a 422 with the fields', async ({ client, assert }) => {
    const { user, offre } = await draft({ dateDebut: null, dateLimite: null })
    const before = await snapshot(offre)
    const response = await stepAsJson(client, user, offre, 'publish')
    response.assertStatus(422)
    assert.deepEqual(response.body(), {
      message: NO_DEADLINE,
      errors: [{ field: 'dateLimite', message: NO_DEADLINE }],
    })
    assert.deepEqual(await snapshot(offre), before)
  })

  test('bulk publish leaves an incomplete draft as it is and counts it', async ({
    client,
    assert,
  }) => {
    const { user, offre } = await draft({ dateDebut: null, dateLimite: null })
    const response = await as(
      client.post(route('offres.bulk')).json({ action: 'publish', ids: [offre.id] }),
      user
    )
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage(
      'success',
      'Aucune offre publiée ; 1 ignorée (statut ou date limite).'
    )
    const stored = await Offre.findOrFail(offre.id)
    assert.equal(stored.statut, 'brouillon')
  })
})

test.group('Offres | Enregistrer et publier', () => {
  test('a complete new offer goes online in one submit', async ({ client, assert }) => {
    const { user, societe } = await proAndSociete()
    const response = await saveAndPublish(client, user, societe)
    const offre = await Offre.findByOrFail('userId', user.id)
    response.assertStatus(302)
    response.assertHeader('location', route('offres.edit', { id: offre.id }))
    response.assertFlashMessage('success', 'Offre créée et publiée.')
    assert.equal(offre.statut, 'publiee')
    assert.isNotNull(offre.publishedAt)
    assert.equal(offre.dateLimite?.toISODate(), VALID_FORM.dateLimite)
  })

  test('a new offer without a deadline: the error on the field, nothing written, no number used', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    const response = await saveAndPublish(client, user, societe, { dateLimite: '' })
    response.assertStatus(302)
    assert.deepEqual(fieldErrors(response), { dateLimite: [NO_DEADLINE] })
    assert.lengthOf(await Offre.all(), 0)
    await offreOf(user, societe).create()
    const [reference] = await storedReferences()
    assert.match(reference, /-0001$/)
  })

  test('an account awaiting validation cannot publish on creation: the reason, nothing written', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('pending').create()
    const societe = await proWithSociete(user)
    const response = await saveAndPublish(client, user, societe)
    response.assertFlashMessage(
      'error',
      "Votre compte doit être validé par l'école avant de publier une offre."
    )
    assert.lengthOf(await Offre.all(), 0)
  })

  test('a draft completed on its form goes online with the same submit', async ({
    client,
    assert,
  }) => {
    const { user, societe, offre } = await draft({ dateDebut: null, dateLimite: null })
    const response = await saveAndPublish(
      client,
      user,
      societe,
      { dateLimite: day(10), dateDebut: day(10) },
      offre.id
    )
    response.assertHeader('location', route('offres.edit', { id: offre.id }))
    response.assertFlashMessage('success', 'Offre enregistrée et publiée.')
    const stored = await Offre.findOrFail(offre.id)
    assert.equal(stored.statut, 'publiee')
    assert.equal(stored.dateLimite?.toISODate(), day(10))
  })

  test('a draft still lacking its deadline: the error on the field, the change not saved', async ({
    client,
    assert,
  }) => {
    const { user, societe, offre } = await draft({ dateDebut: null, dateLimite: null })
    const before = await snapshot(offre)
    const response = await saveAndPublish(
      client,
      user,
      societe,
      { titre: 'Intitulé revu', dateLimite: '' },
      offre.id
    )
    assert.deepEqual(fieldErrors(response), { dateLimite: [NO_DEADLINE] })
    assert.deepEqual(await snapshot(offre), before)
  })

  test('an offer online is only saved by its form, never published twice', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await proAndSociete()
    const offre = await offreOf(user, societe).apply('publiee').create()
    const before = await snapshot(offre)
    const response = await saveAndPublish(client, user, societe, {}, offre.id)
    response.assertFlashMessage('error', 'Cette offre est déjà publiée.')
    assert.deepEqual(await snapshot(offre), before)
  })
})
