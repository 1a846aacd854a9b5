import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { csvLines } from '../records/owned_record_contract.js'
import { as, offreOf, proAndSociete, offreWithReferent, proWithSociete } from './helpers.js'
import { route } from '#tests/helpers/routes'

/*
| What an offer's CSV line says, and which offers the list's filters export.
| The file itself (BOM, ";", the catalogue's header, own rows only, formulas
| neutralised) is the owned-record contract (tests/functional/records/).
*/

test.group('Offres | CSV export', () => {
  test('an offer’s line: every column in French, a formula neutralised', async ({
    client,
    assert,
  }) => {
    const paris = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' })
    const { user, offre } = await offreWithReferent({
      titre: '=Développeur web',
      typeContrat: 'CDI',
      lieu: 'Lyon',
      teletravail: 'partiel',
      salaireMin: 42000,
      salaireMax: 50000,
      dateDebut: DateTime.fromISO('2030-09-15'),
      dateLimite: DateTime.fromISO('2030-09-01'),
      statut: 'publiee',
      publishedAt: paris('2026-03-15T09:00:00'),
      createdAt: paris('2026-03-14T10:00:00'),
    })

    const response = await as(client.get(route('offres.export')), user)
    assert.equal(
      csvLines(response.text())[1],
      `${offre.reference};'=Développeur web;Numéria Conseil;Camille Roussel;CDI;Lyon;Télétravail partiel;42000;50000;15/09/2030;01/09/2030;Publiée;15/03/2026;14/03/2026`
    )
  })

  test('only the filtered rows of the caller, in the list order', async ({ client, assert }) => {
    const { user, societe } = await proAndSociete()
    await offreOf(user, societe, { titre: 'B brouillon' }).create()
    await offreOf(user, societe, { titre: 'A en ligne' }).apply('publiee').create()
    await offreOf(user, societe, { titre: 'C en ligne' }).apply('publiee').create()
    await offreOf(user, societe, { titre: 'D corbeille' })
      .apply('publiee')
      .apply('trashed')
      .create()
    const other = await UserFactory.create()
    await offreOf(other, await proWithSociete(other), { titre: 'Z autre' })
      .apply('publiee')
      .create()

    const response = await as(
      client.get(route('offres.export', {}, { statut: 'publiee', sort: 'titre' })),
      user
    )
    const titles = csvLines(response.text())
      .slice(1)
      .map((line) => line.split(';')[1])
    assert.deepEqual(titles, ['A en ligne', 'C en ligne'])
  })
})
