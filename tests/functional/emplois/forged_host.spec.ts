import { test } from '@japa/runner'
import type { ApiRequest } from '@japa/api-client'
import { appUrl, http } from '#config/app'
import publicPages from '#services/emplois/public_page_cache'
import { publicSlug } from '#services/emplois/public_offres'
import { aLiveOffre, offrePage, textOf, withKeptPages } from './helpers.js'
import { sitemapText } from './sitemap_text.js'
import { route } from '#tests/helpers/routes'

/*
| Absolute addresses of the job board come from APP_URL only (security
| finding, attack round 3): a request with a forged Host (or X-Forwarded-Host)
| header used to write its host into the sitemap, the feed, robots.txt, the
| canonical link and the JSON-LD, and the kept page handed it to everybody.
|
| The Vite dev server running in tests refuses a Host it does not know (403)
| before the app sees it; production has no such guard. So the forged hosts
| here are ones Vite lets through: a *.localhost name and an IP address.
*/
const EVIL = 'evil.localhost'
const EVIL_IP = '203.0.113.66'

/** Every spelling of a forged host a client can send. */
const forgeries: [string, (request: ApiRequest) => ApiRequest][] = [
  ['Host', (request) => request.header('host', EVIL)],
  ['Host: an address and a port', (request) => request.header('host', `${EVIL_IP}:8443`)],
  /* Believed only from TRUSTED_PROXIES: the test trusts every proxy (see below). */
  [
    'X-Forwarded-Host behind a trusted proxy',
    (request) => request.header('x-forwarded-host', EVIL).header('x-forwarded-proto', 'https'),
  ],
]

/** What must never appear in an answer. */
const FORGED = [EVIL, EVIL_IP]

test.group('Emplois | absolute addresses never from the Host header', (group) => {
  group.each.setup(async () => {
    /* As behind a proxy that passes X-Forwarded-* on (TRUSTED_PROXIES=loopback). */
    const trustProxy = http.trustProxy
    http.trustProxy = () => true
    const cleanup = await withKeptPages()
    return async () => {
      http.trustProxy = trustProxy
      await cleanup()
    }
  })

  test(
    'sitemap, feed, robots, canonical, og:url and JSON-LD are on APP_URL; the kept pages too ({0})'
  )
    .with(forgeries)
    .run(async ({ client, assert }, [, forge]) => {
      const offre = await aLiveOffre({ titre: 'Soudeur' })
      const page = offrePage(offre)
      const offerUrl = `${appUrl}${page}`

      /* The forged request comes first: whatever it gets is what is kept. */
      for (const path of [route('sitemap'), route('emplois.feed'), route('robots'), page]) {
        const forged = await forge(client.get(path))
        forged.assertStatus(200)
        for (const host of FORGED) assert.notInclude(forged.text(), host, path)
      }
      assert.equal(publicPages.size, 4)

      for (const path of [route('sitemap'), route('emplois.feed'), route('robots'), page]) {
        const normal = await client.get(path)
        for (const host of FORGED) assert.notInclude(normal.text(), host, path)
      }
      const sitemap = await sitemapText((path) => textOf(client.get(path)))
      assert.include(sitemap, `<loc>${offerUrl}</loc>`)
      assert.include(sitemap, `<loc>${appUrl}/emplois</loc>`)
      const feed = await textOf(client.get(route('emplois.feed')))
      assert.include(feed, `<id>${offerUrl}</id>`)
      assert.include(feed, `href="${appUrl}/emplois.xml"`)
      const robots = await textOf(client.get(route('robots')))
      assert.include(robots, `Sitemap: ${appUrl}/sitemap.xml`)

      const html = await textOf(client.get(page))
      assert.include(html, `<link rel="canonical" href="${offerUrl}"`)
      assert.include(html, `<meta property="og:url" content="${offerUrl}"`)
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
      assert.equal(JSON.parse(jsonLd![1]).url, offerUrl)
      /* The share links carry the same address. */
      assert.include(html, encodeURIComponent(offerUrl))

      /* An Inertia visit with the forged host, and its props. */
      const visit = await forge(client.get(page).withInertia())
      assert.equal(visit.inertiaProps.url, offerUrl)
      for (const host of FORGED) assert.notInclude(JSON.stringify(visit.inertiaProps), host)
    })

  test('with the cache off, a forged Host is not reflected either', async ({ client, assert }) => {
    publicPages.ttlMs = 0
    const offre = await aLiveOffre()
    const paths = [
      route('sitemap'),
      route('emplois.feed'),
      route('robots'),
      route('emplois.index'),
      route('home'),
    ]
    for (const path of [...paths, offrePage(offre)]) {
      const response = await client.get(path).header('host', EVIL)
      response.assertStatus(200)
      assert.notInclude(response.text(), EVIL, path)
    }
    const show = await client.get(offrePage(offre)).header('host', EVIL)
    assert.include(show.text(), `${appUrl}/emplois/${publicSlug(offre)}`)
  })
})
