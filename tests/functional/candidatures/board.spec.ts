import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { UserFactory } from '#database/factories/user_factory'
import { BOARD_COLUMN_SIZE } from '#services/candidatures/board'
import { assertCostKept } from '#tests/helpers/count_queries'
import {
  candidaturesTo,
  assertNoMessageNorCvKey,
  historyOf,
  moveTo,
  offreOf,
  ownerAndOffre,
  stored,
} from './helpers.js'
import { route } from '#tests/helpers/routes'
import { visitAs } from '#tests/helpers/as_user'
import { assertRedirect } from '#tests/helpers/answers'

/*
| An offer's board (docs/product.md, "Candidatures"): its applications in a
| column per statut, newest first, each column bounded with its true count;
| another owner's offer is a 404; droit "lecteur" sees it and moves nothing.
| A move is the inbox's statut change, sent from the board: it comes back to
| the board and is written to the history.
*/

const board = (offreId: number) => urlFor('offres.candidatures.board', { id: offreId })
type Column = { statut: string; total: number; cards: { id: number; email: string }[] }

/** The columns as "statut: total [e-mails]". */
function columnsOf(response: { inertiaProps: Record<string, any> }) {
  return (response.inertiaProps.columns as Column[]).map(
    (column) => `${column.statut}: ${column.total} [${column.cards.map((card) => card.email)}]`
  )
}

test.group('Candidatures | board', (group) => {
  group.each.timeout(120_000)

  test('an offer’s applications in columns by statut, newest first, with their counts', async ({
    client,
    assert,
  }) => {
    const { owner, offre } = await ownerAndOffre({ titre: 'Développeur web' })
    await candidaturesTo(offre, 4, (i) => ({
      email: `c${i}@example.fr`,
      statut: i === 2 ? 'entretien' : i === 3 ? 'refusee' : 'nouvelle',
    }))
    /* Another offer's applications, the same owner's, stay off this board. */
    await candidaturesTo(await offreOf(owner), 1, () => ({ email: 'ailleurs@example.fr' }))

    const response = await visitAs(client, owner, board(offre.id))

    response.assertStatus(200)
    response.assertInertiaComponent('candidatures/board')
    response.assertInertiaPropsContains({
      offre: { id: offre.id, reference: offre.reference, titre: 'Développeur web' },
      columnSize: BOARD_COLUMN_SIZE,
      can: { update: true },
    })
    assert.deepEqual(columnsOf(response), [
      'nouvelle: 2 [c1@example.fr,c0@example.fr]',
      'en_cours: 0 []',
      'entretien: 1 [c2@example.fr]',
      'retenue: 0 []',
      'refusee: 1 [c3@example.fr]',
    ])
    /* A card is an inbox row: no message, no notes, never the CV's key. */
    const card = response.inertiaProps.columns[0].cards[0]
    assert.deepInclude(card, { statut: 'nouvelle', nomComplet: `${card.prenom} ${card.nom}` })
    assertNoMessageNorCvKey(assert, card)
  })

  test('a column shows its newest cards up to the bound, and counts them all', async ({
    client,
    assert,
  }) => {
    const { owner, offre } = await ownerAndOffre()
    const made = await candidaturesTo(offre, BOARD_COLUMN_SIZE + 2)

    const response = await visitAs(client, owner, board(offre.id))

    const [nouvelle] = response.inertiaProps.columns as Column[]
    assert.equal(nouvelle.total, BOARD_COLUMN_SIZE + 2)
    assert.lengthOf(nouvelle.cards, BOARD_COLUMN_SIZE)
    assert.equal(nouvelle.cards[0].id, made.at(-1)!.id)
    assert.notInclude(
      nouvelle.cards.map((card) => card.id),
      made[0].id
    )
  })

  test('its queries do not grow with the applications', async ({ client, assert }) => {
    const { owner, offre } = await ownerAndOffre()
    await candidaturesTo(offre, 1)
    const statuts = ['nouvelle', 'en_cours', 'entretien', 'retenue', 'refusee'] as const
    await assertCostKept(
      assert,
      () => visitAs(client, owner, board(offre.id)),
      () => candidaturesTo(offre, 12, (i) => ({ statut: statuts[i % 5] }))
    )
  })

  test('another owner’s offer is a 404; a guest goes to the login page', async ({ client }) => {
    const { offre } = await ownerAndOffre()
    await candidaturesTo(offre, 1)

    const other = await visitAs(client, await UserFactory.create(), board(offre.id))
    other.assertStatus(404)
    assertRedirect(await client.get(board(offre.id)).redirects(0), route('login'))
  })

  test('a move sent from the board comes back to it, without a toast, and is in the history', async ({
    client,
    assert,
  }) => {
    const { owner, offre } = await ownerAndOffre()
    const [app] = await candidaturesTo(offre, 1)

    const response = await moveTo(client, owner, app.id, 'entretien', board(offre.id))

    response.assertStatus(302)
    response.assertHeader('location', board(offre.id))
    assert.isUndefined(response.flashMessage('success'))
    const moved = await stored(app)
    assert.equal(moved.statut, 'entretien')
    const history = await historyOf(app)
    assert.deepEqual(history.at(-1)?.changes, [
      { field: 'statut', from: 'nouvelle', to: 'entretien' },
    ])
  })

  test('droit lecteur sees the board and gets a 403 on a move from it', async ({
    client,
    assert,
  }) => {
    const lecteur = await UserFactory.apply('lecteur').create()
    const offre = await offreOf(lecteur)
    const [app] = await candidaturesTo(offre, 1)

    const page = await visitAs(client, lecteur, board(offre.id))
    page.assertStatus(200)
    page.assertInertiaPropsContains({ can: { update: false } })

    const move = await moveTo(client, lecteur, app.id, 'retenue', board(offre.id))
    move.assertStatus(403)
    const kept = await stored(app)
    assert.equal(kept.statut, 'nouvelle')
    assert.lengthOf(await historyOf(app), 1)
  })
})
