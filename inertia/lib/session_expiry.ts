import { urlFor } from '~/client'

/** What the app does when the server says the session is gone (401) or the CSRF token expired (419). */
export const SESSION_EXPIRED_STATUSES = [401, 419]

export function leaveForLogin() {
  console.warn('Session expirée ou invalide → redirection login')
  window.location.assign(urlFor('login'))
}
