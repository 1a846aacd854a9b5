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
import type { SessionData } from '@adonisjs/session/types'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { route } from '#tests/helpers/routes'

/** Password of every UserFactory user. */
export const PASSWORD = 'motdepasse'

/** Session values a real login writes besides the guard key. */
export function epochOf(user: User) {
  return { auth: { epoch: user.sessionEpoch } }
}

/** `request` sent by `user`, signed in as a real login leaves the session (or as `session` holds it). */
export function signedIn(request: ApiRequest, user: User, session: SessionData = epochOf(user)) {
  return request.loginAs(user).withSession(session)
}

/** The browser's next GET of `url`, in the session `answer` left (chain `.withInertia()` or `.redirects(0)`). */
export function visitAfter(client: ApiClient, answer: ApiResponse, url: string) {
  return client.get(url).withSession(answer.session())
}

/** The form of the page `page` posted to `action` as the browser sends it, with its CSRF token; the redirect is not followed. */
export function postForm(client: ApiClient, action: string, page: string, form: object) {
  return client.post(action).header('referer', page).form(form).withCsrfToken().redirects(0)
}

/** The login form posted from the login page. */
export function postLogin(client: ApiClient, form: Record<string, string>) {
  return postForm(client, route('login.store'), route('login'), form)
}

/** The forgot-password form posted for `email`. */
export function askResetLink(client: ApiClient, email: string) {
  return postForm(client, route('password.email'), route('password.request'), { email })
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

/** A new account signed in through the login form, "remember me" ticked (`remember`: 'on' unless told): the account and the answer. */
export async function rememberedLogIn(client: ApiClient, remember = 'on') {
  const user = await UserFactory.create()
  return { user, login: await logIn(client, user, PASSWORD, { remember }) }
}

/** `user`'s last sign-in date, read again from the database. */
export async function lastLoginOf(user: User) {
  await user.refresh()
  return user.lastLoginAt
}

/** `response` signed nobody in and `user`'s last login is still unset. */
export async function assertNotSignedIn(assert: Assert, response: ApiResponse, user: User) {
  response.assertSessionMissing('auth_web')
  assert.isNull(await lastLoginOf(user))
}

/** A browser coming back to `url` (the dashboard unless told) without its session, with the remember-me cookie `cookie`. */
export function visitRemembered(client: ApiClient, cookie: string, url = route('dashboard')) {
  return client.get(url).withEncryptedCookie('remember_web', cookie)
}

/** The notice's button asking for a new verification link, sent by `user`; the redirect is not followed. */
export function askNewLink(client: ApiClient, user: User) {
  return signedIn(client.post(route('verification.send')), user)
    .header('referer', route('verification.notice'))
    .withCsrfToken()
    .redirects(0)
}

/** Whether `password` is `user`'s password now (read again from the database). */
export async function passwordIs(user: User, password: string) {
  await user.refresh()
  return hash.verify(user.password, password)
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
