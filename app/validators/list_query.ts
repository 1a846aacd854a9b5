/*
| The query string of a resource list (docs/product.md §2). A list is a page people
| bookmark and edit by hand, so a bad value is ignored rather than refused:
| the page shows with that filter at its default.
*/
import vine from '@vinejs/vine'
import type { SchemaTypes } from '@vinejs/vine/types'
import { SORT_ORDERS, TRASH_MODES } from '#models/query_helpers'

/** Far beyond any real list; keeps the SQL offset a sane number. */
const MAX_PAGE = 100_000

/** Validator for `?search&page&sort&order&corbeille`, plus a resource's own filters. */
export function listQueryValidator<
  Sort extends string,
  Extra extends Record<string, SchemaTypes> = Record<never, SchemaTypes>,
>(sorts: readonly Sort[], extra?: Extra) {
  return vine.create({
    search: vine.string().trim().maxLength(100).optional(),
    page: vine.number().withoutDecimals().min(1).max(MAX_PAGE).optional(),
    sort: vine.enum(sorts).optional(),
    order: vine.enum(SORT_ORDERS).optional(),
    corbeille: vine.enum(TRASH_MODES).optional(),
    ...(extra ?? ({} as Extra)),
  })
}

/**
 * The valid part of a list query: fields that fail their rule are dropped
 * and the rest validated again, so `?page=abc&search=x` still searches.
 */
export async function readListQuery<Output>(
  validator: {
    tryValidate(data: unknown): Promise<[{ messages: unknown }, null] | [null, NoInfer<Output>]>
    validate(data: unknown): Promise<Output>
  },
  query: Record<string, unknown>
): Promise<Output> {
  const input = { ...query }
  const [error, value] = await validator.tryValidate(input)
  if (!error) return value
  for (const { field } of error.messages as { field: string }[]) delete input[field.split('.')[0]]
  return validator.validate(input)
}
