import type { ApiClient, ApiRequest } from '@japa/api-client'
import type User from '#models/user'

/*
| Requests of a signed-in user with a current session (`auth.epoch`), as the
| browser sends them from the app's pages.
*/

/**
 * A form sent from a page: the CSRF token, and the redirect it answers with
 * not followed, so a test reads its location and flash.
 * `sendAs(client.post(url).form(body), user)`.
 */
export function sendAs(request: ApiRequest, user: User) {
  return request
    .loginAs(user)
    .withSession({ auth: { epoch: user.sessionEpoch } })
    .withCsrfToken()
    .redirects(0)
}

/** A JSON body posted as a page's form posts it, its redirect not followed. */
export function sendJsonAs(client: ApiClient, user: User, url: string, body: object) {
  return sendAs(client.post(url).json(body), user)
}

/** The Inertia page at `url`, read as `user`. */
export function visitAs(client: ApiClient, user: User, url: string) {
  return client
    .get(url)
    .loginAs(user)
    .withSession({ auth: { epoch: user.sessionEpoch } })
    .withInertia()
}

/** A JSON post of a page's script: the CSRF token, JSON accepted, a redirect followed. */
export function postJsonAs(client: ApiClient, user: User, url: string, body: object) {
  return client
    .post(url)
    .json(body)
    .loginAs(user)
    .withSession({ auth: { epoch: user.sessionEpoch } })
    .withCsrfToken()
    .header('accept', 'application/json')
}
