import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { emploisVersion } from '#models/emplois_version'
import { publicSlug } from '#services/emplois/public_offres'
import { startAppProcess } from '#tests/helpers/app_process'
import { signIn } from '#tests/helpers/raw_upload'
import { freePort } from '#tests/helpers/free_port'
import { aPublisher } from './helpers.js'
import { sitemapText } from './sitemap_text.js'
import { route } from '#tests/helpers/routes'

/*
| Two app processes on the run's database, as two instances behind a proxy
| (or two cluster workers), each keeping the job board's pages for five
| minutes: a write made anywhere (directly in the database, through the other
| instance) shows on the next visit, because every kept page is keyed on the
| board's version (app/models/emplois_version.ts), which the write moved.
| The processes run from source without Vite: the pages are asked as Inertia
| visits (JSON), the feed and sitemap as they are (XML).
*/
const KEEP_LONG = { PUBLIC_PAGE_CACHE_SECONDS: '300' }

/* Inertia's assets version ("1", or the hash of a build's manifest when there is one). */
let assetsVersion = ''

function visit(base: string, path: string) {
  return fetch(`${base}${path}`, {
    headers: { 'x-inertia': 'true', 'x-inertia-version': assetsVersion },
    redirect: 'manual',
  })
}

/** What instance `base` shows: the board's titles, an offer page, the feed, the sitemap. */
async function shownOn(base: string, slug: string) {
  const propsOf = async (response: Response) => ((await response.json()) as any).props
  const textOf = (response: Response) => response.text()
  const emplois = await visit(base, route('emplois.index')).then(propsOf)
  const page = await visit(base, route('emplois.show', { slug }))
  const props = page.status === 200 ? await propsOf(page) : null
  return {
    emplois: emplois.offres.data.map((offre: any) => offre.titre) as string[],
    page: props
      ? { status: 200, titre: props.offre.titre, state: props.state }
      : { status: page.status, location: page.headers.get('location') },
    feed: await fetch(`${base}/emplois.xml`).then(textOf),
    sitemap: await sitemapText((path) => fetch(`${base}${path}`).then(textOf)),
  }
}

test.group('Emplois | kept pages across app instances', () => {
  test('a write on instance A, or straight in the database, is never hidden by a page kept on instance B', async ({
    assert,
  }) => {
    const { user, publish } = await aPublisher()
    const offre = await publish({ titre: 'Soudeur TIG' })
    const [a, b] = await Promise.all([
      startAppProcess(await freePort(), KEEP_LONG),
      startAppProcess(await freePort(), KEEP_LONG),
    ])
    try {
      /* A visit from another build is told the current version (409). */
      const stale = await visit(b.url, route('emplois.index'))
      assetsVersion = stale.headers.get('x-inertia-version') ?? ''
      const first = publicSlug(offre)
      const warm = await shownOn(b.url, first)
      assert.deepEqual(warm.emplois, ['Soudeur TIG'])
      assert.deepEqual(warm.page, { status: 200, titre: 'Soudeur TIG', state: 'open' })
      assert.include(warm.feed, 'Soudeur TIG')
      assert.include(warm.sitemap, route('emplois.show', { slug: first }))

      /* B keeps its pages: a change whose version move is undone by hand stays hidden. */
      const version = await emploisVersion()
      await db.from('offres').where('id', offre.id).update({ titre: 'Jamais montrée' })
      await db.from('board_version').where('id', 1).update({ version })
      assert.deepEqual(await shownOn(b.url, first), warm)

      /* Straight in the database, by neither instance: B shows it on the next visit. */
      await db.from('offres').where('id', offre.id).update({ titre: 'Chaudronnier' })
      const renamed = await shownOn(b.url, first)
      const second = publicSlug({ reference: offre.reference, titre: 'Chaudronnier' })
      assert.deepEqual(renamed.emplois, ['Chaudronnier'])
      assert.deepEqual(renamed.page, {
        status: 301,
        location: route('emplois.show', { slug: second }),
      })
      assert.include(renamed.feed, 'Chaudronnier')
      assert.notInclude(renamed.feed, 'Soudeur TIG')
      assert.include(renamed.sitemap, route('emplois.show', { slug: second }))
      const moved = await shownOn(b.url, second)
      assert.deepEqual(moved.page, { status: 200, titre: 'Chaudronnier', state: 'open' })

      /* Through instance A: its owner closes it; B shows the "clôturée" page at once. */
      /* signIn refuses anything but a 302 to the dashboard. */
      const session = await signIn(user.email, 'motdepasse', a.url)
      const closed = await fetch(`${a.url}${route('offres.close', { id: offre.id })}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'cookie': session.cookie(), 'x-xsrf-token': session.xsrf() },
      })
      assert.equal(closed.status, 302)
      const after = await shownOn(b.url, second)
      assert.deepEqual(after.emplois, [])
      assert.deepEqual(after.page, { status: 200, titre: 'Chaudronnier', state: 'closed' })
      assert.notInclude(after.feed, 'Chaudronnier')
      assert.notInclude(after.sitemap, route('emplois.show', { slug: second }))
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  }).timeout(90_000)
})
