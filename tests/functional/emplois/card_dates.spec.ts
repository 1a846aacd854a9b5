import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { aPublisher, offrePage, propsOf, textOf } from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| Every card of the board says when its offer was published (issue 41,
| defect 7): the French calendar day, in the props and in the HTML the
| server renders (a <time datetime>, for people and for machines).
*/

/** 23:30 UTC on 3 November is already 4 November in Paris. */
const PUBLISHED_AT = DateTime.fromISO('2026-11-03T23:30:00Z')
/* Attribute names are case-blind in HTML (React writes `dateTime`). */
const CARD_DATE = /Publiée le <time datetime="2026-11-04">4 novembre 2026<\/time>/gi

test.group('Emplois | publication day on the cards', () => {
  test('/emplois and an offer’s similar offers carry the French day of publication', async ({
    client,
    assert,
  }) => {
    const { publishMany } = await aPublisher()
    const [first, second] = await publishMany(2, { typeContrat: 'CDI', lieu: 'Lyon' })
    for (const offre of [first, second]) await offre.merge({ publishedAt: PUBLISHED_AT }).save()

    const emplois = await propsOf(client.get(route('emplois.index')).withInertia())
    assert.deepEqual(
      emplois.offres.data.map((card: { publishedOn: string }) => card.publishedOn),
      ['2026-11-04', '2026-11-04']
    )
    const html = await textOf(client.get(route('emplois.index')))
    assert.lengthOf(html.match(CARD_DATE) ?? [], 2, 'each card, rendered by the server')

    const page = await textOf(client.get(offrePage(first)))
    assert.lengthOf(page.match(CARD_DATE) ?? [], 1, 'the similar offer’s card too')
  })
})
