import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import publicPages from '#services/emplois/public_page_cache'
import { as } from '../offres/helpers.js'
import { aLiveOffre, aPublisher, offrePage, textOf, withKeptPages } from './helpers.js'
import { sitemapText } from './sitemap_text.js'
import { route } from '#tests/helpers/routes'

/*
| The job board's anonymous pages kept in the process for a few seconds
| (app/services/emplois/public_page_cache.ts; off in tests unless a test turns it on).
*/
const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1]

test.group('Emplois | pages kept in the process', (group) => {
  group.each.setup(withKeptPages)

  test('a repeat anonymous visit is answered from the kept page, with a nonce of its own', async ({
    client,
    assert,
  }) => {
    await aLiveOffre({ titre: 'Première offre' })

    const first = await client.get(route('emplois.index'))
    assert.include(first.text(), 'Première offre')
    assert.equal(publicPages.size, 1)

    const second = await client.get(route('emplois.index'))
    second.assertStatus(200)
    assert.include(second.text(), 'Première offre')
    second.assertHeader('cache-control', 'public, max-age=60')
    assert.equal(second.header('etag'), first.header('etag'))
    assert.isUndefined(second.header('set-cookie'))

    /* Sent as first sent: its scripts' nonce, and the policy header names that nonce. */
    const nonce = nonceOf(first.text())
    assert.isString(nonce)
    assert.equal(nonceOf(second.text()), nonce)
    assert.include(second.header('content-security-policy'), `'nonce-${nonce}'`)
    assert.include(first.header('content-security-policy'), `'nonce-${nonce}'`)

    /* Its compressed bytes are kept with it. */
    for (const encoding of ['br', 'gzip']) {
      const compressed = await client
        .get(route('emplois.index'))
        .header('accept-encoding', encoding)
      compressed.assertHeader('content-encoding', encoding)
      assert.include(compressed.header('vary'), 'Accept-Encoding')
      assert.include(compressed.text(), 'Première offre')
    }

    /* 304 from the kept page too. */
    const again = await client
      .get(route('emplois.index'))
      .header('if-none-match', first.header('etag')!)
    again.assertStatus(304)

    /* An Inertia visit is kept apart from the HTML. */
    const visit = await client.get(route('emplois.index')).withInertia()
    visit.assertInertiaComponent('emplois/index')
  })

  test('a write, through the models or around them, shows on the next visit; signed-in visitors never get a kept page', async ({
    client,
    assert,
  }) => {
    const { user, publish } = await aPublisher()
    const offre = await publish({ titre: 'Avant' })
    await client.get(route('emplois.index'))
    assert.equal(publicPages.size, 1)

    await offre.merge({ titre: 'Après' }).save()
    const fresh = await client.get(route('emplois.index'))
    assert.include(fresh.text(), 'Après')
    /* The page of the board as it was is gone with it. */
    assert.equal(publicPages.size, 1)

    /* Written around the models (a bulk query): the database's triggers saw it. */
    await db.from('offres').update({ titre: 'En masse' })
    assert.include(await textOf(client.get(route('emplois.index'))), 'En masse')
    const signedIn = await as(client.get(route('emplois.index')), user)
    assert.include(signedIn.text(), 'En masse')
    signedIn.assertHeader('cache-control', 'private, no-cache')
    assert.include(signedIn.text(), user.fullName)
  })

  test('deleting an account takes its offers off the kept pages at once', async ({
    client,
    assert,
  }) => {
    const { user, publish } = await aPublisher()
    const offre = await publish({ titre: 'Offre du compte supprimé' })
    await aLiveOffre({ titre: 'Offre qui reste' })
    const page = offrePage(offre)
    for (const path of [route('emplois.index'), page, route('sitemap'), route('emplois.feed')]) {
      const response = await client.get(path)
      if (path !== route('sitemap')) assert.include(response.text(), 'Offre du compte supprimé')
    }
    assert.equal(publicPages.size, 4)
    assert.include(await sitemapText((path) => textOf(client.get(path))), page)

    /* The account's rows go by plain queries, around the models' hooks. */
    const deletion = await as(client.delete(route('profile.destroy')), user)
      .form({ password: 'motdepasse' })
      .withCsrfToken()
      .redirects(0)
    deletion.assertHeader('location', route('home'))

    const emplois = await client.get(route('emplois.index'))
    assert.notInclude(emplois.text(), 'Offre du compte supprimé')
    assert.include(emplois.text(), 'Offre qui reste')
    const gone = await client.get(page)
    gone.assertStatus(404)
    assert.notInclude(await sitemapText((path) => textOf(client.get(path))), page)
    assert.notInclude(await textOf(client.get(route('emplois.feed'))), 'Offre du compte supprimé')
  })
})
