import { test } from '@japa/runner'
import Candidature from '#models/candidature'
import { UserFactory } from '#database/factories/user_factory'
import { countQueries } from '#tests/helpers/count_queries'
import {
  candidaturesTo,
  as,
  assertNoMessageNorCvKey,
  assertPdfServed,
  emailsIn,
  moveAs,
  offreOf,
  ownerAndOffre,
  ownerAndCandidature,
  someoneElsesCandidatures,
} from './helpers.js'
import { route } from '#tests/helpers/routes'
import { visitAs } from '#tests/helpers/as_user'
import { assertRedirect } from '#tests/helpers/answers'

/*
| The recruiter's inbox (docs/product.md, "Candidatures"): the applications
| to the owner's offers, newest first, filtered by the URL, 25 a page; an
| application's page; the CV's download. Another owner's application is a
| 404 on every route; a guest goes to the login page.
*/

const NO_FILTERS = { search: null, sort: null, order: null, statut: null, offre: null }

test.group('Candidatures | inbox', (group) => {
  group.each.timeout(60_000)

  test('the owner sees the applications to their offers, newest first, with the counts', async ({
    client,
    assert,
  }) => {
    const { owner, offre } = await ownerAndOffre({ titre: 'Développeur web' })
    const apps = await candidaturesTo(offre, 3, (i) => ({ email: `candidat${i}@example.fr` }))
    await apps[0].merge({ statut: 'entretien' }).save()
    await someoneElsesCandidatures(2, (i) => ({ email: `autre${i}@example.fr` }))

    const response = await visitAs(client, owner, route('candidatures.index'))

    response.assertStatus(200)
    response.assertInertiaComponent('candidatures/index')
    response.assertInertiaPropsContains({
      candidatures: { meta: { total: 3, perPage: 25, currentPage: 1, lastPage: 1 } },
      filters: NO_FILTERS,
      offres: [{ id: offre.id, reference: offre.reference, titre: 'Développeur web' }],
      statuts: ['nouvelle', 'en_cours', 'entretien', 'retenue', 'refusee'],
      counts: { nouvelle: 2, en_cours: 0, entretien: 1, retenue: 0, refusee: 0 },
      can: { update: true },
    })
    assert.deepEqual(emailsIn(response), [
      'candidat2@example.fr',
      'candidat1@example.fr',
      'candidat0@example.fr',
    ])
    const row = response.inertiaProps.candidatures.data[0]
    assert.deepInclude(row, {
      statut: 'nouvelle',
      offre: { id: offre.id, reference: offre.reference, titre: 'Développeur web' },
    })
    /* A row carries no message, no notes and never the file's key. */
    assertNoMessageNorCvKey(assert, row)
  })

  test('filters by statut and offre, searches names and e-mails, ignores another owner’s offre', async ({
    client,
    assert,
  }) => {
    const { owner, offre: first } = await ownerAndOffre()
    const second = await offreOf(owner)
    await candidaturesTo(first, 2, (i) =>
      i === 0
        ? { prenom: 'Hélène', nom: 'Durand', email: 'h.durand@example.fr', statut: 'en_cours' }
        : { prenom: 'Paul', nom: 'Martin', email: 'pmartin@exemple.org' }
    )
    await candidaturesTo(second, 1, () => ({
      prenom: 'Zoé',
      nom: 'Lefèvre',
      email: 'zoe_l@example.fr',
    }))
    const foreign = await offreOf(await UserFactory.create())
    const get = async (query: string) => {
      const response = await visitAs(client, owner, `${route('candidatures.index')}?${query}`)
      response.assertStatus(200)
      return response
    }

    assert.deepEqual(emailsIn(await get('statut=en_cours')), ['h.durand@example.fr'])
    assert.deepEqual(emailsIn(await get(`offre=${second.id}`)), ['zoe_l@example.fr'])
    /* Accents and case do not matter; the e-mail is searched too. */
    assert.deepEqual(emailsIn(await get('search=HELENE')), ['h.durand@example.fr'])
    assert.deepEqual(emailsIn(await get('search=exemple.org')), ['pmartin@exemple.org'])
    /* A "_" is a character, not a wildcard. */
    assert.deepEqual(emailsIn(await get('search=e_l')), ['zoe_l@example.fr'])
    const combined = await get(`offre=${first.id}&statut=nouvelle&search=martin`)
    assert.deepEqual(emailsIn(combined), ['pmartin@exemple.org'])
    assert.containsSubset(combined.inertiaProps.filters, {
      offre: first.id,
      statut: 'nouvelle',
      search: 'martin',
    })
    /* Another owner's offer, or a bad value, is no filter: the whole inbox, echoed as none. */
    const foreignFilter = await get(`offre=${foreign.id}&statut=bidon`)
    assert.lengthOf(emailsIn(foreignFilter), 3)
    assert.containsSubset(foreignFilter.inertiaProps.filters, { offre: null, statut: null })
  })

  test('25 a page; page 2 holds the oldest', async ({ client, assert }) => {
    const { owner, offre } = await ownerAndOffre()
    await candidaturesTo(offre, 27, (i) => ({ email: `c${String(i).padStart(2, '0')}@example.fr` }))

    const page2 = await visitAs(client, owner, route('candidatures.index', {}, { page: 2 }))
    page2.assertInertiaPropsContains({
      candidatures: { meta: { total: 27, perPage: 25, currentPage: 2, lastPage: 2 } },
    })
    assert.deepEqual(emailsIn(page2), ['c01@example.fr', 'c00@example.fr'])
  })

  test('an application’s page: the candidate, the message, the notes, the history', async ({
    client,
    assert,
  }) => {
    const { owner, offre } = await ownerAndOffre({ titre: 'Chargé de communication' })
    const [app] = await candidaturesTo(offre, 1, () => ({
      prenom: 'Inès',
      nom: 'Moreau',
      email: 'ines@example.fr',
      telephone: '06 12 34 56 78',
      message: 'Bonjour,\n<b>motivée</b>',
      notes: 'À rappeler',
    }))

    const response = await visitAs(client, owner, route('candidatures.show', { id: app.id }))

    response.assertStatus(200)
    response.assertInertiaComponent('candidatures/show')
    const props = response.inertiaProps
    assert.containsSubset(props.candidature, {
      id: app.id,
      nomComplet: 'Inès Moreau',
      email: 'ines@example.fr',
      telephone: '06 12 34 56 78',
      message: 'Bonjour,\n<b>motivée</b>',
      notes: 'À rappeler',
      statut: 'nouvelle',
      cvNom: app.cvNom,
      cvType: 'application/pdf',
      offre: { id: offre.id, titre: 'Chargé de communication', statut: 'publiee' },
    })
    assert.notProperty(props.candidature, 'cvKey')
    assert.deepEqual(props.can, { update: true })
    /* The reply box is offered at every statut (no « Candidats » template here: nothing chosen). */
    assert.deepInclude(props.reply, { textes: [], texteId: null, draft: null, derniere: null })
    assert.equal(props.activity.timeline.entries[0].action, 'created')
  })

  test('the CV downloads as an attachment under a name the server chose, never cached or sniffed', async ({
    client,
    assert,
  }) => {
    /* A real PDF that the candidate named as a page: it must not download as one. */
    const { owner, app } = await ownerAndCandidature({
      prenom: 'Élodie "<b>"',
      nom: "D'Été;../cv",
      cvNom: 'cv.html',
    })

    const response = await as(client.get(route('candidatures.cv', { id: app.id })), owner)

    /* The bytes as stored, untouched. */
    assertPdfServed(assert, response)
    const disposition = response.header('content-disposition')
    assert.equal(
      disposition,
      'attachment; filename="CV Elodie b D Ete cv.pdf"; ' +
        "filename*=UTF-8''CV%20%C3%89lodie%20b%20D%20%C3%89t%C3%A9%20cv.pdf"
    )
    assert.notInclude(disposition, 'html')

    /* The type decides the extension, whatever the name sent. */
    const [word] = await candidaturesTo(await offreOf(owner), 1, () => ({
      prenom: 'Inès',
      nom: 'Moreau',
      cvNom: 'moncv.pdf.exe',
      cvType: 'application/vnd.oasis.opendocument.text',
    }))
    const odt = await as(client.get(route('candidatures.cv', { id: word.id })), owner)
    assert.match(String(odt.header('content-disposition')), /filename="CV Ines Moreau\.odt"/)
  })

  test('another owner’s application is a 404 on every route, and nothing changes', async ({
    client,
    assert,
  }) => {
    const [owner, pro2] = await UserFactory.createMany(2)
    const [app] = await candidaturesTo(await offreOf(owner), 1)
    const id = app.id

    for (const name of ['candidatures.show', 'candidatures.cv', 'candidatures.activite'] as const) {
      const response = await as(client.get(route(name, { id })), pro2)
      response.assertStatus(404)
    }
    const writes = [
      moveAs(client, pro2, id).form({ statut: 'refusee' }),
      as(client.put(route('candidatures.notes', { id })), pro2).form({ notes: 'x' }),
      as(client.post(route('candidatures.reponse', { id })), pro2).form({ texteId: 1 }),
      as(client.post(route('candidatures.bulk')), pro2).json({
        action: 'statut',
        statut: 'refusee',
        ids: [id],
      }),
    ]
    for (const write of writes) {
      const response = await write.withCsrfToken().redirects(0)
      response.assertStatus(404)
    }
    const row = await Candidature.findOrFail(id)
    assert.equal(row.statut, 'nouvelle')
    assert.isNull(row.notes)
    const list = await visitAs(client, pro2, route('candidatures.index'))
    assert.lengthOf(emailsIn(list), 0)
  })

  test('a guest is sent to the login page; a visiteur gets a 403', async ({ client }) => {
    const { app } = await ownerAndCandidature()
    for (const path of [
      route('candidatures.index'),
      route('candidatures.show', { id: app.id }),
      route('candidatures.cv', { id: app.id }),
    ]) {
      assertRedirect(await client.get(path).redirects(0), route('login'))
    }
    const visiteur = await UserFactory.apply('visiteur').create()
    const refused = await as(client.get(route('candidatures.index')), visiteur)
    refused.assertStatus(403)
  })

  test('the inbox runs the same number of queries whatever the number of rows', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    await candidaturesTo(await offreOf(owner), 2)
    const few = await countQueries(() => visitAs(client, owner, route('candidatures.index')))
    for (let i = 0; i < 4; i++) await candidaturesTo(await offreOf(owner), 8)
    const many = await countQueries(async () => {
      const response = await visitAs(client, owner, `${route('candidatures.index')}?search=%40`)
      assert.isAbove(response.inertiaProps.candidatures.data.length, 0)
    })
    assert.isAbove(few, 0)
    assert.equal(many, few)
  })
})
