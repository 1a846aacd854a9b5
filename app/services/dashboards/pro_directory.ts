/*
| The professionals as e-sidoor lists them: role pro, searched by name or
| e-mail, each with their numbers of live companies, contacts and offers read
| by subqueries in the same statement from the counts the database keeps
| (app/models/record_counts.ts): a few index reads per row, never a count of
| the owner's records, so sorting by a count stays cheap with many pros.
*/
import User from '#models/user'
import { type SortOrder, likePattern } from '#models/query_helpers'
import { ownerCount } from '#models/record_counts'

/** Columns the list may be sorted by (`?sort=`); name A→Z by default. */
export const PRO_SORTS = [
  'full_name',
  'email',
  'societes_count',
  'contacts_count',
  'offres_count',
  'last_login_at',
  'created_at',
] as const
export type ProSort = (typeof PRO_SORTS)[number]

export type ProListQuery = { search?: string; sort?: ProSort; order?: SortOrder }

const ROW_COLUMNS = [
  'id',
  'full_name',
  'email',
  'droit',
  'approval_status',
  'email_verified_at',
  'last_login_at',
  'created_at',
]

export function prosQuery(filters: ProListQuery) {
  const query = User.query()
    .select(ROW_COLUMNS)
    .select(ownerCount('societes'))
    .select(ownerCount('contacts'))
    .select(ownerCount('offres'))
    .where('role', 'pro')
  if (filters.search) {
    const pattern = likePattern(filters.search)
    query.where((match) => {
      match
        .whereRaw('lower(full_name) like ? escape ?', [pattern, '\\'])
        .orWhereRaw('lower(email) like ? escape ?', [pattern, '\\'])
    })
  }
  const sort = filters.sort && PRO_SORTS.includes(filters.sort) ? filters.sort : 'full_name'
  return query.orderBy(sort, filters.order === 'desc' ? 'desc' : 'asc').orderBy('id', 'asc')
}

/** A subquery's count, a number on both databases. */
export function countOf(user: User, table: 'societes' | 'contacts' | 'offres') {
  return Number(user.$extras[`${table}_count`] ?? 0)
}

/** Most professionals one search of the owner filter returns. */
export const PRO_CHOICES_LIMIT = 20

export type ProChoice = { id: number; name: string }

/**
 * The owner filter's choices (e-sidoor, every pro's contacts): the
 * professionals whose name or e-mail contains `search`, by name, at most
 * PRO_CHOICES_LIMIT, as plain rows. The filter asks for them as the person
 * types (GET /dashboard-pro/pros/choix), so the page never carries every pro.
 */
export async function proChoices(search: string | undefined): Promise<ProChoice[]> {
  const query = User.query().select('id', 'full_name').where('role', 'pro')
  if (search) {
    const pattern = likePattern(search)
    query.where((match) => {
      match
        .whereRaw('lower(full_name) like ? escape ?', [pattern, '\\'])
        .orWhereRaw('lower(email) like ? escape ?', [pattern, '\\'])
    })
  }
  const rows = await query
    .orderBy('full_name', 'asc')
    .orderBy('id', 'asc')
    .limit(PRO_CHOICES_LIMIT)
    .pojo<{ id: number; full_name: string }>()
  return rows.map((row) => ({ id: row.id, name: row.full_name }))
}

/** The professional a list is filtered on, for the filter's label (null: not a pro, or none). */
export async function proChoice(id: number | undefined): Promise<ProChoice | null> {
  if (!id) return null
  const [row] = await User.query()
    .select('id', 'full_name')
    .where('role', 'pro')
    .where('id', id)
    .limit(1)
    .pojo<{ id: number; full_name: string }>()
  return row ? { id: row.id, name: row.full_name } : null
}
