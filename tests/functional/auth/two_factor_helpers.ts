/*
| Helpers of the two-factor tests: the password step of a sign-in, the
| session values of a recently confirmed password, JSON headers.
*/
import type { ApiClient, ApiRequest, ApiResponse } from '@japa/api-client'
import type { SessionData } from '@adonisjs/session/types'
import type User from '#models/user'
import SecurityEvent from '#models/security_event'
import * as TwoFactor from '#services/accounts/two_factor'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD, epochOf, postLogin } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { assertRedirect } from '#tests/helpers/answers'

/** Session values of a signed-in user who typed the password again just now. */
export function confirmedSession(user: User) {
  return { auth: { ...epochOf(user).auth, password_confirmed_at: Date.now() } }
}

/** `request` sent by `user`, password recently confirmed. */
export function asConfirmed(request: ApiRequest, user: User) {
  return request.loginAs(user).withSession(confirmedSession(user))
}

/** A two-factor action sent from `page` (the profile unless told) by `user`, password recently confirmed; the redirect is not followed. */
export function confirmedAction(request: ApiRequest, user: User, page = route('profile.edit')) {
  return asConfirmed(request, user).header('referer', page).withCsrfToken().redirects(0)
}

/** The same as the JSON client of inertia/lib/http.ts sends it. */
export function json(request: ApiRequest) {
  return request.header('accept', 'application/json').header('x-requested-with', 'XMLHttpRequest')
}

/** The password step of the login form; its session carries the pending sign-in. */
export function passwordStep(client: ApiClient, user: User, remember = false) {
  return postLogin(client, {
    email: user.email,
    password: PASSWORD,
    ...(remember ? { remember: 'on' } : {}),
  })
}

/** The session of a password step: a sign-in waiting for its code. */
export async function pendingSession(client: ApiClient, user: User) {
  const response = await passwordStep(client, user)
  return response.session()
}

/** A new two-factor account past the password step of a sign-in: the user, and that step's answer. */
export async function pastPasswordStep(client: ApiClient, remember = false) {
  const user = await UserFactory.apply('twoFactor').create()
  const password = await passwordStep(client, user, remember)
  return { user, password }
}

/** A new two-factor account and the session of its sign-in, waiting for the code. */
export async function waitingForCode(client: ApiClient) {
  const user = await UserFactory.apply('twoFactor').create()
  return { user, pending: await pendingSession(client, user) }
}

/** A new account whose two-factor setup is begun, not confirmed yet: the account and its secret. */
export async function pendingSetup() {
  const user = await UserFactory.create()
  await TwoFactor.begin(user)
  return { user, secret: TwoFactor.secretOf(user)! }
}

/** A new two-factor account and its ten recovery codes. */
export async function withRecoveryCodes() {
  const user = await UserFactory.apply('twoFactor').create()
  return { user, codes: await TwoFactor.regenerateRecoveryCodes(user) }
}

/** The challenge step, sent with the session of the password step. */
export function challenge(
  client: ApiClient,
  session: SessionData,
  body: { code?: string; recoveryCode?: string }
) {
  return client
    .post(route('two_factor.challenge.store'))
    .header('referer', route('two_factor.challenge'))
    .withSession(session)
    .form(body)
    .withCsrfToken()
    .redirects(0)
}

/** `response` sends the browser to the challenge (again), nobody signed in yet. */
export function assertAtChallenge(response: ApiResponse) {
  assertRedirect(response, route('two_factor.challenge'))
  response.assertSessionMissing('auth_web')
}

export async function eventsOf(kind: SecurityEvent['kind']) {
  return SecurityEvent.query().where('kind', kind).orderBy('id', 'asc')
}
