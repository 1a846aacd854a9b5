import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { brotliCompressSync } from 'node:zlib'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { as } from '../contacts/helpers.js'
import { route } from '#tests/helpers/routes'
import { raw } from './helpers.js'
import { assertPage } from '#tests/helpers/answers'

/*
| APP_COMPRESSION=false: behind a reverse proxy that compresses (README,
| "Production"; `npm run check:scale` runs nginx so), the app compresses
| nothing on the fly, and still serves the build's pre-compressed assets,
| which cost it nothing. The bytes are read with node:http, which never
| decompresses.
*/

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }

test.group('Platform | APP_COMPRESSION=false (the proxy compresses)', (group) => {
  const folder = app.publicPath('assets')
  const name = `compression-switch-${process.pid}-Qp45Rs12.js`
  const source = `export const greeting = ${JSON.stringify('Bonjour '.repeat(400))}\n`
  const files = [name, `${name}.br`].map((file) => `${folder}/${file}`)
  const brBytes = brotliCompressSync(source)
  let created: string | undefined

  group.setup(() => {
    created = mkdirSync(folder, { recursive: true })
    writeFileSync(files[0], source)
    writeFileSync(files[1], brBytes)
    return () => {
      if (created) rmSync(created, { recursive: true, force: true })
      else for (const file of files) rmSync(file, { force: true })
    }
  })
  group.each.setup(() => {
    env.set('APP_COMPRESSION', false)
    return () => {
      env.set('APP_COMPRESSION', true)
      delete process.env.APP_COMPRESSION
    }
  })

  test('a page goes out as it is, whatever the client accepts', async ({ assert }) => {
    const page = await raw(route('login'), BROWSER)
    assert.equal(page.status, 200)
    assert.isUndefined(page.headers['content-encoding'])
    assert.include(String(page.headers['content-type']), 'text/html')
    assert.isAbove(page.body.length, 1024)
    assert.include(page.body.toString(), '<html')
    assert.equal(Number(page.headers['content-length']), page.body.length)
  })

  test('an Inertia visit gets its JSON as it is', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await ContactFactory.merge(
      Array.from({ length: 20 }, (_, i) => ({ userId: user.id, nom: `Sans compression ${i}` }))
    ).createMany(20)
    const visit = await as(client.get(route('contacts.index')), user)
      .withInertia()
      .header('accept-encoding', BROWSER['accept-encoding'])
    assertPage(visit, 'contacts/index')
    assert.isUndefined(visit.header('content-encoding'))
    assert.isAbove(Number(visit.header('content-length')), 1024)
  })

  test('the pre-compressed assets of the build are still served', async ({ assert }) => {
    const asset = await raw(`/assets/${name}`, BROWSER)
    assert.equal(asset.status, 200)
    assert.equal(asset.headers['content-encoding'], 'br')
    assert.isTrue(asset.body.equals(brBytes))
  })

  test('switched on again, the same page is compressed', async ({ assert }) => {
    env.set('APP_COMPRESSION', true)
    const page = await raw(route('login'), BROWSER)
    assert.equal(page.headers['content-encoding'], 'br')
  })
})
