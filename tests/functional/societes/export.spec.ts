import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { as, companiesOf } from './helpers.js'

const HEADERS =
  'Raison sociale;SIRET;Forme juridique;Secteur d’activité;Code postal;Ville;Pays;Téléphone;Adresse e-mail;Site web;Créée le'

/** The lines of a CSV answer, without the BOM. */
function linesOf(text: string) {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
}

test.group('Sociétés | CSV export', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('a French CSV file: BOM, ";" separator, headers, one line per company', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await SocieteFactory.merge({
      userId: user.id,
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
    }).create()

    const response = await as(client.get('/app/company/export'), user)

    response.assertStatus(200)
    assert.match(String(response.header('content-type')), /^text\/csv; charset=utf-8/)
    const today = DateTime.now().setZone('Europe/Paris').toFormat('yyyy-LL-dd')
    response.assertHeader('content-disposition', `attachment; filename="societes-${today}.csv"`)
    assert.isTrue(response.text().startsWith('\uFEFF'))
    assert.deepEqual(linesOf(response.text()), [
      HEADERS,
      'Numéria Conseil;73282932000074;SAS;Conseil;69002;Lyon;France;04 78 42 17 30;contact@numeria.fr;https://www.numeria.fr;14/03/2026',
    ])
  })

  test('only the filtered rows, in the list order, across every page', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await companiesOf(user, 30, 'Lyon')
    await SocieteFactory.merge({ userId: user.id, nom: 'Ailleurs', ville: 'Nantes' }).create()
    await SocieteFactory.merge({
      userId: user.id,
      nom: 'Lyon 99',
      deletedAt: DateTime.now(),
    }).create()
    await companiesOf(await UserFactory.create(), 2, 'Lyon étranger')

    const response = await as(client.get('/app/company/export?search=lyon&order=desc&page=2'), user)
    const names = linesOf(response.text())
      .slice(1)
      .map((line) => line.split(';')[0])
    assert.lengthOf(names, 30)
    assert.equal(names[0], 'Lyon 30')
    assert.equal(names[29], 'Lyon 01')

    const trash = await as(client.get('/app/company/export?corbeille=uniquement'), user)
    assert.deepEqual(
      linesOf(trash.text())
        .slice(1)
        .map((line) => line.split(';')[0]),
      ['Lyon 99']
    )
  })

  test('cells that would run as spreadsheet formulas are neutralised', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await SocieteFactory.merge({
      userId: user.id,
      nom: '=HYPERLINK("https://evil.example")',
      telephone: '+32 2 555 12 12',
    }).create()
    const response = await as(client.get('/app/company/export'), user)
    const line = linesOf(response.text())[1]
    assert.isTrue(line.startsWith(`"'=HYPERLINK(""https://evil.example"")"`))
    assert.include(line, ';+32 2 555 12 12;')
  })

  test('an empty list exports just the headers', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await as(client.get('/app/company/export'), user)
    assert.deepEqual(linesOf(response.text()), [HEADERS])
  })
})
