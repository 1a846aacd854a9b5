import { test } from '@japa/runner'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { societesWithReferents } from '#tests/helpers/referents'
import { offreOf, visit } from './helpers.js'
import { route, routeOf } from '#tests/helpers/routes'

/*
| The offer form's référent select (docs/product.md: a contact of the chosen société or of
| none): the server sends the contacts of the société the form shows (`?societe=`, the
| offer's on its page) and those of none, never every contact of the pro; the form reloads
| them (a partial reload of `contacts`) when the société changes.
*/
type Choice = { id: number; nomComplet: string; societeId: number | null }

async function owner() {
  const user = await UserFactory.create()
  return { user, ...(await societesWithReferents(user)) }
}

async function choices(client: any, user: User, url: string, partial = false) {
  const request = visit(client, user, url)
  if (partial)
    request
      .header(
        'x-inertia-partial-component',
        routeOf(url) === 'offres.create' ? 'offres/create' : 'offres/edit'
      )
      .header('x-inertia-partial-data', 'contacts')
  const response = await request
  response.assertStatus(200)
  return response.inertiaProps as { contacts: Choice[]; societes?: unknown }
}

const ids = (list: Choice[]) => list.map((choice) => choice.id).sort((a, b) => a - b)

test.group('Offres | référent choices', () => {
  test('the new offer’s form: contacts of none, then of the chosen société too', async ({
    client,
    assert,
  }) => {
    const { user, numeria, camille, lea, solo } = await owner()
    const blank = await choices(client, user, route('offres.create'))
    assert.deepEqual(ids(blank.contacts), [solo.id])

    const chosen = await choices(
      client,
      user,
      route('offres.create', {}, { societe: numeria.id }),
      true
    )
    assert.deepEqual(ids(chosen.contacts), ids([camille, solo] as unknown as Choice[]))
    assert.notInclude(ids(chosen.contacts), lea.id)
    /* The partial reload answers the contacts alone. */
    assert.notProperty(chosen, 'societes')
    assert.deepEqual(
      chosen.contacts.find((choice) => choice.id === camille.id),
      { id: camille.id, nomComplet: 'Camille Roussel', societeId: numeria.id }
    )
  })

  test('an offer’s page: its société’s contacts, or those of the société chosen in the form', async ({
    client,
    assert,
  }) => {
    const { user, numeria, vitalis, camille, lea, solo } = await owner()
    const offre = await offreOf(user, numeria, { contactId: camille.id }).create()
    const page = await choices(client, user, route('offres.edit', { id: offre.id }))
    assert.deepEqual(ids(page.contacts), ids([camille, solo] as unknown as Choice[]))

    const switched = await choices(
      client,
      user,
      route('offres.edit', { id: offre.id }, { societe: vitalis.id }),
      true
    )
    assert.deepEqual(ids(switched.contacts), ids([lea, solo] as unknown as Choice[]))
  })

  test('another owner’s société or a bad value gives the contacts of none, nothing else', async ({
    client,
    assert,
  }) => {
    const { user, solo } = await owner()
    const other = await owner()
    for (const societe of [other.numeria.id, 'abc', '-1', '']) {
      const page = await choices(client, user, route('offres.create', {}, { societe }))
      assert.deepEqual(ids(page.contacts), [solo.id], `?societe=${societe}`)
    }
  })
})
