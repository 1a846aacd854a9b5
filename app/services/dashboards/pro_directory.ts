/*
| The professionals as e-sidoor lists them: role pro, searched by name or
| e-mail, each with their numbers of live companies, contacts and offers
| counted by subqueries in the same statement (never one query per row).
*/
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { type SortOrder, likePattern } from '#models/query_helpers'

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

/** `(select count(*) from <table> where live and owned by the row's user) as <table>_count`. */
function liveCount(table: 'societes' | 'contacts' | 'offres') {
  return db
    .from(table)
    .count('*')
    .whereColumn(`${table}.user_id`, 'users.id')
    .whereNull(`${table}.deleted_at`)
    .as(`${table}_count`)
}

export function prosQuery(filters: ProListQuery) {
  const query = User.query()
    .select(ROW_COLUMNS)
    .select(liveCount('societes'))
    .select(liveCount('contacts'))
    .select(liveCount('offres'))
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
