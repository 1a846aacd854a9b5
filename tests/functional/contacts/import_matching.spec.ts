import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import Contact from '#models/contact'
import Societe from '#models/societe'
import type User from '#models/user'
import {
  type Kind,
  dryRun,
  dryRunThenRun,
  importOf,
  newImport,
  planCounts,
} from '../imports/helpers.js'
import { route } from '#tests/helpers/routes'
import { aSociete } from '#tests/helpers/owned_records'
import { visitAs } from '#tests/helpers/as_user'
import { contactAt, ownSociete } from './helpers.js'

/*
| The import matches its rows with the owner's records by the keys
| « Doublons » uses (issue 41): « Gwenaelle » is « Gwenaëlle », « MENARD ET
| FILS » is « Ménard et Fils ». What the dry run calls new is never what
| « Doublons » then flags; the import and its dry run agree.
*/
async function doublons(client: ApiClient, user: User, kind: Kind) {
  const response = await visitAs(client, user, route(`${kind}.doublons`))
  response.assertStatus(200)
  return response.inertiaProps.groups as unknown[]
}

/** After the import: how many `kind` rows the owner has, and the groups « Doublons » flags. */
async function outcome(client: ApiClient, user: User, kind: Kind) {
  const rows = await (kind === 'contacts' ? Contact : Societe).query().where('userId', user.id)
  return { rows: rows.length, doublons: await doublons(client, user, kind) }
}

test.group('Import | matched as « Doublons » compares', () => {
  test('« Gwenaelle » without the accent is the known « Gwenaëlle » of the same société', async ({
    client,
    assert,
  }) => {
    const { user, contact: known } = await contactAt(
      { nom: 'Ménard et Fils' },
      { prenom: 'Gwenaëlle', nom: 'Le Gall', email: 'gwenaelle@menard.fr', fonction: 'Comptable' }
    )
    const imp = await importOf(
      client,
      user,
      'contacts',
      'Prénom;Nom;E-mail;Fonction;Société\n' +
        'Gwenaelle;LE GALL;;Directrice financière;MENARD ET FILS\n' +
        'Gwenaëlle;Le Gall;;;Autre Société\n'
    )
    const mapping = { prenom: 0, nom: 1, email: 2, fonction: 3, societe: 4 }

    const ignoring = await dryRun(client, user, 'contacts', imp, { mapping })
    assert.deepEqual(ignoring.counts, planCounts(1, 0, 1))
    assert.deepEqual(ignoring.rows[0], {
      line: 2,
      status: 'à ignorer (doublon)',
      message: 'Un contact du même nom existe déjà dans cette société.',
    })

    const updating = await dryRunThenRun(client, user, 'contacts', imp, { mapping, update: true })
    assert.deepEqual(updating.counts, planCounts(1, 1, 0))
    await known.refresh()
    assert.equal(known.fonction, 'Directrice financière')
    assert.equal(known.email, 'gwenaelle@menard.fr')
    assert.deepEqual(await outcome(client, user, 'contacts'), { rows: 2, doublons: [] })
  })

  test('within the file, the same name at the same société is a duplicate of the row above', async ({
    client,
    assert,
  }) => {
    const { user, imp } = await newImport(
      client,
      'contacts',
      'Prénom;Nom;Société\nGwenaëlle;Le Gall;Ménard et Fils\nGwenaelle;Le-Gall;menard et fils\n'
    )
    const mapping = { prenom: 0, nom: 1, societe: 2 }
    const plan = await dryRunThenRun(client, user, 'contacts', imp, { mapping })
    assert.deepEqual(plan.counts, planCounts(1, 0, 1))
    assert.equal(plan.rows[1].message, 'Même nom et même société plus haut dans le fichier.')
    assert.deepEqual(await outcome(client, user, 'contacts'), { rows: 1, doublons: [] })
    assert.lengthOf(await Societe.query().where('userId', user.id), 1)
  })

  test('a société row without SIRET is the known société of that name; two SIRETs are two establishments', async ({
    client,
    assert,
  }) => {
    const { user } = await ownSociete({ nom: 'Boulangerie Gwenaëlle', siret: null })
    const imp = await importOf(
      client,
      user,
      'societes',
      'Raison sociale;Ville\nBOULANGERIE GWENAELLE;Brest\nBoulangerie Gwenaelle;Quimper\n'
    )
    const mapping = { nom: 0, ville: 1 }
    const plan = await dryRunThenRun(client, user, 'societes', imp, { mapping })
    assert.deepEqual(plan.counts, planCounts(0, 0, 2))
    assert.deepEqual(
      plan.rows.map((row) => row.message),
      ['Une société a déjà cette raison sociale.', 'Même raison sociale plus haut dans le fichier.']
    )
    assert.deepEqual(await outcome(client, user, 'societes'), { rows: 1, doublons: [] })

    /* Known with a SIRET, another SIRET in the file: another establishment, created. */
    await aSociete(user, { nom: 'Numéria', siret: '73282932000074' })
    const other = await importOf(
      client,
      user,
      'societes',
      'Raison sociale;SIRET\nNUMERIA;55210055400013\n'
    )
    const establishments = await dryRun(client, user, 'societes', other, {
      mapping: { nom: 0, siret: 1 },
    })
    assert.deepEqual(establishments.counts, planCounts(1, 0, 0))
  })
})
