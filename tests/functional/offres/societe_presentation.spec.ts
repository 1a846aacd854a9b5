import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { publicSlug } from '#services/emplois/public_offres'
import { offreOf, visit } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'
import { ownSociete } from '../contacts/helpers.js'

/*
| The candidate's view of an offer (the public page and the pro's preview)
| shows the société's « Présentation » under « L'entreprise » (issue 41),
| sanitised on the way out whatever wrote it, and nothing when it has none.
*/
const HOSTILE =
  '<p onclick="steal()">Artisans <strong>depuis 1950</strong></p><script>alert(1)</script>' +
  '<a href="javascript:alert(2)">piège</a>'

type Societe = { nom: string; presentation: string | null }

test.group('Offre | the société’s « Présentation » for candidates', () => {
  test('on the public page and the preview, sanitised; null when the société has none', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await ownSociete({ nom: 'Boulangerie Martin' })
    const silent = await aSociete(user, { description: null })
    /* Written around the model (a script, an old import): the way out sanitises it. */
    await db.from('societes').where('id', societe.id).update({ description: HOSTILE })
    const offre = await offreOf(user, societe).apply('publiee').create()
    const other = await offreOf(user, silent).apply('publiee').create()

    const page = await client.get(route('emplois.show', { slug: publicSlug(offre) })).withInertia()
    page.assertStatus(200)
    const shown = (page.inertiaProps.offre as { societe: Societe }).societe
    assert.include(shown.presentation, '<strong>depuis 1950</strong>')
    for (const hostile of ['<script', 'onclick', 'javascript:'])
      assert.notInclude(shown.presentation, hostile)

    const preview = await visit(client, user, route('offres.preview', { id: offre.id }))
    preview.assertStatus(200)
    const previewed = (preview.inertiaProps.offre as { societe: Societe }).societe
    assert.equal(previewed.presentation, shown.presentation)

    const none = await client.get(route('emplois.show', { slug: publicSlug(other) })).withInertia()
    assert.isNull((none.inertiaProps.offre as { societe: Societe }).societe.presentation)
  })
})
