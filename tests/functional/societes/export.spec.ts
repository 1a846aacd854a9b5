import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { csvLines } from '../records/owned_record_contract.js'
import { as, companiesOf } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'

/*
| What a company's CSV line says, and which companies the list's filters
| export. The file itself (BOM, ";", the catalogue's header, own rows only,
| formulas neutralised) is the owned-record contract (tests/functional/records/).
*/
const EXPORT = route('societes.export')

/** The "Raison sociale" cell of each data line. */
const namesOf = (text: string) =>
  csvLines(text)
    .slice(1)
    .map((line) => line.split(';')[0])

test.group('Sociétés | CSV export', () => {
  test('a company’s line: every column in French', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await aSociete(user, {
      nom: 'Numéria Conseil',
      siret: '73282932000074',
      formeJuridique: 'SAS',
      secteur: 'Conseil',
      codePostal: '69002',
      ville: 'Lyon',
      telephone: '04 78 42 17 30',
      email: 'contact@numeria.fr',
      siteWeb: 'https://www.numeria.fr',
      createdAt: DateTime.fromISO('2026-03-14T10:00:00', { zone: 'Europe/Paris' }),
    })

    const response = await as(client.get(EXPORT), user)
    assert.equal(
      csvLines(response.text())[1],
      'Numéria Conseil;73282932000074;SAS;Conseil;69002;Lyon;France;04 78 42 17 30;contact@numeria.fr;https://www.numeria.fr;14/03/2026'
    )
  })

  test('only the filtered rows, in the list order, across every page', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await companiesOf(user, 30, 'Lyon')
    await aSociete(user, { nom: 'Ailleurs', ville: 'Nantes' })
    await aSociete(user, { nom: 'Lyon 99', deletedAt: DateTime.now() })
    await companiesOf(await UserFactory.create(), 2, 'Lyon étranger')

    const query = { search: 'lyon', order: 'desc', page: 2 }
    const response = await as(client.get(route('societes.export', {}, query)), user)
    const names = namesOf(response.text())
    assert.lengthOf(names, 30)
    assert.equal(names[0], 'Lyon 30')
    assert.equal(names[29], 'Lyon 01')

    const trash = await as(
      client.get(route('societes.export', {}, { corbeille: 'uniquement' })),
      user
    )
    assert.deepEqual(namesOf(trash.text()), ['Lyon 99'])
  })

  test('an international phone number is not taken for a formula', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await aSociete(user, {
      nom: '=HYPERLINK("https://evil.example")',
      telephone: '+32 2 555 12 12',
    })
    const response = await as(client.get(EXPORT), user)
    const line = csvLines(response.text())[1]
    assert.isTrue(line.startsWith(`"'=HYPERLINK(""https://evil.example"")"`))
    assert.include(line, ';+32 2 555 12 12;')
  })
})
