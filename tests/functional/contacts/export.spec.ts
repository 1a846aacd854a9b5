import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { csvLines } from '../records/owned_record_contract.js'
import { as, camilleAtNumeria, contactsOf } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact, aSociete } from '#tests/helpers/owned_records'
import { freshEach } from '#tests/helpers/fresh_each'

/*
| What a contact's CSV line says, and which contacts the list's filters
| export. The file itself (BOM, ";", the catalogue's header, own rows only,
| formulas neutralised) is the owned-record contract (tests/functional/records/).
*/
const EXPORT = route('contacts.export')

/** The "Nom" cell of each data line. */
function namesOf(text: string) {
  return csvLines(text)
    .slice(1)
    .map((line) => line.split(';')[2])
}

test.group('Contacts | CSV export', (group) => {
  freshEach(group)

  test('a contact’s line: every column in French', async ({ client, assert }) => {
    const { user } = await camilleAtNumeria({
      fonction: 'DRH',
      createdAt: DateTime.fromISO('2026-03-14T10:00:00', { zone: 'Europe/Paris' }),
    })

    const response = await as(client.get(EXPORT), user)
    assert.deepEqual(
      csvLines(response.text())[1],
      'Mme;Camille;Roussel;camille.roussel@numeria-conseil.fr;04 78 42 17 30;06 12 34 56 78;DRH;Numéria Conseil;Lyon;Client;14/03/2026'
    )
  })

  test('empty fields stay empty cells; dates are French dates', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await ContactFactory.merge({
      userId: user.id,
      civilite: null,
      prenom: null,
      nom: 'Lemoine',
      email: null,
      telephone: null,
      mobile: null,
      fonction: null,
      ville: null,
      statut: 'prospect',
      /* Already the 3rd in France. */
      createdAt: DateTime.fromISO('2026-01-02T23:30:00Z', { zone: 'utc' }),
    }).create()
    const response = await as(client.get(EXPORT), user)
    assert.equal(csvLines(response.text())[1], ';;Lemoine;;;;;;;Prospect;03/01/2026')
  })

  test('only the filtered rows, in the list order, across every page', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const societe = await aSociete(user)
    await contactsOf(user, 30, 'Client', societe.id)
    await aContact(user, { prenom: null, nom: 'Client sans société' })
    await aContact(user, { nom: 'Client 99', societeId: societe.id }, 'trashed')
    await contactsOf(await UserFactory.create(), 2, 'Client étranger')

    const query = { search: 'client', societe: societe.id, order: 'desc', page: 2 }
    const response = await as(client.get(route('contacts.export', {}, query)), user)
    const names = namesOf(response.text())
    assert.lengthOf(names, 30)
    assert.equal(names[0], 'Client 30')
    assert.equal(names[29], 'Client 01')

    const trash = await as(
      client.get(route('contacts.export', {}, { corbeille: 'uniquement' })),
      user
    )
    assert.deepEqual(namesOf(trash.text()), ['Client 99'])
  })

  test('the status filter applies too', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await ContactFactory.merge([
      { userId: user.id, nom: 'Ancel', statut: 'ancien' },
      { userId: user.id, nom: 'Bernard', statut: 'client' },
    ]).createMany(2)
    const response = await as(client.get(route('contacts.export', {}, { statut: 'ancien' })), user)
    assert.deepEqual(namesOf(response.text()), ['Ancel'])
  })

  test('a formula in any cell is neutralised, not only in the name', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await ContactFactory.merge({
      userId: user.id,
      civilite: null,
      prenom: '=HYPERLINK("https://evil.example")',
      nom: 'X',
    }).create()
    const response = await as(client.get(EXPORT), user)
    const line = csvLines(response.text())[1]
    assert.isTrue(line.startsWith(`;"'=HYPERLINK(""https://evil.example"")";X;`))
  })
})
