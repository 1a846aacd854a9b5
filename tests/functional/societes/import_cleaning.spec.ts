import { test } from '@japa/runner'
import Societe from '#models/societe'
import { dryRun, importOf, planCounts, runAll } from '../imports/helpers.js'
import { ownSociete } from '../contacts/helpers.js'

/*
| Attack round 3: every société an import creates or updates goes through
| the société form's validator and the clean-input middleware's cleaning
| (control characters stripped, line breaks only in multi-line fields), so
| an import stores nothing the form would refuse.
*/

test.group('Sociétés | import cells cleaned and checked as the form does', () => {
  test('control characters stripped, line breaks kept only in the description, an oversized name refused', async ({
    client,
    assert,
  }) => {
    const { user, societe: known } = await ownSociete({ nom: 'Numéria', siret: '73282932000074' })
    const csv =
      'Raison sociale;SIRET;Ville;Description\n' +
      `"Hôtel\u0007 du\r\nCœur\u001b";;"Annecy\u0000";"Ligne 1\r\nLigne\u0007 2"\n` +
      `"${'N'.repeat(2000)}\u202e";;Paris;\n` +
      `"  Numéria\u0000 Conseil ";73282932000074;"Lyon\r\n2e";\n`
    const imp = await importOf(client, user, 'societes', csv)
    const body = { mapping: { nom: 0, siret: 1, ville: 2, description: 3 }, update: true }

    const plan = await dryRun(client, user, 'societes', imp, body)
    assert.deepEqual(plan.counts, planCounts(1, 1, 0, 1))
    assert.deepEqual(plan.rows[1], {
      line: 3,
      status: 'erreur',
      message: 'Le champ raison sociale ne doit pas dépasser 255 caractères.',
    })

    await runAll(client, user, 'societes', imp, body)
    const hotel = await Societe.findByOrFail('nom', 'Hôtel du Cœur')
    assert.equal(hotel.ville, 'Annecy')
    assert.equal(hotel.description, '<p>Ligne 1</p><p>Ligne 2</p>')
    await known.refresh()
    assert.equal(known.nom, 'Numéria Conseil')
    assert.equal(known.ville, 'Lyon 2e')
    assert.lengthOf(await Societe.query().where('userId', user.id), 2)
  })
})
