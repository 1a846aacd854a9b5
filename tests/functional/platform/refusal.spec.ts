import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { ApiRequest } from '@japa/api-client'
import type Offre from '#models/offre'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import {
  VALID_FORM,
  as,
  fieldErrors,
  offreOf,
  proWithSociete,
  snapshot,
} from '../offres/helpers.js'
import { PASSWORD } from '../auth/helpers.js'
import { assertRedirect } from '#tests/helpers/answers'

/*
| One refusal path (app/exceptions/refusal.ts, answered by
| app/exceptions/handler.ts), seen through real routes in its three answers:
| a toast and back, the reasons under the form's fields, a 422 (or its own
| status) with `{ message, errors? }` for JSON callers. Nothing is written.
*/

const CLOSE_DRAFT = 'Une offre en brouillon ne peut pas être clôturée : publiez-la d’abord.'
const EDIT_CLOSED =
  'Une offre clôturée ne peut plus être modifiée : dupliquez-la pour en créer une nouvelle version.'
const NO_DESCRIPTION = 'Ajoutez une description avant de publier l’offre.'
const NO_DEADLINE = 'Indiquez une date limite de candidature avant de publier l’offre.'
const NOT_PUBLISHED = 'L’offre n’est pas publiée : complétez les champs signalés.'
const WRONG_CREDENTIALS = 'Ces identifiants ne correspondent à aucun compte.'

/** `request` sent by `user` as an Inertia visit from the page `referer`; the redirect is not followed. */
function fromPage(request: ApiRequest, user: User, referer: string) {
  return as(request, user).header('referer', referer).withInertia().withCsrfToken().redirects(0)
}

async function draft(merge: Partial<Offre> = {}, state?: 'cloturee') {
  const user = await UserFactory.create()
  const societe = await proWithSociete(user)
  const factory = offreOf(user, societe, merge)
  const offre = await (state ? factory.apply(state) : factory).create()
  return { user, societe, offre }
}

test.group('Refusal | a toast and back', () => {
  test('back to the page the button was on, its query kept', async ({ client, assert }) => {
    const { user, offre } = await draft()
    const before = await snapshot(offre)
    const list = `${urlFor('offres.index')}?statut=brouillon&page=2`
    const response = await fromPage(
      client.post(urlFor('offres.close', { id: offre.id })),
      user,
      `http://localhost${list}`
    )

    assertRedirect(response, list)
    response.assertFlashMessage('error', CLOSE_DRAFT)
    assert.deepEqual(fieldErrors(response), {})
    assert.deepEqual(await snapshot(offre), before)
  })

  test('without a Referer from its section, to the section’s page', async ({ client }) => {
    const { user, offre } = await draft()
    for (const referer of [null, 'http://localhost/dashboard']) {
      const request = as(client.post(urlFor('offres.close', { id: offre.id })), user)
      if (referer) request.header('referer', referer)
      const response = await request.withCsrfToken().redirects(0)
      response.assertHeader('location', urlFor('offres.index'))
      response.assertFlashMessage('error', CLOSE_DRAFT)
    }
  })

  test('an Inertia PUT is sent back with a 303', async ({ client, assert }) => {
    const { user, offre } = await draft({}, 'cloturee')
    const before = await snapshot(offre)
    const edit = urlFor('offres.edit', { id: offre.id })
    const response = await fromPage(
      client
        .put(urlFor('offres.update', { id: offre.id }))
        .form({ ...VALID_FORM, societeId: offre.societeId }),
      user,
      `http://localhost${edit}`
    )

    response.assertStatus(303)
    response.assertHeader('location', edit)
    response.assertFlashMessage('error', EDIT_CLOSED)
    assert.deepEqual(await snapshot(offre), before)
  })
})

test.group('Refusal | reasons under the fields', () => {
  test('back to the form, each reason under its field, no toast', async ({ client, assert }) => {
    const { user, offre } = await draft({ dateDebut: null, dateLimite: null })
    const before = await snapshot(offre)
    /* Dates left out keep the stored ones: none, which publication refuses. */
    const { dateLimite, dateDebut, ...form } = VALID_FORM
    const edit = urlFor('offres.edit', { id: offre.id })
    const response = await fromPage(
      client
        .put(urlFor('offres.update', { id: offre.id }))
        .form({ ...form, societeId: offre.societeId, publier: '1' }),
      user,
      edit
    )

    response.assertStatus(303)
    response.assertHeader('location', edit)
    assert.deepEqual(fieldErrors(response), { dateLimite: [NO_DEADLINE] })
    assert.isUndefined(response.flashMessage('error'))
    assert.deepEqual(await snapshot(offre), before)
  })

  test('with a toast, to the page the refusal names (backTo)', async ({ client, assert }) => {
    const { user, offre } = await draft({ dateDebut: null, dateLimite: null })
    const response = await fromPage(
      client.post(urlFor('offres.publish', { id: offre.id })),
      user,
      `http://localhost${urlFor('offres.index')}`
    )

    assertRedirect(response, urlFor('offres.edit', { id: offre.id }))
    assert.deepEqual(fieldErrors(response), { dateLimite: [NO_DEADLINE] })
    response.assertFlashMessage('error', NOT_PUBLISHED)
  })

  test('a plain form gets its typed values back, never the password', async ({
    client,
    assert,
  }) => {
    await UserFactory.merge({ email: 'marie@example.test' }).create()
    const login = urlFor('login')
    const response = await client
      .post(urlFor('login.store'))
      .form({ email: 'marie@example.test', password: `${PASSWORD}-faux` })
      .header('referer', login)
      .withCsrfToken()
      .redirects(0)

    assertRedirect(response, login)
    response.assertFlashMessage('inputErrorsBag', { email: [WRONG_CREDENTIALS] })
    response.assertFlashMessage('errorsBag', {
      E_VALIDATION_ERROR: 'Le formulaire contient des erreurs.',
    })
    /* The old input, flashed as VineJS errors flash it. */
    const flashed = response.flashMessages()
    assert.equal(flashed.email, 'marie@example.test')
    assert.notProperty(flashed, 'password')
  })
})

test.group('Refusal | JSON callers', () => {
  test('a refusal of the request: 422 { message }', async ({ client, assert }) => {
    const { user, offre } = await draft()
    const before = await snapshot(offre)
    const response = await as(client.post(urlFor('offres.close', { id: offre.id })), user)
      .header('accept', 'application/json')
      .withCsrfToken()

    response.assertStatus(422)
    assert.deepEqual(response.body(), { message: CLOSE_DRAFT })
    assert.deepEqual(await snapshot(offre), before)
  })

  test('a refusal of fields: 422 { message, errors } whoever threw it', async ({
    client,
    assert,
  }) => {
    const { user, offre } = await draft({ description: '', dateLimite: null })
    const publish = await as(client.post(urlFor('offres.publish', { id: offre.id })), user)
      .header('accept', 'application/json')
      .withCsrfToken()
    publish.assertStatus(422)
    assert.deepEqual(publish.body(), {
      message: NO_DESCRIPTION,
      errors: [
        { field: 'description', message: NO_DESCRIPTION },
        { field: 'dateLimite', message: NO_DEADLINE },
      ],
    })

    /* Once a fieldError() of its own (without `message`): the same shape now. */
    await UserFactory.merge({ email: 'paul@example.test' }).create()
    const login = await client
      .post(urlFor('login.store'))
      .json({ email: 'paul@example.test', password: `${PASSWORD}-faux` })
      .header('accept', 'application/json')
      .withCsrfToken()
    login.assertStatus(422)
    assert.deepEqual(login.body(), {
      message: WRONG_CREDENTIALS,
      errors: [{ field: 'email', message: WRONG_CREDENTIALS }],
    })
  })
})
