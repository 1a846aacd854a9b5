import { openSync, readSync, closeSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import { route } from '#tests/helpers/routes'

/*
| Finding 1: multipart bodies were parsed (20 MB) before CSRF and auth, each
| file written to the OS temp folder and left there. No route takes a file:
| they are refused before anything reads them, on every URL.
*/
const MARKER = `e-sidoor-upload-probe-${process.pid}-`
const FILE = Buffer.alloc(2 * 1024 * 1024, MARKER)

function tempEntries() {
  return new Set(readdirSync(tmpdir()))
}

/**
 * Entries of the OS temp folder created since `before` that hold our upload.
 * Other processes of the machine write there too: only a file starting with
 * this run's marker counts as ours.
 */
function uploadsSince(before: Set<string>) {
  return [...tempEntries()].filter((name) => {
    if (before.has(name)) return false
    const path = join(tmpdir(), name)
    try {
      if (!statSync(path).isFile()) return false
      const head = Buffer.alloc(MARKER.length)
      const fd = openSync(path, 'r')
      readSync(fd, head, 0, MARKER.length, 0)
      closeSync(fd)
      return head.toString() === MARKER
    } catch {
      return false // removed meanwhile by its owner
    }
  })
}

test.group('Security: multipart and oversized bodies', () => {
  test('a multipart post to {$self} answers 415 and writes nothing to the temp folder')
    .with([
      route('login'),
      route('register'),
      route('password.request'),
      route('societes.index'),
      '/nulle-part',
    ])
    .run(async ({ client, assert }, url) => {
      const before = tempEntries()
      const response = await client
        .post(url)
        .field('email', 'pro@example.fr')
        .file('f', FILE, { filename: 'big.bin' })
        .redirects(0)

      response.assertStatus(415)
      assert.include(response.text(), "Ce type d'envoi n'est pas accepté")
      assert.deepEqual(uploadsSince(before), [])
    })

  test('a signed-in multipart post is refused too and creates nothing', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const before = tempEntries()
    const response = await client
      .post(route('societes.store'))
      .loginAs(user)
      .withCsrfToken()
      .header('accept', 'application/json')
      .field('nom', 'Par fichier')
      .file('logo', FILE, { filename: 'logo.png' })

    response.assertStatus(415)
    assert.equal(
      response.body().message,
      "Ce type d'envoi n'est pas accepté (aucun fichier n'est attendu ici)."
    )
    assert.lengthOf(await Societe.all(), 0)
    assert.deepEqual(uploadsSince(before), [])
  })

  test('a {$self} body over 1 MB answers 413 and writes nothing')
    .with(['json', 'form'] as const)
    .run(async ({ client, assert }, kind) => {
      const user = await UserFactory.create()
      const body = { nom: 'Trop grand', description: `<p>${'a'.repeat(1_100_000)}</p>` }
      const request = client
        .post(route('societes.store'))
        .loginAs(user)
        .withCsrfToken()
        .header('accept', 'application/json')
      const response = await (kind === 'json' ? request.json(body) : request.form(body))

      response.assertStatus(413)
      assert.deepEqual(response.body(), { message: 'Requête trop volumineuse.' })
      assert.lengthOf(await Societe.all(), 0)
    })
})
