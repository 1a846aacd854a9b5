import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type User from '#models/user'
import type Societe from '#models/societe'
import type Offre from '#models/offre'
import { UserFactory } from '#database/factories/user_factory'
import { publicSlug, slugOf } from '#services/emplois/public_offres'
import { as, offreOf } from '../offres/helpers.js'
import { offrePage, textOf } from './helpers.js'
import { sitemapText } from './sitemap_text.js'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete } from '#tests/helpers/owned_records'

/*
| The public job board (/emplois, its pages, sitemap.xml, emplois.xml): only
| published, current offers, never a référent's details, cacheable for
| anonymous visitors.
*/

const HOSTILE =
  '<p onclick="steal()">Poste <strong>ouvert</strong></p><script>alert(1)</script>' +
  '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">piège</a>'

type Fixture = {
  user: User
  societe: Societe
  live: Offre
  draft: Offre
  closed: Offre
  trashed: Offre
  expired: Offre
}

/** One pro with a référent on every offer, and an offer in each state. */
async function fixture(): Promise<Fixture> {
  const user = await UserFactory.create()
  const societe = await aSociete(user, {
    nom: 'Hôtel du Cœur',
    ville: 'Annecy',
    siteWeb: 'https://hotel-du-coeur.fr',
  })
  const contact = await aContact(user, {
    societeId: societe.id,
    prenom: 'Odile',
    nom: 'Secrète',
    email: 'odile.secrete@hotel-du-coeur.fr',
    telephone: '04 50 11 22 33',
  })
  const of = (merge: Partial<Offre>) => offreOf(user, societe, { contactId: contact.id, ...merge })
  return {
    user,
    societe,
    live: await of({
      titre: 'Réceptionniste de nuit (H/F)',
      typeContrat: 'CDI',
      lieu: 'Annecy',
      teletravail: 'aucun',
      candidature: 'https://hotel-du-coeur.fr/recrutement',
      description: HOSTILE,
    })
      .apply('publiee')
      .create(),
    draft: await of({ titre: 'Brouillon caché' }).create(),
    /* Closed 31 days ago: past the "clôturée" notice's 30 days. */
    closed: await of({ titre: 'Clôturée ancienne' })
      .apply('cloturee')
      .create()
      .then((offre) => offre.merge({ closedAt: DateTime.now().minus({ days: 31 }) }).save()),
    trashed: await of({ titre: 'Mise à la corbeille' }).apply('publiee').apply('trashed').create(),
    expired: await of({
      titre: 'Date limite passée',
      dateDebut: DateTime.now().plus({ days: 6 }),
      dateLimite: DateTime.now().minus({ days: 1 }),
    })
      .apply('publiee')
      .create(),
  }
}

const HIDDEN_TITLES = [
  'Brouillon caché',
  'Clôturée ancienne',
  'Mise à la corbeille',
  'Date limite passée',
]
const CONTACT_DATA = ['Secrète', 'odile.secrete@hotel-du-coeur.fr', '04 50 11 22 33']

test.group('Emplois | public board', () => {
  test('the list shows only published, current offers, without any référent', async ({
    client,
    assert,
  }) => {
    const { live } = await fixture()
    const response = await client.get(route('emplois.index')).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('emplois/index')
    const props = response.inertiaProps as {
      offres: { data: { titre: string; slug: string }[]; meta: { total: number } }
    }
    assert.deepEqual(
      props.offres.data.map((offre) => offre.titre),
      ['Réceptionniste de nuit (H/F)']
    )
    assert.equal(props.offres.meta.total, 1)
    assert.equal(props.offres.data[0].slug, publicSlug(live))

    const page = await client.get(route('emplois.index'))
    const html = page.text()
    assert.include(html, 'Réceptionniste de nuit (H/F)')
    for (const hidden of [...HIDDEN_TITLES, ...CONTACT_DATA]) assert.notInclude(html, hidden)
  })

  test('filters: type de contrat, télétravail, lieu and a folded text search', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await fixture()
    await offreOf(user, societe, {
      titre: 'Chef de partie',
      typeContrat: 'Alternance',
      lieu: 'Île-de-France',
      teletravail: 'partiel',
    })
      .apply('publiee')
      .create()
    const titles = async (qs: string) => {
      const response = await client.get(`${route('emplois.index')}?${qs}`).withInertia()
      response.assertStatus(200)
      const props = response.inertiaProps as { offres: { data: { titre: string }[] } }
      return props.offres.data.map((offre) => offre.titre)
    }
    assert.deepEqual(await titles('contrat=Alternance'), ['Chef de partie'])
    assert.deepEqual(await titles('teletravail=aucun'), ['Réceptionniste de nuit (H/F)'])
    assert.deepEqual(await titles(`lieu=${encodeURIComponent('Île-de-France')}`), [
      'Chef de partie',
    ])
    /* Folded: "hotel" and "coeur" find the société "Hôtel du Cœur"; "ile" the place. */
    assert.sameMembers(await titles('q=hotel+du+coeur'), [
      'Réceptionniste de nuit (H/F)',
      'Chef de partie',
    ])
    assert.deepEqual(await titles('q=ILE'), ['Chef de partie'])
    /* Every word, anywhere: title, place, société (name or town). */
    assert.deepEqual(await titles('q=receptionniste+annecy'), ['Réceptionniste de nuit (H/F)'])
    assert.deepEqual(await titles('q=partie++france'), ['Chef de partie'])
    assert.deepEqual(await titles('q=nuit+ile'), [])
    /* Wildcards of GLOB and LIKE, quotes, markup: searched as text, never an error. */
    for (const hostile of ['*', '%', '_', '[', "' or 1=1 --", '<script>', 'a'.repeat(500)]) {
      const all = hostile === 'a'.repeat(500) ? 2 : 0
      assert.lengthOf(await titles(`q=${encodeURIComponent(hostile)}`), all, hostile.slice(0, 12))
    }
    assert.deepEqual(await titles('q=corbeille'), [])
    /* A bad value is ignored, as on every list. */
    assert.lengthOf(await titles('contrat=Esclavage&page=abc'), 2)

    const counted = await client.get(route('emplois.index')).withInertia()
    counted.assertInertiaPropsContains({
      counts: {
        contrats: [
          { value: 'Alternance', total: 1 },
          { value: 'CDI', total: 1 },
        ],
      },
    })
  })

  test('the offer page: candidate view, Postuler, no référent, hostile rich text inert', async ({
    client,
    assert,
  }) => {
    const { live } = await fixture()
    const response = await client.get(offrePage(live)).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('emplois/show')
    const props = response.inertiaProps as Record<string, any>
    assert.equal(props.state, 'open')
    assert.equal(props.offre.titre, 'Réceptionniste de nuit (H/F)')
    assert.deepEqual(props.offre.postuler, {
      href: 'https://hotel-du-coeur.fr/recrutement',
      email: null,
    })
    assert.notProperty(props.offre, 'contact')
    assert.notProperty(props.offre, 'id')

    const page = await client.get(offrePage(live))
    const html = page.text()
    for (const secret of CONTACT_DATA) assert.notInclude(html, secret)
    assert.notInclude(html, '<script>alert(1)')
    assert.notInclude(html, 'onerror')
    assert.notInclude(html, 'javascript:alert')
    assert.notInclude(html, 'onclick')
    assert.match(html, /<link rel="canonical" href="http:\/\/[^"]+\/emplois\/OFF-/)
    assert.include(html, '<meta property="og:title"')
  })

  test('JSON-LD: a JobPosting with the properties search engines require', async ({
    client,
    assert,
  }) => {
    const { live } = await fixture()
    const page = await client.get(offrePage(live))
    const html = page.text()
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
    assert.isNotNull(block)
    const posting = JSON.parse(block![1])
    assert.equal(posting['@type'], 'JobPosting')
    assert.equal(posting.title, 'Réceptionniste de nuit (H/F)')
    assert.equal(posting.employmentType, 'FULL_TIME')
    assert.equal(posting.hiringOrganization.name, 'Hôtel du Cœur')
    assert.equal(posting.jobLocation.address.addressLocality, 'Annecy')
    assert.equal(posting.datePosted, live.publishedAt!.toISODate())
    assert.equal(posting.validThrough, `${live.dateLimite!.toISODate()}T23:59:59`)
    assert.equal(posting.baseSalary.currency, 'EUR')
    assert.isFalse(posting.directApply)
    assert.notInclude(posting.description, '<script')
    assert.notInclude(JSON.stringify(posting), 'odile')
  })

  test('a changed title keeps the old address: 301 to the current one', async ({
    client,
    assert,
  }) => {
    const { live } = await fixture()
    const old = publicSlug(live)
    live.titre = 'Veilleur de nuit'
    await live.save()
    for (const path of [
      route('emplois.show', { slug: old }),
      route('emplois.show', { slug: live.reference }),
    ]) {
      const response = await client.get(path).redirects(0)
      response.assertStatus(301)
      response.assertHeader(
        'location',
        route('emplois.show', { slug: `${live.reference}-veilleur-de-nuit` })
      )
    }
    assert.equal(slugOf('Développeur·se Web (H/F) — Cœur'), 'developpeur-se-web-h-f-coeur')
  })

  test('drafts, old closed, trashed, expired and unknown references answer the French 404', async ({
    client,
    assert,
  }) => {
    const { draft, closed, trashed, expired } = await fixture()
    for (const offre of [draft, closed, trashed, expired]) {
      const response = await client.get(offrePage(offre))
      response.assertStatus(404)
      assert.include(response.text(), '"component":"errors/error"')
      assert.notInclude(response.text(), offre.titre)
    }
    for (const path of [
      route('emplois.show', { slug: 'OFF-2020-9999-rien' }),
      route('emplois.show', { slug: 'pas-une-reference' }),
    ]) {
      const response = await client.get(path)
      response.assertStatus(404)
    }
  })

  test('an offer closed less than 30 days ago says so, without Postuler nor JSON-LD', async ({
    client,
    assert,
  }) => {
    const { live } = await fixture()
    live.merge({ statut: 'cloturee', closedAt: DateTime.now().minus({ days: 29 }) })
    await live.save()
    const response = await client.get(offrePage(live))
    response.assertStatus(200)
    response.assertTextIncludes('Cette offre est clôturée')
    assert.notInclude(response.text(), 'application/ld+json')
    assert.notInclude(response.text(), '>Postuler<')
    assert.include(response.text(), '<meta name="robots" content="noindex"')
    const list = await client.get(route('emplois.index')).withInertia()
    list.assertInertiaPropsContains({ offres: { meta: { total: 0 } } })

    live.closedAt = DateTime.now().minus({ days: 31 })
    await live.save()
    const gone = await client.get(offrePage(live))
    gone.assertStatus(404)
  })

  test('sitemap.xml and emplois.xml list exactly the public offers', async ({ client, assert }) => {
    const { live } = await fixture()
    const index = await client.get(route('sitemap'))
    index.assertStatus(200)
    index.assertHeader('content-type', 'application/xml; charset=utf-8')
    /* The index and its files (tests/functional/emplois/sitemaps.spec.ts). */
    const sitemap = await sitemapText((path) => textOf(client.get(path)))
    assert.include(sitemap, `${offrePage(live)}</loc>`)
    assert.include(sitemap, `${route('emplois.index')}</loc>`)
    assert.equal(sitemap.split('<url>').length - 1, 3)

    const feed = await client.get(route('emplois.feed'))
    feed.assertStatus(200)
    feed.assertHeader('content-type', 'application/atom+xml; charset=utf-8')
    assert.include(feed.text(), 'Réceptionniste de nuit (H/F) — Hôtel du Cœur')
    assert.equal(feed.text().split('<entry>').length - 1, 1)
    for (const body of [sitemap, feed.text()]) {
      for (const hidden of [...HIDDEN_TITLES, ...CONTACT_DATA]) assert.notInclude(body, hidden)
    }
    /* The feed's summary is text: the hostile markup is gone, not escaped into it. */
    assert.notInclude(feed.text(), 'alert(1)')

    const robots = await client.get(route('robots'))
    robots.assertStatus(200)
    robots.assertTextIncludes('Disallow: /app/')
    assert.match(robots.text(), /Sitemap: http:\/\/[^/]+\/sitemap\.xml/)
  })

  test('anonymous visitors get a public, cacheable answer with an ETag, and 304 when unchanged', async ({
    client,
    assert,
  }) => {
    const { live, user } = await fixture()
    for (const path of [route('emplois.index'), offrePage(live), route('sitemap')]) {
      const first = await client.get(path)
      first.assertStatus(200)
      first.assertHeader('cache-control', 'public, max-age=60')
      assert.isUndefined(first.header('set-cookie'), path)
      const etag = first.header('etag') ?? ''
      assert.match(etag, /^(W\/)?"[^"]+"$/, path)
      const again = await client.get(path).header('if-none-match', etag)
      assert.equal(again.status(), 304, path)
      assert.equal(again.text(), '')
    }
    /* Signed in: the page shows who they are, so it stays private. */
    const signedIn = await as(client.get(route('emplois.index')), user)
    signedIn.assertStatus(200)
    signedIn.assertHeader('cache-control', 'private, no-cache')
    /* Any other page is still never cached. */
    const login = await client.get(route('login'))
    login.assertHeader('cache-control', 'private, no-store')
  })
})
