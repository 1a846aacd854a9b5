/*
| Shared helpers for the access-control tests. Signed-in requests carry the
| user's session epoch as a real login does (see app/services/accounts/session_epoch.ts).
*/
import type { ApiClient, ApiRequest } from '@japa/api-client'
import type User from '#models/user'
import AccessAudit, { type AccessSnapshot } from '#models/access_audit'
import { snapshotOf } from '#services/accounts/access_change'
import { UserFactory } from '#database/factories/user_factory'

/** Password of every UserFactory user. */
export const PASSWORD = 'motdepasse'

/** Session values of a password typed again at `at` (app/services/accounts/password_confirmation.ts). */
export function confirmedAt(user: User, at: number) {
  return { auth: { epoch: user.sessionEpoch, password_confirmed_at: at } }
}

/** The request, sent as `user` with a current session (plus any session values given). */
export function as(request: ApiRequest, user: User, session: Record<string, unknown> = {}) {
  return request.loginAs(user).withSession({ auth: { epoch: user.sessionEpoch }, ...session })
}

/** `user` reading the page at `url` gets the 403 error page. */
export async function assertRefusedPage(client: ApiClient, url: string, user: User) {
  const response = await as(client.get(url), user).withInertia()
  response.assertStatus(403)
  response.assertInertiaComponent('errors/error')
}

/** The same, as the JSON client of inertia/lib/http.ts sends it. */
export function asJson(request: ApiRequest, user: User) {
  return as(request, user)
    .header('accept', 'application/json')
    .header('x-requested-with', 'XMLHttpRequest')
}

/** Role, droit and staff flag as stored now. */
export async function accessOf(user: User) {
  await user.refresh()
  return snapshotOf(user)
}

/** One of them, as stored now. */
export async function storedAccess<Field extends keyof AccessSnapshot>(user: User, field: Field) {
  const access = await accessOf(user)
  return access[field]
}

export function auditsOf(user: User) {
  return AccessAudit.query().where('userId', user.id).orderBy('id', 'asc')
}

/** The account kinds of docs/product.md §7. */
export const accounts = {
  esi: () => UserFactory.apply('esi').create(),
  pro: () => UserFactory.create(),
  lecteur: () => UserFactory.apply('lecteur').create(),
  visiteur: () => UserFactory.apply('visiteur').create(),
  unverified: () => UserFactory.apply('unverified').create(),
}

/** An esi staff member with no droit, or with these fields instead. */
export function aStaffMember(fields: Partial<User> = {}) {
  return UserFactory.merge({ role: 'esi', droit: null, isStaff: true, ...fields }).create()
}

/** The accounts that are neither esi nor staff, as dataset rows: `who` names one, `account()` makes it. */
export const NOT_ESI_NOR_STAFF = (['pro', 'lecteur', 'visiteur'] as const).map((who) => ({
  who,
  account: accounts[who],
}))

/**
 * An esi admin and the account they act on: a pro with these factory fields,
 * or in a state of the user factory (`'pending'`, `'suspended'`).
 */
export async function esiAndPro(pro: Partial<User> | 'pending' | 'suspended' = {}) {
  const esi = await accounts.esi()
  const other =
    typeof pro === 'string'
      ? await UserFactory.apply(pro).create()
      : await UserFactory.merge(pro).create()
  return { esi, pro: other }
}
