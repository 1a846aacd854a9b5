/*
| Shared helpers for the job board's functional tests (the offer helpers are
| in ../offres/helpers.ts).
*/
import type { ApiRequest } from '@japa/api-client'
import type Offre from '#models/offre'
import { UserFactory } from '#database/factories/user_factory'
import { publicSlug } from '#services/emplois/public_offres'
import { offreOf, proWithSociete } from '../offres/helpers.js'
import { route } from '#tests/helpers/routes'
import publicPages, {
  PUBLIC_PAGES_BUDGET_BYTES,
  PUBLIC_PAGE_MAX_BYTES,
} from '#services/emplois/public_page_cache'

/**
 * A new pro and their société (Numéria Conseil); `publish(merge)` puts an
 * offre of theirs on the board, `publishMany(count, merge)` several.
 */
export async function aPublisher() {
  const user = await UserFactory.create()
  const societe = await proWithSociete(user)
  const publish = (merge: Partial<Offre> = {}) =>
    offreOf(user, societe, merge).apply('publiee').create()
  const publishMany = (count: number, merge: Partial<Offre> = {}) =>
    offreOf(user, societe, merge).apply('publiee').createMany(count)
  return { user, societe, publish, publishMany }
}

/** An offre of a new pro on the board (with `merge`). */
export async function aLiveOffre(merge: Partial<Offre> = {}) {
  const { publish } = await aPublisher()
  return publish(merge)
}

/** The public page of an offre on the board (its address by name, with its slug). */
export function offrePage(offre: Pick<Offre, 'reference' | 'titre'>) {
  return route('emplois.show', { slug: publicSlug(offre) })
}

/** The body of the answer to `request`, as text. */
export async function textOf(request: ApiRequest) {
  const response = await request
  return response.text()
}

/** The Inertia props of the answer to `request` (send it `.withInertia()`). */
export async function propsOf(request: ApiRequest) {
  const response = await request
  return response.inertiaProps
}

/**
 * A test's setup with the job board's pages kept in the process, as in
 * production (off in tests otherwise); the returned cleanup turns it off and
 * puts the budgets back.
 */
export async function withKeptPages() {
  publicPages.ttlMs = 10_000
  publicPages.clear()
  return async () => {
    publicPages.ttlMs = 0
    publicPages.budgetBytes = PUBLIC_PAGES_BUDGET_BYTES
    publicPages.pageMaxBytes = PUBLIC_PAGE_MAX_BYTES
    publicPages.clear()
  }
}
