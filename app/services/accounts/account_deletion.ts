import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import * as ActiveSessions from '#services/accounts/active_sessions'
import { deleteCandidatureRows, ofOwner } from '#services/candidatures/erasure'
import { deleteCvs } from '#services/candidatures/cv_files'

/*
| Tables holding rows owned by a user through user_id. Foreign keys cascade
| as well; deleting explicitly keeps SQLite and PostgreSQL behaving alike
| even where a connection runs without foreign-key enforcement.
| Each resource issue appends its table here (children before parents).
*/
export const OWNED_TABLES: string[] = [
  'mail_deliveries',
  'texte_modeles',
  'offres',
  'contacts',
  'societes',
  'password_reset_tokens',
  'access_audits',
]

export async function run(user: User) {
  /* Applications to their offers: the rows go with the account, their CV files once it is gone. */
  const cvKeys = await db.transaction(async (trx) => {
    const keys = await deleteCandidatureRows(trx, ofOwner(user.id))
    for (const table of OWNED_TABLES) {
      await trx.from(table).where('user_id', user.id).delete()
    }
    await trx.from('remember_me_tokens').where('tokenable_id', user.id).delete()
    user.useTransaction(trx)
    await user.delete()
    return keys
  })
  await deleteCvs(cvKeys)
  await ActiveSessions.endAll(user)
}
