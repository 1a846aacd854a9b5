/*
| The professionals as e-sidoor lists them: role pro, searched by name or
| e-mail, each with their number of live companies counted by a subquery in
| the same statement (never one query per row).
*/
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { type SortOrder, likePattern } from '#services/list_query'

/** Columns the list may be sorted by (`?sort=`); name A→Z by default. */
export const PRO_SORTS = [
  'full_name',
  'email',
  'societes_count',
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
  'email_verified_at',
  'last_login_at',
  'created_at',
]

export function prosQuery(filters: ProListQuery) {
  const societesCount = db
    .from('societes')
    .count('*')
    .whereColumn('societes.user_id', 'users.id')
    .whereNull('societes.deleted_at')
    .as('societes_count')

  const query = User.query().select(ROW_COLUMNS).select(societesCount).where('role', 'pro')
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

/** The subquery's count, a number on both databases. */
export function societesCountOf(user: User) {
  return Number(user.$extras.societes_count ?? 0)
}
