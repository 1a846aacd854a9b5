/*
| Reading the security log (written by security_log.ts): the user's own
| latest lines for the profile, and e-sidoor's journal of every account,
| filtered and paginated. Each query follows one of the table's indexes,
| newest first: (user_id, created_at), (kind, created_at), (created_at).
*/
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import SecurityEvent, { type SecurityEventKind } from '#models/security_event'
import { likePattern } from '#models/query_helpers'

/** Lines on the profile's "Activité de sécurité" card. */
export const PROFILE_EVENTS = 50
/** Lines on a page of e-sidoor's journal. */
export const SECURITY_LOG_PER_PAGE = 50

export type SecurityLogQuery = {
  /** Part of an address (the line's, or its account's) or of the account's name. */
  search?: string
  kind?: SecurityEventKind
  /** One account's lines (the link from a pro's page). */
  user?: number
  page?: number
}

const LIKE = 'lower(??) like ? escape ?'

/** The user's latest lines, newest first. */
export function latestOf(user: User) {
  return SecurityEvent.query()
    .where('user_id', user.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PROFILE_EVENTS)
}

/** A page of the journal; the account and the admin come by preload (names only). */
export function page(filters: SecurityLogQuery) {
  return SecurityEvent.query()
    .preload('user', (user) => user.select('id', 'full_name'))
    .preload('actor', (actor) => actor.select('id', 'full_name'))
    .if(filters.user, (query) => query.where('user_id', filters.user!))
    .if(filters.kind, (query) => query.where('kind', filters.kind!))
    .if(filters.search, (query) => {
      const pattern = likePattern(filters.search!)
      /* A failed sign-in may name an address that has no account: the line's own e-mail counts. */
      const accounts = db
        .from('users')
        .select('id')
        .whereRaw(LIKE, ['full_name', pattern, '\\'])
        .orWhereRaw(LIKE, ['email', pattern, '\\'])
      query.where((match) => {
        match.whereRaw(LIKE, ['security_events.email', pattern, '\\'])
        match.orWhereIn('user_id', accounts)
      })
    })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(filters.page ?? 1, SECURITY_LOG_PER_PAGE)
}
