import { test } from '@japa/runner'
import { parse } from 'csv-parse/sync'
import Contact from '#models/contact'
import Offre from '#models/offre'
import Societe from '#models/societe'
import type { Assert } from '@japa/assert'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { neutraliseFormula } from '#services/data_tools/csv_export'
import { route } from '#tests/helpers/routes'

/*
| Finding 5: a cell holding a line break was written unquoted, so the text
| after it became a new row starting with a formula. Stored values come from
| forms, imports or older data: the export must hold whatever is stored.
| neutraliseFormula itself: tests/unit/csv_export.spec.ts.
*/
const HOSTILE = ['a\n=1+1', 'x\r\n@SUM(A1)', '"quoted"; semi', '=HYPERLINK("http://x")', 'b\r-2+3']

/** Parses an export as a spreadsheet would: records of cells. */
function recordsOf(body: string): string[][] {
  return parse(body.replace(/^\uFEFF/, ''), { delimiter: ';', relax_column_count: false })
}

/** Every line of every cell: none may start as a formula. */
function assertInert(
  assert: { notMatch(value: string, re: RegExp, message?: string): void },
  records: string[][]
) {
  for (const record of records) {
    for (const cell of record) {
      for (const line of cell.split(/\r\n|\r|\n/)) {
        assert.notMatch(line, /^[=+\-@\t]/, `formula in ${JSON.stringify(cell)}`)
      }
    }
  }
}

/** One record type: its export route, how to store the hostile values, the column they land in. */
type Export = {
  kind: 'contacts' | 'societes' | 'offres'
  column: number
  store: (user: User) => Promise<void>
  check?: (assert: Assert) => Promise<void>
}

const EXPORTS: Export[] = [
  {
    kind: 'contacts',
    column: 2,
    store: async (user) => {
      for (const nom of HOSTILE) await Contact.create({ userId: user.id, nom, prenom: nom })
    },
  },
  {
    kind: 'societes',
    column: 0,
    store: async (user) => {
      for (const nom of HOSTILE)
        await Societe.create({ userId: user.id, nom, ville: nom, pays: 'France' })
    },
  },
  {
    kind: 'offres',
    column: 1,
    store: async (user) => {
      const societe = await Societe.create({ userId: user.id, nom: HOSTILE[0], pays: 'France' })
      for (const titre of HOSTILE) {
        await OffreFactory.merge({
          userId: user.id,
          societeId: societe.id,
          titre,
          lieu: titre,
        }).create()
      }
    },
    /* The export read every stored offre, and added none. */
    check: async (assert) => {
      assert.equal(
        await Offre.query()
          .count('* as n')
          .first()
          .then((row) => Number(row?.$extras.n)),
        HOSTILE.length
      )
    },
  },
]

test.group('Security: CSV exports keep rows whole and formulas inert', () => {
  test('{kind}: one record per row, multi-line cells quoted and inert')
    .with(EXPORTS)
    .run(async ({ client, assert }, { kind, column, store, check }) => {
      const user = await UserFactory.create()
      await store(user)

      const response = await client.get(route(`${kind}.export`)).loginAs(user)
      response.assertStatus(200)
      const records = recordsOf(response.text())
      assert.lengthOf(records, HOSTILE.length + 1)
      assert.sameMembers(
        records.slice(1).map((record) => record[column]),
        HOSTILE.map(neutraliseFormula)
      )
      assertInert(assert, records)
      await check?.(assert)
    })
})
