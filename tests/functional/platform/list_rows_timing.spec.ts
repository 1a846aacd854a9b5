import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Societe from '#models/societe'
import { UserFactory } from '#database/factories/user_factory'
import { SocieteFactory } from '#database/factories/societe_factory'
import { contactListRows, contactRows, readContactQuery } from '#records/lists/contact'
import { PER_PAGE, paginated } from '#services/records/list_query'
import ContactTransformer from '#transformers/contact_transformer'
import { contactListRow } from '#transformers/list_rows'
import { serializeAs } from '#transformers/serialize_as'
import { as } from '../societes/helpers.js'

/*
| A measure, not a check (LIST_BENCH=1 to run it): the contacts list's rows
| read as hydrated models with their société preloaded (two queries) against
| plain rows with the société joined (one query), in this process, alternately,
| on 1,000 contacts; then the whole request of the page as it is now.
|   LIST_BENCH=1 npm test -- --files tests/functional/platform/list_rows_timing.spec.ts
*/
const REQUESTS = 200
const ROUNDS = 5

async function timed(run: () => Promise<unknown>) {
  const start = process.hrtime.bigint()
  for (let i = 0; i < REQUESTS; i++) await run()
  return Number(process.hrtime.bigint() - start) / 1e6 / REQUESTS
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]

test.group('List pages | timing of plain rows', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('contacts: models and preload against plain rows and a join', async ({ client }) => {
    const user = await UserFactory.create()
    const societes = await SocieteFactory.merge({ userId: user.id }).createMany(40)
    const now = DateTime.utc().toFormat('yyyy-LL-dd HH:mm:ss')
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      user_id: user.id,
      societe_id: i % 7 ? societes[i % 40].id : null,
      prenom: 'Prénom',
      nom: `Banc ${String(i + 1).padStart(4, '0')}`,
      email: `banc${i + 1}@example.fr`,
      telephone: '04 78 42 17 30',
      fonction: 'Responsable',
      ville: 'Lyon',
      statut: 'prospect',
      created_at: now,
      updated_at: now,
    }))
    for (let start = 0; start < rows.length; start += 200) {
      await db.table('contacts').multiInsert(rows.slice(start, start + 200))
    }
    const choices = await Societe.choicesFor(user)
    const results: Record<string, number[]> = {}
    const note = (key: string, ms: number) => (results[key] ??= []).push(ms)

    for (const page of [1, 5]) {
      const filters = await readContactQuery({ page: String(page) }, choices)
      const models = async () =>
        paginated(
          await contactRows(user, filters).paginate(page, PER_PAGE),
          serializeAs(ContactTransformer, 'forList')
        )
      const plain = async () =>
        paginated(await contactListRows(user, filters).paginate(page, PER_PAGE), contactListRow)
      const request = async () => {
        const response = await as(client.get(`/app/contacts?page=${page}`), user).withInertia()
        response.assertStatus(200)
      }
      /* Warm up, then alternate: the machine's noise falls on both. */
      await models()
      await plain()
      await request()
      for (let round = 0; round < ROUNDS; round++) {
        note(`page ${page} models+preload`, await timed(models))
        note(`page ${page} plain rows+join`, await timed(plain))
        note(`page ${page} whole request (plain)`, await timed(request))
      }
    }
    for (const [key, values] of Object.entries(results)) {
      const shown = values.map((ms) => ms.toFixed(2)).join(' ')
      console.log(`${key}: median ${median(values).toFixed(2)} ms (rounds: ${shown})`)
    }
  })
    .skip(!process.env.LIST_BENCH, 'a measure: LIST_BENCH=1')
    .timeout(600_000)
})
