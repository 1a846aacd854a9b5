import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { deleteCvs } from '#services/candidatures/cv_files'

/*
| How applications go for good (docs/product.md, "Candidatures"): the rows,
| their history (statut and notes changes), the replies sent to the
| candidate and the e-mails about them, in one transaction; then their CV
| files, once the transaction has committed (a rollback keeps rows whose files are still there). The database cascades
| rows, never files: every path that deletes applications collects their
| keys here first.
*/

/** The e-mail kinds whose data names an application (app/models/mail_delivery.ts). */
const CANDIDATURE_MAILS = ['application_received', 'application_reply']

type Client = TransactionClientContract

/**
 * Deletes the history and the e-mails of applications about to be deleted:
 * a reply's row holds the text sent to the candidate. A mail about an
 * application is written after it, so only mails since the oldest one are read.
 */
async function forgetTraces(trx: Client, ids: number[]) {
  /* The replies sent (their text): explicit, not left to a cascade SQLite may not enforce. */
  await trx.from('candidature_reponses').whereIn('candidature_id', ids).delete()
  await trx
    .from('activities')
    .where('subject_type', 'candidature')
    .whereIn('subject_id', ids)
    .delete()
  const mails = await trx
    .from('mail_deliveries')
    .select('id', 'data')
    .whereIn('kind', CANDIDATURE_MAILS)
    .where('created_at', '>=', trx.from('candidatures').min('created_at').whereIn('id', ids))
  const gone = new Set(ids)
  const about = mails
    .filter((mail: { data: string }) => gone.has(Number(parseData(mail.data).candidatureId)))
    .map((mail: { id: number }) => mail.id)
  if (about.length > 0) await trx.from('mail_deliveries').whereIn('id', about).delete()
}

function parseData(data: string): { candidatureId?: unknown } {
  try {
    return JSON.parse(data) ?? {}
  } catch {
    return {}
  }
}

/**
 * Deletes, inside `trx`, the applications `scope` selects (rows, history,
 * mails); returns their CV keys, for `deleteCvs` once `trx` has committed.
 */
export async function deleteCandidatureRows(
  trx: Client,
  scope: (query: ReturnType<Client['from']>) => void
) {
  const query = trx.from('candidatures').select('id', 'cv_key').orderBy('id')
  scope(query)
  const rows: { id: number; cv_key: string }[] = await query
  if (rows.length === 0) return []
  const ids = rows.map((row) => Number(row.id))
  await forgetTraces(trx, ids)
  await trx.from('candidatures').whereIn('id', ids).delete()
  return rows.map((row) => row.cv_key)
}

/** Deletes applications by id, then their files; returns how many went. */
export async function eraseCandidatures(ids: number[]) {
  if (ids.length === 0) return 0
  const keys = await db.transaction((trx) =>
    deleteCandidatureRows(trx, (query) => query.whereIn('id', ids))
  )
  await deleteCvs(keys)
  return keys.length
}

/** The applications of an owner's offers (for the account's deletion, inside its transaction). */
export function ofOwner(userId: number) {
  return (query: ReturnType<Client['from']>) =>
    query.where((owned) => {
      owned
        .where('user_id', userId)
        .orWhereIn('offre_id', (offres) =>
          offres.from('offres').select('id').where('user_id', userId)
        )
    })
}
