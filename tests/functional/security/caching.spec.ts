import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { UserFactory } from '#database/factories/user_factory'
import { route } from '#tests/helpers/routes'

/*
| Finding 8: signed-in answers carried no Cache-Control (a shared or back
| cache could keep a person's data), while hashed assets were sent with
| max-age=0 (re-validated on every visit).
*/
const NO_STORE = 'private, no-store'

test.group('Security: caching headers', () => {
  test('every signed-in answer is private and never stored', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const answers = {
      'HTML page': await client.get(route('dashboard')).loginAs(user),
      'Inertia JSON': await client.get(route('contacts.index')).loginAs(user).withInertia(),
      '/api/user': await client
        .get(route('api.user'))
        .loginAs(user)
        .header('accept', 'application/json'),
      'redirect': await client.get(route('login')).loginAs(user).redirects(0),
      '404 page': await client.get(route('contacts.show', { id: 999999 })).loginAs(user),
    }
    for (const [what, response] of Object.entries(answers)) {
      assert.equal(response.header('cache-control'), NO_STORE, what)
    }
  })

  test('guest pages carrying a CSRF token are not stored either', async ({ client, assert }) => {
    /* '/nulle-part' is no route: the 404 page carries a token too. */
    for (const url of [route('login'), route('register'), route('home'), '/nulle-part']) {
      const response = await client.get(url)
      assert.equal(response.header('cache-control'), NO_STORE, url)
    }
  })

  test('hashed assets are immutable for a year; other public files an hour', async ({
    client,
    assert,
  }) => {
    const folder = app.publicPath('assets')
    /* Without a build the folder is absent: created for the test, then removed. */
    const created = mkdirSync(folder, { recursive: true })
    const name = `cache-test-${process.pid}-Ab12Cd34.js`
    writeFileSync(`${folder}/${name}`, 'export {}\n')
    try {
      const asset = await client.get(`/assets/${name}`)
      asset.assertStatus(200)
      assert.equal(asset.header('cache-control'), 'public, max-age=31536000, immutable')
    } finally {
      rmSync(created ?? `${folder}/${name}`, { recursive: true })
    }

    const favicon = await client.get('/favicon.svg')
    favicon.assertStatus(200)
    assert.equal(favicon.header('cache-control'), 'public, max-age=3600')
  })

  test('a CSV export keeps its own no-store', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client.get(route('contacts.export')).loginAs(user)
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'no-store')
  })
})
