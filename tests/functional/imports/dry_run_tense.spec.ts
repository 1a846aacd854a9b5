import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Contact from '#models/contact'
import Societe from '#models/societe'
import Import from '#models/import'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { as } from '../societes/helpers.js'
import { route } from '#tests/helpers/routes'

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

async function uploaded(client: any, user: User) {
  const response = await as(
    client
      .post(route('contacts.import.store'))
      .file('fichier', Buffer.from(CSV), { filename: 'c.csv' }),
    user
  )
    .withCsrfToken()
    .redirects(0)
  response.assertStatus(302)
  return Import.findByOrFail('userId', user.id)
}

function post(client: any, user: User, url: string, body: object) {
  return as(client.post(url).json(body), user).withCsrfToken().header('accept', 'application/json')
}

const MAPPING = { prenom: 0, nom: 1, email: 2, societe: 3 }

test.group('Imports | the dry run in the future tense', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('counts and rows say "à créer", "à mettre à jour"; nothing is written', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await ContactFactory.merge({ userId: user.id, email: 'ann@x.fr', societeId: null }).create()
    const imp = await uploaded(client, user)

    const dry = await post(client, user, route('contacts.import.dry_run', { id: imp.id }), {
      mapping: MAPPING,
      update: true,
    })
    dry.assertStatus(200)
    const plan = dry.body() as {
      counts: Record<string, number>
      rows: { line: number; status: string }[]
      newSocietes: string[]
    }
    assert.deepEqual(plan.counts, {
      'à créer': 2,
      'à mettre à jour': 1,
      'à ignorer (doublon)': 0,
      'erreur': 1,
    })
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
    const user = await UserFactory.create()
    await ContactFactory.merge({ userId: user.id, email: 'ann@x.fr', societeId: null }).create()
    const imp = await uploaded(client, user)
    const dry = await post(client, user, route('contacts.import.dry_run', { id: imp.id }), {
      mapping: MAPPING,
    })
    const plan = dry.body() as { counts: Record<string, number>; rows: { status: string }[] }
    assert.equal(plan.counts['à ignorer (doublon)'], 1)
    assert.equal(plan.rows[1].status, 'à ignorer (doublon)')
  })

  test('after the import, the result page counts what was done', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const imp = await uploaded(client, user)
    for (let turn = 0; turn < 10; turn++) {
      const step = await post(client, user, route('contacts.import.run', { id: imp.id }), {
        mapping: MAPPING,
      })
      step.assertStatus(200)
      if ((step.body() as { done: boolean }).done) break
    }
    const page = await as(
      client.get(route('contacts.import.show', { id: imp.id })).withInertia(),
      user
    )
    page.assertStatus(200)
    const outcome = page.inertiaProps.outcome as Record<string, number>
    assert.equal(page.inertiaProps.status, 'done')
    assert.equal(outcome.created, 3)
    assert.equal(outcome.createdSocietes, 1)
    assert.equal(outcome.rejectedCount, 1)
  })
})
