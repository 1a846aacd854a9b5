import { readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'

/*
| Finding 1: multipart bodies were parsed (20 MB) before CSRF and auth, each
| file written to the OS temp folder and left there. No route takes a file:
| they are refused before anything reads them, on every URL.
*/
const FILE = Buffer.alloc(2 * 1024 * 1024, 'x')

function tempFiles() {
  return new Set(readdirSync(tmpdir()))
}

test.group('Security: multipart and oversized bodies', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('a multipart post to {$self} answers 415 and writes nothing to the temp folder')
    .with(['/login', '/register', '/forgot-password', '/app/company', '/nulle-part'])
    .run(async ({ client, assert }, url) => {
      const before = tempFiles()
      const response = await client
        .post(url)
        .field('email', 'pro@example.fr')
        .file('f', FILE, { filename: 'big.bin' })
        .redirects(0)

      response.assertStatus(415)
      assert.include(response.text(), "Ce type d'envoi n'est pas accepté")
      const added = [...tempFiles()].filter((name) => !before.has(name))
      assert.deepEqual(added, [])
    })

  test('a signed-in multipart post is refused too and creates nothing', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/app/company')
      .loginAs(user)
      .withCsrfToken()
      .header('accept', 'application/json')
      .field('nom', 'Par fichier')
      .file('logo', FILE, { filename: 'logo.png' })

    response.assertStatus(415)
    assert.properties(response.body(), ['message'])
    assert.lengthOf(await Societe.all(), 0)
  })

  test('a body over 1 MB answers 413 and writes nothing', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/app/company')
      .loginAs(user)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ nom: 'Trop grand', description: `<p>${'a'.repeat(1_100_000)}</p>` })

    response.assertStatus(413)
    assert.lengthOf(await Societe.all(), 0)
  })
})
