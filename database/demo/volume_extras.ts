/*
| Helpers of `demo:volume` (commands/demo_volume.ts): a contact with a long
| timeline, and the database's size once loaded (docs/performance.md).
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** The name of the contact that gets the long timeline (the bench searches for it). */
export const TIMELINE_NOM = 'Chronologie'

const CHUNK = 200
const FONCTIONS = ['Responsable RH', 'Directrice commerciale', 'Chargé de recrutement']

/**
 * Gives volume-pro-<n>'s "Chronologie" contact `count` events, half changes
 * and half notes, one hour apart going back from now. Returns its id.
 */
export async function addTimeline(trx: QueryClientContract, n: number, count: number) {
  const user = await trx.from('users').select('id').where('email', `volume-pro-${n}@example.fr`)
  const userId = user[0].id as number
  const contact = await trx
    .from('contacts')
    .select('id')
    .where('user_id', userId)
    .where('nom', TIMELINE_NOM)
    .orderBy('id')
    .limit(1)
  const contactId = contact[0].id as number
  const at = (i: number) => DateTime.now().minus({ hours: i }).toFormat('yyyy-LL-dd HH:mm:ss')
  const changes = Math.floor(count / 2)
  const activities = Array.from({ length: changes }, (_, i) => ({
    user_id: userId,
    actor_id: userId,
    subject_type: 'contact',
    subject_id: contactId,
    action: 'updated',
    changes: JSON.stringify([
      { field: 'fonction', from: FONCTIONS[i % 3], to: FONCTIONS[(i + 1) % 3] },
    ]),
    created_at: at(2 * i + 1),
  }))
  const notes = Array.from({ length: count - changes }, (_, i) => ({
    user_id: userId,
    contact_id: contactId,
    type: 'note',
    occurred_at: at(2 * i),
    resume: `<p>Note de suivi n° ${i + 1}.</p>`,
    created_at: at(2 * i),
    updated_at: at(2 * i),
  }))
  for (const [table, rows] of [
    ['activities', activities],
    ['interactions', notes],
  ] as const) {
    for (let start = 0; start < rows.length; start += CHUNK)
      await trx
        .insertQuery()
        .table(table)
        .multiInsert(rows.slice(start, start + CHUNK))
  }
  return contactId
}

/** Bytes the database takes (SQLite: its pages, the WAL aside; PostgreSQL: the whole database). */
export async function databaseSize(): Promise<number | null> {
  const dialect = db.connection().dialect.name
  if (dialect === 'postgres') {
    const result = await db.rawQuery('select pg_database_size(current_database()) as size')
    return Number(result.rows[0].size)
  }
  if (dialect === 'better-sqlite3' || dialect === 'sqlite3') {
    const rows = await db.rawQuery(
      'select page_count * page_size as size from pragma_page_count(), pragma_page_size()'
    )
    return Number(rows[0].size)
  }
  return null
}
