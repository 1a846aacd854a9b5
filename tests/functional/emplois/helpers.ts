/*
| Shared helpers for the job board's functional tests (the offer helpers are
| in ../offres/helpers.ts).
*/
import type { ApiRequest } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import publicPages, {
  PUBLIC_PAGES_BUDGET_BYTES,
  PUBLIC_PAGE_MAX_BYTES,
} from '#services/public_board/public_page_cache'

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
 * production (off in tests otherwise), from emptied tables; the returned
 * cleanup turns it off and puts the budgets back.
 */
export async function withKeptPages() {
  publicPages.ttlMs = 10_000
  publicPages.clear()
  const cleanup = await testUtils.db().truncate()
  return async () => {
    publicPages.ttlMs = 0
    publicPages.budgetBytes = PUBLIC_PAGES_BUDGET_BYTES
    publicPages.pageMaxBytes = PUBLIC_PAGE_MAX_BYTES
    publicPages.clear()
    await cleanup()
  }
}
