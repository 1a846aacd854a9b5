import { test } from '@japa/runner'
import publicPages, {
  PUBLIC_PAGES_BUDGET_BYTES,
  PUBLIC_PAGE_MAX_BYTES,
  PublicPageCache,
} from '#services/emplois/public_page_cache'
import { emploisVersion } from '#models/emplois_version'
import { aLiveOffre, offrePage, withKeptPages } from './helpers.js'
import { FakeClock } from '#tests/helpers/fake_clock'
import { route } from '#tests/helpers/routes'

/*
| The job board's kept pages are bounded (security finding, attack round 3):
| 200 addresses /emplois?utm=N of a 2 MB page held 1.3 GB that never shrank.
| Now: keyed on the parameters each page reads only, bounded in bytes (least
| recently used out first), no page over a cap, expired pages swept.
*/

/** A kept page of `length` characters, as the middleware hands it over. */
const pageOf = (length: number) => ({
  body: 'x'.repeat(length),
  nonce: null,
  type: 'text/html; charset=utf-8',
  headers: [],
})

test.group('Emplois | kept pages: the cache itself', () => {
  test('bounded in bytes, least recently used out first, compressed copies counted', ({
    assert,
  }) => {
    assert.equal(PUBLIC_PAGES_BUDGET_BYTES, 32 * 1024 * 1024)
    assert.equal(PUBLIC_PAGE_MAX_BYTES, 1024 * 1024)
    /* Each page of 1,000 characters counts 1,024 + 2 (key) + 2,000 bytes. */
    const cache = new PublicPageCache(10_000, 10_000, 5_000)
    for (const key of ['a', 'b', 'c']) assert.isTrue(cache.set(1, key, pageOf(1000)))
    assert.equal(cache.bytes, 3 * 3026)
    assert.exists(cache.get(1, 'a'))
    cache.set(1, 'd', pageOf(1000))
    /* Over budget: "b" (least recently used; "a" was just read) went. */
    assert.isUndefined(cache.get(1, 'b'))
    assert.deepEqual(
      ['a', 'c', 'd'].map((key) => !!cache.get(1, key)),
      [true, true, true]
    )
    assert.equal(cache.bytes, 3 * 3026)

    /* A compressed copy counts as well and pushes the least recently used out. */
    const a = cache.get(1, 'a')!
    cache.addCompressed('a', a, 'br', Buffer.alloc(1000))
    assert.equal(a.compressed.br?.byteLength, 1000)
    assert.isUndefined(cache.get(1, 'c'))
    assert.equal(cache.bytes, 3026 + 1000 + 3026)
    assert.isAtMost(cache.bytes, cache.budgetBytes)
    /* Not past the per-page cap, and never onto a page that left the cache. */
    cache.addCompressed('a', a, 'gzip', Buffer.alloc(2000))
    assert.isUndefined(a.compressed.gzip)
    const gone = { ...a, compressed: {} }
    cache.addCompressed('a', gone, 'gzip', Buffer.alloc(10))
    assert.equal(cache.bytes, 3026 + 1000 + 3026)

    /* Heavier than the cap: never kept, and it does not push anything out. */
    assert.isFalse(cache.set(1, 'huge', pageOf(3000)))
    assert.equal(cache.size, 2)
    /* Kept again under the same key: counted once. */
    cache.set(1, 'd', pageOf(500))
    assert.equal(cache.bytes, 3026 + 1000 + 2026)
    cache.clear()
    assert.equal(cache.bytes, 0)
    assert.isFalse(new PublicPageCache(0).set(1, 'a', pageOf(10)))
  })

  test('expired pages are swept when a page is kept, and by a timer when idle', ({ assert }) => {
    const clock = new FakeClock()
    const cache = new PublicPageCache(100, undefined, undefined, clock)
    cache.set(1, 'a', pageOf(100))
    cache.set(1, 'b', pageOf(100))
    clock.advance(150)
    /* Nobody asked for "a" or "b" again: the next page kept sweeps them. */
    cache.set(1, 'c', pageOf(100))
    assert.equal(cache.size, 1)
    assert.equal(cache.bytes, 1024 + 2 + 200)
    /* Nothing kept afterwards: the timer (every max(TTL, 1 s), unref'd) empties it, then stops. */
    clock.advance(999)
    assert.equal(cache.size, 1, 'the timer runs 1 s after that page was kept, not before')
    clock.advance(1)
    assert.equal(cache.size, 0)
    assert.equal(cache.bytes, 0)
    assert.equal(clock.timers, 0)
  })
})

test.group('Emplois | kept pages: keys and budget through HTTP', (group) => {
  group.each.setup(withKeptPages)

  test('unknown query parameters neither change a page nor keep another copy', async ({
    client,
    assert,
  }) => {
    const offre = await aLiveOffre({ typeContrat: 'CDI', lieu: 'Lyon' })

    /* The first visit is the one kept: what it carried must not be in it. */
    const first = await client.get(
      route('emplois.index', {}, { utm_source: 'piege-campagne', fbclid: 'abc', page: 1, q: '' })
    )
    first.assertStatus(200)
    for (const text of ['piege-campagne', 'fbclid', 'utm_source']) {
      assert.notInclude(first.text(), text)
    }
    for (let n = 0; n < 30; n++) {
      const again = await client.get(
        route('emplois.index', {}, { utm_source: n, random: n, contrat: 'Esclavage' })
      )
      assert.equal(again.text(), first.text())
    }
    assert.equal(publicPages.size, 1)

    /* The address Inertia writes in the page is the canonical one. */
    const visit = await client
      .get(route('emplois.index', {}, { utm_medium: 'x', lieu: 'Lyon', contrat: 'CDI' }))
      .withInertia()
    assert.equal(visit.inertiaProps.filters.lieu, 'lyon')
    assert.equal(
      JSON.parse(visit.text()).url,
      route('emplois.index', {}, { contrat: 'CDI', lieu: 'lyon' })
    )
    /* Known parameters in any order, with noise, a town in any spelling: one page. */
    await client.get(route('emplois.index', {}, { lieu: 'Lyon', contrat: 'CDI', gclid: 1 }))
    await client.get(route('emplois.index', {}, { contrat: 'CDI', lieu: 'Lyon' }))
    await client.get(route('emplois.index', {}, { contrat: 'CDI', lieu: 'LYON (69)' }))
    assert.equal(publicPages.size, 3)

    /* The offer page, sitemap, robots and feed read no parameter at all. */
    const page = offrePage(offre)
    for (const path of [page, route('sitemap'), route('robots'), route('emplois.feed')]) {
      const plain = await client.get(path)
      for (let n = 0; n < 5; n++) {
        const noisy = await client.get(`${path}?utm_source=${n}&ref=${n}`)
        assert.equal(noisy.text(), plain.text(), path)
      }
    }
    assert.equal(publicPages.size, 7)
    /* Another spelling of a path is answered, not kept. */
    await client.get(page.replace('/OFF-', '/%4FFF-')).redirects(0)
    assert.equal(publicPages.size, 7)
    /* Inertia visits claiming another build get their 409, and nothing is kept for them. */
    for (let n = 0; n < 5; n++) {
      const stale = await client
        .get(route('emplois.index'))
        .header('x-inertia', 'true')
        .header('x-inertia-version', `ancienne-${n}`)
      stale.assertStatus(409)
    }
    assert.equal(publicPages.size, 7)
  })

  test('each new search text is another page, and all stay within the byte budget', async ({
    client,
    assert,
  }) => {
    await aLiveOffre({ titre: 'Soudeur' })
    await client.get(route('emplois.index', {}, { q: 'soudeur' }))
    const onePage = publicPages.bytes
    /* Room for about four pages. */
    publicPages.budgetBytes = onePage * 4 + 1000
    for (let n = 0; n < 40; n++) {
      /* Distinct, valid, each finding the offer: "soudeur  soudeur", "soudeur   soudeur"… */
      const q = `soudeur${' '.repeat(n + 1)}soudeur`
      const response = await client.get(route('emplois.index', {}, { q }))
      response.assertTextIncludes('Soudeur')
      assert.isAtMost(publicPages.bytes, publicPages.budgetBytes)
      /* The one used all along stays: least recently used out first. */
      if (n % 3 === 0) await client.get(route('emplois.index', {}, { q: 'soudeur' }))
    }
    assert.isAtMost(publicPages.size, 4)
    assert.exists(publicPages.get(await emploisVersion(), 'html /emplois?q=soudeur'))
  })

  test('a page heavier than the per-page cap is answered but never kept', async ({
    client,
    assert,
  }) => {
    await aLiveOffre()
    publicPages.pageMaxBytes = 20_000
    const response = await client.get(route('emplois.index'))
    response.assertStatus(200)
    assert.isAbove(response.text().length, 10_000)
    assert.equal(publicPages.size, 0)
    assert.equal(publicPages.bytes, 0)
  })
})
