import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Contact from '#models/contact'
import Societe from '#models/societe'
import Modification from '#models/modification'
import type User from '#models/user'
import type Import from '#models/import'
import type { ImportOutcome } from '#models/import'
import { CONTACT_FUSION_FIELDS, SOCIETE_FUSION_FIELDS } from '#services/data_tools/fusion'
import type { Mapping } from '#services/data_tools/import/fields'
import { cellValue } from '#services/data_tools/import/cells'
import { fileKeysOf, matchingData } from '#services/data_tools/import/matching'
import { nameKey } from '#services/data_tools/doublons'
import type { PlannedRow } from '#services/data_tools/import/planned'
import { planRows } from '#services/data_tools/import/plan'
import type { Cell } from '#services/data_tools/import/plan_societe'

/*
| Carrying out an import's plan in slices of SLICE rows (a progress bar for
| big files), each in one transaction; it is one batch all the same: the
| outcome keeps what was created and what each update changed, for undoing.
*/

export const SLICE = 1000

/** The fields an import sets on a contact it updates (the form's, as a merge chooses them). */
const CONTACT_FIELDS = CONTACT_FUSION_FIELDS
/** The fields an import sets on a société it updates (the form's, as a merge chooses them). */
const SOCIETE_FIELDS = SOCIETE_FUSION_FIELDS

/**
 * Runs the next slice of an import in one transaction; the import is done
 * when every row is processed. Returns the outcome so far.
 */
export async function runSlice(user: User, imp: Import, mapping: Mapping, update: boolean) {
  const outcome: ImportOutcome = imp.outcome ?? {
    created: [],
    updated: [],
    createdSocietes: [],
    skipped: 0,
    rejected: [],
    processed: 0,
    mapping: mapping as Record<string, number>,
    update,
  }
  /* The mapping and the choice are fixed by the first slice. */
  const fixedMapping = outcome.mapping as Mapping
  const matching = await matchingData(user)
  /* Keys (e-mail, SIRET, name) of the rows before this slice: a later row with one is a duplicate. */
  const seen = new Set<string>()
  for (const row of imp.rows.slice(0, outcome.processed)) {
    const cell: Cell = (field) => {
      const column = fixedMapping[field]
      return cellValue(column === undefined ? '' : (row[column] ?? ''), field)
    }
    for (const key of fileKeysOf(imp.kind, cell)) seen.add(key)
  }
  const from = outcome.processed
  const to = from + SLICE
  const planned = await planRows(
    user,
    imp.kind,
    imp.rows,
    fixedMapping,
    outcome.update,
    matching,
    from,
    to,
    seen,
    new Set(outcome.created)
  )

  await db.transaction(async (trx) => {
    /* One history row per created or updated record, written in one insert per 500. */
    await Modification.batched(trx, () =>
      Modification.because('imported', imp.filename, () => writeRows())
    )
    async function writeRows() {
      const societeIds = new Map(matching.societes)
      for (const row of planned) {
        if (row.status === 'erreur' || row.status === 'ignoré (doublon)') {
          if (row.status === 'erreur') {
            outcome.rejected.push({
              line: row.line,
              cells: imp.rows[row.line - 2],
              message: row.message!,
            })
          } else outcome.skipped++
          continue
        }
        let societeId: number | null = null
        if (row.societeName) {
          const key = nameKey(row.societeName)
          if (!societeIds.has(key)) {
            const societe = await Societe.create(
              { ...row.societe, userId: user.id },
              { client: trx }
            )
            societeIds.set(key, societe.id)
            outcome.createdSocietes.push(societe.id)
          }
          societeId = societeIds.get(key)!
        }
        const values = { ...row.data, ...(row.societeName ? { societeId } : {}) }
        if (imp.kind === 'societes') {
          await writeRow(Societe, SOCIETE_FIELDS, user, row, values, outcome, trx)
        } else await writeRow(Contact, CONTACT_FIELDS, user, row, values, outcome, trx)
      }
    }
    outcome.processed = Math.min(to, imp.rows.length)
    imp.useTransaction(trx)
    imp.outcome = outcome
    if (outcome.processed >= imp.total) {
      imp.status = 'done'
      /* The parsed file is not kept once imported: only the rejected rows are. */
      imp.rows = []
    } else imp.status = 'running'
    await imp.save()
  })
  return outcome
}

/** Only what the file gives: an empty cell does not erase a value. */
const givenValues = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined)
  )

/**
 * One planned row written: a new record of `model`, or the caller's existing
 * one updated with what the file gives (its `fields` before, kept for undo).
 */
async function writeRow(
  model: typeof Contact | typeof Societe,
  fields: readonly string[],
  user: User,
  row: PlannedRow,
  values: Record<string, unknown>,
  outcome: ImportOutcome,
  trx: TransactionClientContract
) {
  const Model = model as typeof Contact
  if (row.status === 'créé') {
    const record = await Model.create({ ...values, userId: user.id }, { client: trx })
    outcome.created.push(record.id)
    return
  }
  const record = await Model.query({ client: trx })
    .where('id', row.existingId!)
    .where('user_id', user.id)
    .firstOrFail()
  const read = record as unknown as Record<string, unknown>
  const before = Object.fromEntries(fields.map((field) => [field, read[field] ?? null]))
  await record.merge(givenValues(values)).save()
  outcome.updated.push({ id: record.id, before })
}
