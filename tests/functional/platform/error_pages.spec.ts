import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { route } from '#tests/helpers/routes'

test.group('Error pages', () => {
  test('a guest visiting a missing page gets the 404 page in HTML, with no stack trace', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/introuvable')
    response.assertStatus(404)
    assert.include(response.text(), 'data-page')
    assert.include(response.text(), '"component":"errors/error"')
    assert.include(response.text(), '"status":404')
    assert.notInclude(response.text(), 'node_modules')
  })

  test('a signed-in user gets the 404 page as an Inertia response with the shared props', async ({
    client,
  }) => {
    const user = await UserFactory.create()
    /* Literal on purpose: a path no route declares. */
    const response = await client.get('/app/nulle-part').withInertia().loginAs(user)
    response.assertStatus(404)
    response.assertInertiaComponent('errors/error')
    response.assertInertiaPropsContains({ status: 404, user: { email: user.email } })
  })

  test('a malformed body answers the 400 page (Inertia) or a French JSON error', async ({
    client,
    assert,
  }) => {
    const page = await client
      .post(route('login.store'))
      .header('content-type', 'application/json')
      .withInertia()
      .withCsrfToken()
      .json('{bad' as unknown as object)
    page.assertStatus(400)
    page.assertInertiaComponent('errors/error')
    page.assertInertiaPropsContains({ status: 400 })

    const api = await client
      .post(route('login.store'))
      .header('content-type', 'application/json')
      .header('accept', 'application/json')
      .withCsrfToken()
      .json('{bad' as unknown as object)
    api.assertStatus(400)
    assert.deepEqual(api.body(), { message: 'Requête invalide.' })
  })
})
