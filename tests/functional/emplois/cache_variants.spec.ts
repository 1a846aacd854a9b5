import { test } from '@japa/runner'
import { aLiveOffre, offrePage, withKeptPages } from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| Every variant of a public page gets cache headers that fit it
| (app/middleware/cache_control_middleware.ts): the HTML may be kept by any
| cache and says it varies with X-Inertia; the Inertia JSON (which carries a
| form's outcome after a redirect) and every refusal never come from a cache.
*/
async function seedEmplois() {
  const live = await aLiveOffre({ titre: 'Offre en cache' })
  return [route('emplois.index'), offrePage(live)]
}

const varyOf = (value: string | undefined) =>
  (value ?? '').split(',').map((field) => field.trim().toLowerCase())

for (const kept of [false, true]) {
  test.group(`Emplois | cache headers of every variant${kept ? ' (pages kept)' : ''}`, (group) => {
    if (kept) group.each.setup(withKeptPages)

    test('the HTML is public and varies with X-Inertia; the Inertia JSON asks the server every time', async ({
      client,
      assert,
    }) => {
      for (const path of await seedEmplois()) {
        /* Twice: the second answer may come from the kept page. */
        for (const round of [1, 2]) {
          const html = await client.get(path)
          html.assertStatus(200)
          html.assertHeader('cache-control', 'public, max-age=60')
          assert.include(varyOf(html.header('vary')), 'x-inertia', `${path} ${round}`)
          assert.isUndefined(html.header('set-cookie'))

          const json = await client.get(path).withInertia()
          json.assertStatus(200)
          json.assertHeader('cache-control', 'private, no-cache')
          assert.include(varyOf(json.header('vary')), 'x-inertia', `${path} ${round}`)
          assert.isUndefined(json.header('set-cookie'))

          /* Its ETag still spares the body. */
          const again = await client
            .get(path)
            .withInertia()
            .header('if-none-match', json.header('etag') ?? '')
          again.assertStatus(304)
          again.assertHeader('cache-control', 'private, no-cache')
        }
      }
    })

    test('a 304 leaves the kept page its own policy: no header naming another nonce', async ({
      client,
      assert,
    }) => {
      for (const path of await seedEmplois()) {
        const html = await client.get(path)
        assert.match(String(html.header('content-security-policy')), /'nonce-[^']+'/)
        const again = await client.get(path).header('if-none-match', html.header('etag') ?? '')
        again.assertStatus(304)
        assert.isUndefined(again.header('content-security-policy'), path)
      }
    })

    test("a refusal anyone can trigger (another build's 409, a 404) is never kept", async ({
      client,
      assert,
    }) => {
      for (const path of await seedEmplois()) {
        const stale = await client
          .get(path)
          .header('x-inertia', 'true')
          .header('x-inertia-version', 'une-autre-version')
        stale.assertStatus(409)
        stale.assertHeader('cache-control', 'private, no-store')
        assert.include(varyOf(stale.header('vary')), 'x-inertia')
      }
      const missing = await client.get(route('emplois.show', { slug: 'OFF-2020-9999-absente' }))
      missing.assertStatus(404)
      missing.assertHeader('cache-control', 'private, no-store')
    })
  })
}
