import type { ApiClient, ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import type User from '#models/user'
import { countQueries } from '#tests/helpers/count_queries'
import { visitAs } from '#tests/helpers/as_user'

/*
| A page's query budget: the statements a list (or a page of lists) runs must
| not grow with its rows (no query per row), whatever the search, sort or page.
*/
export interface ListBudget {
  /** The page, as it first opens. */
  list: string
  /** Adds many rows to the few the test made first. */
  grow: () => Promise<unknown>
  /** Reads the grown page (inside the count). */
  check: (response: ApiResponse) => void
  /** Other pages of the grown list (a search, a sort, a later page): each costs the same. */
  variants: string[]
  /** The most statements the page may run, and what they are. */
  most: number
  why: string
}

/**
 * Counts `list` as `user` with the rows there are, then after `grow` (read by
 * `check`), then each of `variants`; asserts the counts are equal, seen (above 0)
 * and at most `most`.
 */
export async function assertListBudget(
  assert: Assert,
  client: ApiClient,
  user: User,
  { list, grow, check, variants, most, why }: ListBudget
) {
  const count = (url: string, read?: (response: ApiResponse) => void) =>
    countQueries(async () => {
      const response = await visitAs(client, user, url)
      read?.(response)
    })
  const few = await count(list)
  await grow()
  const many = await count(list, check)
  assert.isAbove(few, 0, 'the listener sees the queries')
  assert.equal(many, few, 'nothing per row')
  for (const url of variants) assert.equal(await count(url), few, url)
  assert.isAtMost(many, most, why)
}
