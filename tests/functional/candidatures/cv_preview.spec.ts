import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { CV_TYPES } from '#models/candidature'
import { candidaturesTo, as, assertPdfServed, offreOf, ownerAndCandidature } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { assertRedirect } from '#tests/helpers/answers'

/*
| « Aperçu du CV » (docs/product.md, "Candidatures"; docs/security.md,
| "Files served"): a PDF shown inline to those who may download it, in a
| sandboxed document with a policy of its own that only this site may frame.
| Another owner's application is a 404, as a CV that is not a PDF.
*/

const preview = (id: number) => route('candidatures.cv_preview', { id })

test.group('Candidatures | CV preview', (group) => {
  group.each.timeout(60_000)

  test('a PDF is served inline, sandboxed, framable by this site only, never cached or sniffed', async ({
    client,
    assert,
  }) => {
    /* Named as a page by the candidate: the name the server chose says PDF. */
    const { owner, app } = await ownerAndCandidature({
      prenom: 'Élodie',
      nom: "D'Été",
      cvNom: 'cv.html',
    })

    const response = await as(client.get(preview(app.id)), owner)

    assertPdfServed(assert, response)
    response.assertHeader(
      'content-disposition',
      `inline; filename="CV Elodie D Ete.pdf"; filename*=UTF-8''CV%20%C3%89lodie%20D%20%C3%89t%C3%A9.pdf`
    )
    /* One policy, this answer's: the app's (frame-ancestors 'none', scripts by nonce) is replaced. */
    const csp = String(response.header('content-security-policy'))
    assert.equal(
      csp,
      "sandbox; default-src 'none'; object-src 'none'; script-src 'none'; frame-ancestors 'self'"
    )
    response.assertHeader('x-frame-options', 'SAMEORIGIN')

    /* The application's page itself stays unframable. */
    const page = await as(client.get(route('candidatures.show', { id: app.id })), owner)
    assert.include(String(page.header('content-security-policy')), "frame-ancestors 'none'")
    page.assertHeader('x-frame-options', 'DENY')
  })

  test('a DOCX or an ODT has no preview (404); the download still works', async ({ client }) => {
    const owner = await UserFactory.create()
    for (const cvType of [CV_TYPES.docx, CV_TYPES.odt]) {
      const [app] = await candidaturesTo(await offreOf(owner), 1, () => ({ cvType }))
      const response = await as(client.get(preview(app.id)), owner)
      response.assertStatus(404)
      const download = await as(client.get(route('candidatures.cv', { id: app.id })), owner)
      download.assertStatus(200)
    }
  })

  test('a recruiter of another workspace gets a 404, a guest the login page, a visiteur a 403', async ({
    client,
    assert,
  }) => {
    const { app } = await ownerAndCandidature()

    const other = await UserFactory.create()
    const esi = await UserFactory.apply('esi').create()
    for (const stranger of [other, esi]) {
      const response = await as(client.get(preview(app.id)), stranger)
      response.assertStatus(404)
      assert.notEqual(response.header('content-type'), 'application/pdf')
    }

    assertRedirect(await client.get(preview(app.id)).redirects(0), route('login'))

    const visiteur = await UserFactory.apply('visiteur').create()
    const refused = await as(client.get(preview(app.id)), visiteur)
    refused.assertStatus(403)
  })

  test('droit lecteur previews its own applications’ CVs as it downloads them', async ({
    client,
  }) => {
    const lecteur = await UserFactory.apply('lecteur').create()
    const [app] = await candidaturesTo(await offreOf(lecteur), 1)
    const response = await as(client.get(preview(app.id)), lecteur)
    response.assertStatus(200)
    response.assertHeader('content-type', 'application/pdf')
  })
})
