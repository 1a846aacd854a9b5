/*
| Shared helpers for the auth functional tests.
|
| Sessions: the Japa session plugin gives every request a fresh session id and
| destroys the answer's session once read, so a "browser" is replayed by
| passing `response.session()` to the next request with `.withSession()`.
| Signed-in requests add `epochOf(user)` as a real login does, so a test can
| also replay a session opened under an older epoch (app/services/accounts/session_epoch.ts).
*/
import type { ApiClient, ApiRequest, ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import type { BaseMail } from '@adonisjs/mail'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { route } from '#tests/helpers/routes'

/** Password of every UserFactory user. */
export const PASSWORD = 'motdepasse'

/** Session values a real login writes besides the guard key. */
export function epochOf(user: User) {
  return { auth: { epoch: user.sessionEpoch } }
}

/** `request` sent by `user`, signed in as a real login leaves the session. */
export function signedIn(request: ApiRequest, user: User) {
  return request.loginAs(user).withSession(epochOf(user))
}

/** The login form posted with its CSRF token; the answer's redirect is not followed. */
export function postLogin(client: ApiClient, form: Record<string, string>) {
  return client.post(route('login.store')).form(form).withCsrfToken().redirects(0)
}

/** `user` signing in through the login form: their password unless told, and any other field. */
export function logIn(
  client: ApiClient,
  user: User,
  password = PASSWORD,
  more: Record<string, string> = {}
) {
  return postLogin(client, { email: user.email, password, ...more })
}

/** `response` signed nobody in and `user`'s last login is still unset. */
export async function assertNotSignedIn(assert: Assert, response: ApiResponse, user: User) {
  response.assertSessionMissing('auth_web')
  await user.refresh()
  assert.isNull(user.lastLoginAt)
}

/** Per-field validation errors flashed by a refused form post. */
export function fieldErrors(response: ApiResponse): Record<string, string[]> {
  return (response.flashMessage('inputErrorsBag') ?? {}) as Record<string, string[]>
}

/** Every link (absolute URL) found in a sent mail's text and HTML bodies. */
export function linksIn(mail: BaseMail): string[] {
  const { text, html } = mail.message.toJSON().message
  const body = `${typeof text === 'string' ? text : ''}\n${typeof html === 'string' ? html : ''}`
  return (body.match(/https?:\/\/[^\s"'<>]+/g) ?? []).map((link) => link.replaceAll('&amp;', '&'))
}

/** Path and query of a URL (absolute or not), ready for the API client. */
export function pathOf(url: string) {
  const parsed = new URL(url, 'http://localhost')
  return `${parsed.pathname}${parsed.search}`
}

export async function countRows(table: string, column: string, value: unknown) {
  const rows = await db.from(table).where(column, value as any)
  return rows.length
}

/** Value of the remember-me cookie a "remember me" login sets. */
export function rememberCookieOf(response: ApiResponse): string {
  const value = response.cookie('remember_web')?.value
  if (!value) throw new Error('The response sets no remember_web cookie')
  return value
}
