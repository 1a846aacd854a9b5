import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import Contact from '#models/contact'
import Societe from '#models/societe'
import Modification from '#models/modification'
import type User from '#models/user'
import type Import from '#models/import'
import { changeRows } from '#services/records/bulk_actions'

/** "Annuler cet import": what it created goes to the trash, what it changed goes back. */
export async function undoImport(user: User, imp: Import) {
  const outcome = imp.outcome
  if (!outcome) return
  await db.transaction(async (trx) => {
    const stamp = DateTime.now().toFormat(db.connection().dialect.dateTimeFormat)
    const Model = imp.kind === 'societes' ? Societe : Contact
    const owned = (query: DatabaseQueryBuilderContract) =>
      query.where('user_id', user.id).whereNull('deleted_at')
    const trash = {
      pending: owned,
      values: { deleted_at: stamp },
      action: 'import_undone' as const,
    }
    await Modification.batched(trx, async () => {
      await changeRows(
        imp.kind === 'societes' ? 'societes' : 'contacts',
        outcome.created,
        trx,
        trash
      )
      await Modification.because('import_undone', imp.filename, async () => {
        for (const { id, before } of [...outcome.updated].reverse()) {
          const record = await (Model as typeof Contact)
            .query({ client: trx })
            .where('id', id)
            .where('user_id', user.id)
            .first()
          if (record) await record.merge(before).save()
        }
      })
      await changeRows('societes', outcome.createdSocietes, trx, trash)
    })
    imp.useTransaction(trx)
    imp.status = 'undone'
    await imp.save()
  })
}
