/*
| Shared helpers for the company functional tests. Signed-in requests carry
| the user's session epoch as a real login does (see app/services/accounts/session_epoch.ts).
*/
import type { ApiClient, ApiRequest, ApiResponse } from '@japa/api-client'
import type User from '#models/user'
import Societe from '#models/societe'
import { SocieteFactory } from '#database/factories/societe_factory'
import { numbered } from '#tests/helpers/owned_records'

/** The request, sent as `user` with a current session. */
export function as(request: ApiRequest, user: User) {
  return request.loginAs(user).withSession({ auth: { epoch: user.sessionEpoch } })
}

/** The Inertia page at `url`, read as `user`. */
export function visit(client: ApiClient, user: User, url: string) {
  return as(client.get(url), user).withInertia()
}

/** A form sent as `user` with its CSRF token, the redirect not followed. */
export function submit(
  client: ApiClient,
  user: User,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  form?: Record<string, unknown>
) {
  const request = as(client.request(url, method), user)
  return (form ? request.form(form) : request).withCsrfToken().redirects(0)
}

/**
 * The list page `list` as a function of `user` and `query` (its query string) that asserts
 * the page's filters are `noFilters` (every filter unset) but for the query's values.
 */
export function listedWith(list: string, noFilters: Record<string, null>) {
  return async (client: ApiClient, user: User, query: Record<string, string>) => {
    const response = await as(client.get(list).qs(query), user).withInertia()
    response.assertInertiaPropsContains({ filters: { ...noFilters, ...query } })
    return response
  }
}

/** Query values every list ignores: a bad page, sort, order or trash filter, an over-long search. */
export const BAD_LIST_QUERIES = [
  'page=abc',
  'page=0',
  'sort=password',
  'order=sideways',
  'corbeille=oui',
  `search=${'x'.repeat(101)}`,
]

/** The list page at `url` as `user`, checked to answer as if nothing were asked: page 1, `noFilters`. */
export async function fellBack(
  client: ApiClient,
  user: User,
  url: string,
  listProp: string,
  noFilters: Record<string, null>
) {
  const response = await visit(client, user, url)
  response.assertStatus(200)
  response.assertInertiaPropsContains({
    filters: noFilters,
    [listProp]: { meta: { currentPage: 1 } },
  })
  return response
}

/** Per-field validation errors flashed by a refused form post. */
export function fieldErrors(response: ApiResponse): Record<string, string[]> {
  return (response.flashMessage('inputErrorsBag') ?? {}) as Record<string, string[]>
}

/** A complete, valid company form as the browser posts it. */
export const VALID_FORM = {
  nom: 'Numéria Conseil',
  siret: '732 829 320 00074',
  formeJuridique: 'SAS',
  secteur: 'Informatique et services numériques',
  adresse: '12 rue de la République',
  codePostal: '69002',
  ville: 'Lyon',
  pays: 'France',
  telephone: '04.78.42.17.30',
  email: 'Contact@Numeria-Conseil.fr',
  siteWeb: 'https://www.numeria-conseil.fr',
  description: '<p>Conseil en <strong>numérique</strong>.</p>',
}

/** The company row as stored now (fresh from the database). */
export function reload(societe: Societe) {
  return Societe.findOrFail(societe.id)
}

/** Every stored column of the company, to compare before and after a request. */
export async function snapshot(societe: Societe) {
  const stored = await reload(societe)
  return stored.serialize()
}

/** `count` companies of `user`, named "<prefix> 01", "<prefix> 02"… so their order is known. */
export function companiesOf(user: User, count: number, prefix = 'Société') {
  const rows = numbered(prefix, count).map((nom) => ({ nom, userId: user.id }))
  return SocieteFactory.merge(rows).createMany(count)
}

/** Names in a list page's rows, in order. */
export function namesIn(response: ApiResponse): string[] {
  return (response.inertiaProps.societes.data as { nom: string }[]).map((row) => row.nom)
}
