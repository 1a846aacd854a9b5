import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { as, offreOf } from '../offres/helpers.js'
import { aPublisher, offrePage } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact } from '#tests/helpers/owned_records'

/*
| Around the job board: the landing page's latest offers, what the pro's
| offer page says about its public life, the "Postuler" link, and the public
| count on e-sidoor.
*/
test.group('Emplois | publication', () => {
  test('the landing page shows the three latest public offers and links to /emplois', async ({
    client,
    assert,
  }) => {
    const { user, societe, publish } = await aPublisher()
    for (const [titre, days] of [
      ['Plus ancienne', 9],
      ['Troisième', 5],
      ['Deuxième', 3],
      ['Dernière', 1],
    ] as const) {
      const offre = await publish({ titre })
      await offre.merge({ publishedAt: DateTime.now().minus({ days }) }).save()
    }
    await offreOf(user, societe, { titre: 'Brouillon du jour' }).create()

    const response = await client.get(route('home')).withInertia()
    response.assertStatus(200)
    const props = response.inertiaProps as { offres: { titre: string; slug: string }[] }
    assert.deepEqual(
      props.offres.map((offre) => offre.titre),
      ['Dernière', 'Deuxième', 'Troisième']
    )

    /* Rendered on the server: the links work before any JavaScript runs. */
    const landing = await client.get(route('home'))
    const html = landing.text()
    assert.include(html, `href="${route('emplois.show', { slug: props.offres[0].slug })}"`)
    assert.include(html, `href="${route('emplois.index')}"`)
    assert.notInclude(html, 'Brouillon du jour')
  })

  test('with no public offer, the landing page says so', async ({ client, assert }) => {
    const landing = await client.get(route('home'))
    assert.include(landing.text(), 'Aucune offre publiée pour le moment.')
  })

  test("the pro's offer page tells where the offer is public, or until when it says clôturée", async ({
    client,
    assert,
  }) => {
    const { user, societe, publish } = await aPublisher()
    const live = await publish()
    const draft = await offreOf(user, societe).create()
    const closed = await offreOf(user, societe).apply('cloturee').create()

    const publicationOf = async (id: number) => {
      const response = await as(client.get(route('offres.edit', { id })).withInertia(), user)
      response.assertStatus(200)
      return (response.inertiaProps as { publication: Record<string, unknown> }).publication
    }
    assert.deepEqual(await publicationOf(live.id), {
      state: 'open',
      path: offrePage(live),
      closedUntil: null,
    })
    assert.deepEqual(await publicationOf(draft.id), {
      state: null,
      path: null,
      closedUntil: null,
    })
    assert.deepEqual(await publicationOf(closed.id), {
      state: 'closed',
      path: offrePage(closed),
      closedUntil: closed.closedAt!.plus({ days: 30 }).toISODate(),
    })

    /* Taking it down: clôturer, and it leaves the board at once. */
    await as(client.post(route('offres.close', { id: live.id })), user)
      .withCsrfToken()
      .redirects(0)
    const emplois = await client.get(route('emplois.index')).withInertia()
    assert.equal(
      (emplois.inertiaProps as { offres: { meta: { total: number } } }).offres.meta.total,
      0
    )
  })

  test('Postuler: a mailto: for an e-mail, nothing without an address or for an unsafe one', async ({
    client,
    assert,
  }) => {
    const { user, societe, publish } = await aPublisher()
    const referent = await aContact(user, {
      societeId: societe.id,
      email: 'referent.prive@numeria.fr',
    })
    const postulerOf = async (candidature: string | null) => {
      const offre = await publish({ candidature, contactId: referent.id })
      const response = await client.get(offrePage(offre)).withInertia()
      response.assertStatus(200)
      assert.notInclude(JSON.stringify(response.inertiaProps), 'referent.prive@numeria.fr')
      return (response.inertiaProps as { offre: { postuler: unknown } }).offre.postuler
    }
    assert.deepEqual(await postulerOf('jobs@numeria.fr'), {
      href: 'mailto:jobs@numeria.fr',
      email: 'jobs@numeria.fr',
    })
    /* No address: no button, and never the référent's e-mail instead. */
    assert.isNull(await postulerOf(null))
    /* Written around the validator (an old row, a script): still never a link. */
    assert.isNull(await postulerOf('javascript:alert(1)'))
  })

  test('e-sidoor counts the offers on the public board', async ({ client, assert }) => {
    const { user, societe, publishMany } = await aPublisher()
    await publishMany(2)
    await offreOf(user, societe).apply('publiee').apply('trashed').create()
    await offreOf(user, societe, {
      dateDebut: DateTime.now().plus({ days: 6 }),
      dateLimite: DateTime.now().minus({ days: 1 }),
    })
      .apply('publiee')
      .create()
    await offreOf(user, societe).create()

    const esi = await UserFactory.apply('esi').create()
    const response = await client.get(route('esidoor.dashboard')).withInertia().loginAs(esi)
    response.assertStatus(200)
    const counters = (response.inertiaProps as { counters: Record<string, unknown> }).counters
    assert.equal(counters.enLigne, 2)
    assert.deepInclude(counters.offres as object, { publiee: 3, brouillon: 1 })
  })
})
