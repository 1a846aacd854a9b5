import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD, logIn } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { assertRedirect, assertSeeOther } from '#tests/helpers/answers'
import { sendAs, visitAs } from '#tests/helpers/as_user'

test.group('Inertia protocol', () => {
  test('an Inertia visit gets the page object as JSON', async ({ client, assert }) => {
    const response = await client.get(route('login')).withInertia()

    response.assertStatus(200)
    response.assertHeader('x-inertia', 'true')
    assert.include(response.header('content-type') ?? '', 'application/json')
    const page = response.body()
    assert.properties(page, ['component', 'props', 'url', 'version'])
    assert.equal(page.component, 'auth/login')
    assert.equal(page.url, route('login'))
    assert.isString(page.version)
    assert.isNotEmpty(page.version)
    assert.properties(page.props, ['appName', 'appVersion', 'errors', 'user'])
  })

  test('a first visit gets the HTML shell with the page inside', async ({ client, assert }) => {
    const response = await client.get(route('login'))
    response.assertStatus(200)
    assert.include(response.header('content-type') ?? '', 'text/html')
    const script = response.text().match(/<script data-page="app"[^>]*>(.*?)<\/script>/s)
    assert.isNotNull(script)
    const page = JSON.parse(script![1])
    assert.equal(page.component, 'auth/login')
    assert.equal(page.url, route('login'))
  })

  test('a stale asset version answers 409 with X-Inertia-Location', async ({ client, assert }) => {
    const response = await client
      .get(route('login'))
      .header('x-inertia', 'true')
      .header('x-inertia-version', 'stale')
      .redirects(0)

    response.assertStatus(409)
    const location = response.header('x-inertia-location')
    assert.isString(location)
    assert.match(location!, /\/login$/)
  })

  test('the signed-in user is shared without secrets', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await visitAs(client, user, route('dashboard'))
    response.assertInertiaComponent('dashboard')
    const shared = response.inertiaProps.user
    assert.equal(shared.id, user.id)
    assert.equal(shared.email, user.email)
    assert.isTrue(shared.emailVerified)
    assert.notProperty(shared, 'password')
    assert.notProperty(shared, 'sessionEpoch')
  })

  test('validation errors come back as the errors prop of the form page', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const refused = await logIn(client, user, 'mauvais-mot-de-passe').withInertia()
    assertRedirect(refused, route('login'))

    const page = await client
      .get(route('login'))
      .withFlashMessages(refused.flashMessages())
      .withInertia()
    page.assertInertiaComponent('auth/login')
    assert.deepEqual(page.inertiaProps.errors, {
      email: 'Ces identifiants ne correspondent à aucun compte.',
    })
  })

  test('flash messages reach the page', async ({ client, assert }) => {
    const response = await client
      .get(route('login'))
      .withFlashMessages({ success: 'Votre mot de passe a été réinitialisé.' })
      .withInertia()
    assert.deepEqual(response.body().flash, { success: 'Votre mot de passe a été réinitialisé.' })
  })

  test('a successful PATCH redirects with 303', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const form = { fullName: 'Nom Modifié', email: user.email }
    const response = await sendAs(
      client.patch(route('profile.update')).form(form),
      user
    ).withInertia()
    assertSeeOther(response, route('profile.edit'))
    await user.refresh()
    assert.equal(user.fullName, 'Nom Modifié')
  })

  /* Inertia needs 303 after PUT/PATCH/DELETE, or fetch repeats the request on the redirect. */
  test('a refused {method} {name} redirects with 303 so the browser follows with GET')
    .with([
      { method: 'PATCH', name: 'profile.update' },
      { method: 'PUT', name: 'password.update' },
      { method: 'DELETE', name: 'profile.destroy' },
    ] as const)
    .run(async ({ client, assert }, { method, name }) => {
      const user = await UserFactory.create()
      const path = route(name)
      const form =
        method === 'PATCH'
          ? { fullName: '', email: user.email }
          : { password: 'x', currentPassword: 'faux', passwordConfirmation: 'y' }
      const response = await sendAs(client.request(path, method).form(form), user)
        .header('referer', route('profile.edit'))
        .withInertia()

      const fresh = await User.findOrFail(user.id)
      assert.equal(fresh.fullName, user.fullName)
      assert.isTrue(await hash.verify(fresh.password, PASSWORD))
      assertSeeOther(response, route('profile.edit'))
    })

  /* Signed-in pages are kept encrypted in the history; after logout, an expired session or a
     deleted account, the next page is a guest's and clears it. */
  test('the {name} page, {who}, sets {set}')
    .with([
      { name: 'dashboard', who: 'signed in', set: 'encryptHistory', unset: 'clearHistory' },
      { name: 'home', who: 'as a guest', set: 'clearHistory', unset: 'encryptHistory' },
      { name: 'login', who: 'as a guest', set: 'clearHistory', unset: 'encryptHistory' },
      { name: 'register', who: 'as a guest', set: 'clearHistory', unset: 'encryptHistory' },
    ] as const)
    .run(async ({ client, assert }, { name, who, set, unset }) => {
      const url = route(name)
      const response =
        who === 'signed in'
          ? await visitAs(client, await UserFactory.create(), url)
          : await client.get(url).withInertia()
      response.assertStatus(200)
      assert.isTrue(response.body()[set], url)
      assert.notProperty(response.body(), unset)
    })
})
