import type { Session } from '@adonisjs/session'

const KEY = 'auth.password_confirmed_at'
const VALIDITY_MS = 3 * 60 * 60 * 1000

/* Remembers in the session when the user last re-typed their password. */

export function markConfirmed(session: Session) {
  session.put(KEY, Date.now())
}

export function isRecent(session: Session) {
  const at = Number(session.get(KEY, 0))
  return at > 0 && Date.now() - at < VALIDITY_MS
}
