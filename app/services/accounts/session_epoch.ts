import type { Session } from '@adonisjs/session'
import type User from '#models/user'

const KEY = 'auth.epoch'

/*
| Each user carries an epoch that changes when the password is reset. A
| session remembers the epoch it was opened under; a stale one is ended.
| This revokes every other session, whatever the session store.
*/

/** Remembers in the session the user's epoch as it is now. */
export function remember(session: Session, user: User) {
  session.put(KEY, user.sessionEpoch)
}

/**
 * Whether `session` may stay signed in as `user`; when not, the caller
 * signs it out and forgets its epoch (app/middleware/silent_auth_middleware.ts).
 */
export function admits(session: Session, user: User) {
  /*
   * A suspended account (employer approval) has no session at all, even
   * one its suspension could not list or a remember-me token restored.
   */
  if (user.approvalStatus === 'suspendue') return false
  const epoch = session.get(KEY)
  if (epoch === undefined) {
    /*
     * A session that never recorded an epoch was opened by a remember-me
     * token (deleted on reset, so current) or by a test's loginAs. Session
     * data cannot be forged (signed cookie or server store).
     */
    remember(session, user)
    return true
  }
  return epoch === user.sessionEpoch
}

export function forget(session: Session) {
  session.forget(KEY)
}
