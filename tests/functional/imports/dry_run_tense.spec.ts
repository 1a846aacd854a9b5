import { test } from '@japa/runner'
import Contact from '#models/contact'
import Societe from '#models/societe'
import type { ApiClient } from '@japa/api-client'
import {
  type Plan,
  dryRun,
  importOf,
  importPage,
  newImport,
  planCounts,
  postJson,
  runAll,
} from './helpers.js'
import { route } from '#tests/helpers/routes'
import { ownContact } from '../contacts/helpers.js'

/*
| The dry run speaks of what the import will do ("à créer", "à mettre à
| jour"), never as if it had been done; the result after the import speaks
| of what it did.
*/
const CSV =
  'Prénom;Nom;E-mail;Société\n' +
  'Hélène;Lefèvre;helene@coeur.fr;Hôtel du Cœur\n' +
  'Ann;Nouvelle;ann@x.fr;\n' +
  'Bob;Brown;pas-un-email;\n' +
  'Zoé;Ça va;zoe@coeur.fr;Hôtel du Cœur\n'

const MAPPING = { prenom: 0, nom: 1, email: 2, societe: 3 }

/** A pro who already has Ann (ann@x.fr) as a contact, and their upload of CSV. */
async function csvUploadedByAnnsOwner(client: ApiClient) {
  const { user } = await ownContact({ email: 'ann@x.fr', societeId: null })
  return { user, imp: await importOf(client, user, 'contacts', CSV) }
}

test.group('Imports | the dry run in the future tense', () => {
  test('counts and rows say "à créer", "à mettre à jour"; nothing is written', async ({
    client,
    assert,
  }) => {
    const { user, imp } = await csvUploadedByAnnsOwner(client)

    const dry = await postJson(client, user, route('contacts.import.dry_run', { id: imp.id }), {
      mapping: MAPPING,
      update: true,
    })
    dry.assertStatus(200)
    const plan = dry.body() as Plan
    assert.deepEqual(plan.counts, planCounts(2, 1, 0, 1))
    assert.deepEqual(
      plan.rows.map((row) => row.status),
      ['à créer', 'à mettre à jour', 'erreur', 'à créer']
    )
    /* One société to create, named once though two rows need it. */
    assert.deepEqual(plan.newSocietes, ['Hôtel du Cœur'])
    assert.notMatch(dry.text(), /créée?s?"|mis à jour"|ignoré/)
    assert.lengthOf(await Contact.query().where('userId', user.id), 1)
    assert.lengthOf(await Societe.query().where('userId', user.id), 0)
  })

  test('the duplicates the dry run skips are "à ignorer (doublon)"', async ({ client, assert }) => {
    const { user, imp } = await csvUploadedByAnnsOwner(client)
    const plan = await dryRun(client, user, 'contacts', imp, { mapping: MAPPING })
    assert.equal(plan.counts['à ignorer (doublon)'], 1)
    assert.equal(plan.rows[1].status, 'à ignorer (doublon)')
  })

  test('after the import, the result page counts what was done', async ({ client, assert }) => {
    const { user, imp } = await newImport(client, 'contacts', CSV)
    await runAll(client, user, 'contacts', imp, { mapping: MAPPING })
    const page = await importPage(client, user, 'contacts', imp)
    const outcome = page.outcome as Record<string, number>
    assert.equal(page.status, 'done')
    assert.equal(outcome.created, 3)
    assert.equal(outcome.createdSocietes, 1)
    assert.equal(outcome.rejectedCount, 1)
  })
})
