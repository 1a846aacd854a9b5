import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { csvLines } from '../records/owned_record_contract.js'
import {
  as,
  camilleAtNumeria,
  contactsOf,
  contactsWith,
  ownContact,
  ownSociete,
} from './helpers.js'
import { route } from '#tests/helpers/routes'
import { aContact } from '#tests/helpers/owned_records'

/*
| What a contact's CSV line says, and which contacts the list's filters
| export. The file itself (BOM, ";", the catalogue's header, own rows only,
| formulas neutralised) is the owned-record contract (tests/functional/records/).
*/
/** The lines of the CSV export of the list filtered by `query`, as `user` downloads it. */
async function exportOf(client: ApiClient, user: User, query: Record<string, unknown> = {}) {
  const response = await as(client.get(route('contacts.export', {}, query)), user)
  return csvLines(response.text())
}

/** The "Nom" cell of each data line of that export. */
async function namesExported(client: ApiClient, user: User, query: Record<string, unknown>) {
  const lines = await exportOf(client, user, query)
  return lines.slice(1).map((line) => line.split(';')[2])
}

test.group('Contacts | CSV export', () => {
  test('a contact’s line: every column in French', async ({ client, assert }) => {
    const { user } = await camilleAtNumeria({
      fonction: 'DRH',
      createdAt: DateTime.fromISO('2026-03-14T10:00:00', { zone: 'Europe/Paris' }),
    })

    const [, line] = await exportOf(client, user)
    assert.deepEqual(
      line,
      'Mme;Camille;Roussel;camille.roussel@numeria-conseil.fr;04 78 42 17 30;06 12 34 56 78;DRH;Numéria Conseil;Lyon;Client;14/03/2026'
    )
  })

  test('empty fields stay empty cells; dates are French dates', async ({ client, assert }) => {
    const { user } = await ownContact({
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
    })
    const [, line] = await exportOf(client, user)
    assert.equal(line, ';;Lemoine;;;;;;;Prospect;03/01/2026')
  })

  test('only the filtered rows, in the list order, across every page', async ({
    client,
    assert,
  }) => {
    const { user, societe } = await ownSociete()
    await contactsOf(user, 30, 'Client', societe.id)
    await aContact(user, { prenom: null, nom: 'Client sans société' })
    await aContact(user, { nom: 'Client 99', societeId: societe.id }, 'trashed')
    await contactsOf(await UserFactory.create(), 2, 'Client étranger')

    const query = { search: 'client', societe: societe.id, order: 'desc', page: 2 }
    const names = await namesExported(client, user, query)
    assert.lengthOf(names, 30)
    assert.equal(names[0], 'Client 30')
    assert.equal(names[29], 'Client 01')
    assert.deepEqual(await namesExported(client, user, { corbeille: 'uniquement' }), ['Client 99'])
  })

  test('the status filter applies too', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await contactsWith(user, [
      { nom: 'Ancel', statut: 'ancien' },
      { nom: 'Bernard', statut: 'client' },
    ])
    assert.deepEqual(await namesExported(client, user, { statut: 'ancien' }), ['Ancel'])
  })

  test('a formula in any cell is neutralised, not only in the name', async ({ client, assert }) => {
    const { user } = await ownContact({
      civilite: null,
      prenom: '=HYPERLINK("https://evil.example")',
      nom: 'X',
    })
    const [, line] = await exportOf(client, user)
    assert.isTrue(line.startsWith(`;"'=HYPERLINK(""https://evil.example"")";X;`))
  })
})
