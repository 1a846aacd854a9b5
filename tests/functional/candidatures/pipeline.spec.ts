import { test } from '@japa/runner'
import Candidature from '#models/candidature'
import { UserFactory } from '#database/factories/user_factory'
import {
  candidaturesTo,
  as,
  fieldErrors,
  historyOf,
  lastChange,
  moveAs,
  moveTo,
  offreOf,
  ownerAndCandidature,
  stored,
} from './helpers.js'
import { route } from '#tests/helpers/routes'
import { visitAs } from '#tests/helpers/as_user'

/*
| The pipeline (nouvelle → en_cours → entretien → retenue | refusee): a move
| is written to the history; a bad statut is refused with nothing written;
| the bulk bar changes only the caller's applications; the private notes.
| Droit "lecteur" reads but changes nothing. The replies to the candidate:
| reponses.spec.ts.
*/

async function statuts(ids: number[]) {
  const rows = await Candidature.query().whereIn('id', ids).orderBy('id')
  return rows.map((row) => row.statut)
}

test.group('Candidatures | pipeline', (group) => {
  group.each.timeout(60_000)

  test('a move changes the statut, goes back to the page and is written to the history', async ({
    client,
    assert,
  }) => {
    const { owner, app } = await ownerAndCandidature()

    const from = route('candidatures.show', { id: app.id })
    const response = await moveTo(client, owner, app.id, 'entretien', from)

    response.assertStatus(302)
    response.assertHeader('location', route('candidatures.show', { id: app.id }))
    response.assertFlashMessage('success', 'Candidature passée au statut « Entretien ».')
    assert.deepEqual(await statuts([app.id]), ['entretien'])
    const history = await historyOf(app)
    assert.deepEqual(
      history.map((row) => row.action),
      ['created', 'statut']
    )
    assert.deepEqual(history[1].changes, [{ field: 'statut', from: 'nouvelle', to: 'entretien' }])
    assert.equal(history[1].actorId, owner.id)
  })

  test('an unknown statut is a 422 with the French error, and nothing is written', async ({
    client,
    assert,
  }) => {
    const { owner, app } = await ownerAndCandidature()

    const response = await moveAs(client, owner, app.id)
      .json({ statut: 'embauchee' })
      .header('accept', 'application/json')
      .withCsrfToken()

    response.assertStatus(422)
    assert.equal(response.body().errors[0].field, 'statut')
    assert.match(response.body().errors[0].message, /statut/i)
    assert.deepEqual(await statuts([app.id]), ['nouvelle'])
    assert.lengthOf(await historyOf(app), 1)
  })

  test('bulk: the ticked applications, or all matching, and never another owner’s', async ({
    client,
    assert,
  }) => {
    const [owner, other] = await UserFactory.createMany(2)
    const mine = await candidaturesTo(await offreOf(owner), 3)
    const [theirs] = await candidaturesTo(await offreOf(other), 1)
    const bulk = (body: Record<string, unknown>) =>
      as(client.post(route('candidatures.bulk')), owner)
        .json(body)
        .header(
          'referer',
          `http://localhost${route('candidatures.index', {}, { statut: 'nouvelle' })}`
        )
        .withCsrfToken()
        .redirects(0)

    const ticked = await bulk({
      action: 'statut',
      statut: 'en_cours',
      ids: [mine[0].id, mine[1].id],
    })
    ticked.assertStatus(302)
    ticked.assertHeader('location', route('candidatures.index', {}, { statut: 'nouvelle' }))
    ticked.assertFlashMessage('success', '2 candidatures passées au statut « En cours d’examen ».')
    assert.deepEqual(await statuts(mine.map((app) => app.id)), ['en_cours', 'en_cours', 'nouvelle'])
    const moved = await lastChange(mine[0])
    assert.deepEqual(moved?.changes, [{ field: 'statut', from: 'nouvelle', to: 'en_cours' }])

    /* Another owner's id among them: a 404, and nothing changes. */
    const mixed = await bulk({ action: 'statut', statut: 'refusee', ids: [mine[2].id, theirs.id] })
    mixed.assertStatus(404)
    assert.deepEqual(await statuts([mine[2].id, theirs.id]), ['nouvelle', 'nouvelle'])

    /* Every application the filters match: only the caller's "en_cours" ones. */
    const all = await bulk({
      action: 'statut',
      statut: 'retenue',
      all: true,
      query: { statut: 'en_cours' },
    })
    all.assertFlashMessage('success', '2 candidatures passées au statut « Retenue ».')
    assert.deepEqual(await statuts(mine.map((app) => app.id)), ['retenue', 'retenue', 'nouvelle'])
    assert.deepEqual(await statuts([theirs.id]), ['nouvelle'])

    const none = await bulk({ action: 'statut', statut: 'retenue', ids: [mine[0].id] })
    none.assertFlashMessage('success', 'Aucune candidature n’a changé.')
  })

  test('notes are saved (an empty form clears them), recorded as changed without their text', async ({
    client,
    assert,
  }) => {
    const { owner, app } = await ownerAndCandidature()
    const save = (notes: string) =>
      as(client.put(route('candidatures.notes', { id: app.id })), owner)
        .form({ notes })
        .withCsrfToken()
        .redirects(0)

    const saved = await save('  Profil solide, relancer lundi.  ')
    saved.assertStatus(302)
    saved.assertHeader('location', route('candidatures.show', { id: app.id }))
    saved.assertFlashMessage('success', 'Notes enregistrées.')
    let row = await stored(app)
    assert.equal(row.notes, 'Profil solide, relancer lundi.')
    const change = await lastChange(app)
    assert.deepEqual(change?.changes, [{ field: 'notes', rich: true }])

    const tooLong = await save('x'.repeat(5001))
    assert.property(fieldErrors(tooLong), 'notes')
    row = await stored(app)
    assert.equal(row.notes, 'Profil solide, relancer lundi.')

    await save('')
    row = await stored(app)
    assert.isNull(row.notes)
  })

  test('droit lecteur reads the inbox, the page and the CV, and gets a 403 on every change', async ({
    client,
    assert,
  }) => {
    const lecteur = await UserFactory.apply('lecteur').create()
    const [app] = await candidaturesTo(await offreOf(lecteur), 1)

    const list = await visitAs(client, lecteur, route('candidatures.index'))
    list.assertStatus(200)
    list.assertInertiaPropsContains({ can: { update: false } })
    const page = await visitAs(client, lecteur, route('candidatures.show', { id: app.id }))
    page.assertInertiaPropsContains({ can: { update: false }, reply: null })
    const cv = await as(client.get(route('candidatures.cv', { id: app.id })), lecteur)
    cv.assertStatus(200)

    const writes = [
      moveAs(client, lecteur, app.id).form({
        statut: 'refusee',
      }),
      as(client.put(route('candidatures.notes', { id: app.id })), lecteur).form({ notes: 'x' }),
      as(client.post(route('candidatures.reponse', { id: app.id })), lecteur).form({ texteId: 1 }),
      as(client.post(route('candidatures.bulk')), lecteur).json({
        action: 'statut',
        statut: 'refusee',
        ids: [app.id],
      }),
    ]
    for (const write of writes) {
      const response = await write.withCsrfToken().redirects(0)
      response.assertStatus(403)
    }
    const row = await stored(app)
    assert.equal(row.statut, 'nouvelle')
    assert.isNull(row.notes)
    assert.lengthOf(await historyOf(app), 1)
  })
})
