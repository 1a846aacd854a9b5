import { router } from '@inertiajs/react'

export type ListQuery = Record<string, string | number | null | undefined>

/** The query string of a list without empty values (so URLs stay short and bookmarkable). */
export function cleanQuery(query: ListQuery) {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== null && value !== undefined && value !== ''
    )
  ) as Record<string, string | number>
}

/**
 * Lists keep their state in the URL (docs/product.md §2): changing a filter is a visit
 * to the same path with the new query, which the server echoes back as props.
 * A filter change goes back to page 1.
 */
export function useListQuery(path: string, filters: ListQuery) {
  const visit = (query: ListQuery) =>
    router.get(path, cleanQuery(query), {
      preserveState: true,
      preserveScroll: true,
      replace: true,
    })

  return {
    filters,
    /** Change some filters; the page number resets unless given. */
    apply(changes: ListQuery) {
      visit({ ...filters, page: undefined, ...changes })
    },
    /** A link to another page of the same list. */
    pageUrl(page: number) {
      const params = new URLSearchParams(
        cleanQuery({ ...filters, page: page > 1 ? page : undefined }) as Record<string, string>
      )
      const qs = params.toString()
      return qs ? `${path}?${qs}` : path
    },
    /** Sort by a column; the same column again flips the order. */
    sortBy(column: string) {
      const order = filters.sort === column && filters.order !== 'desc' ? 'desc' : 'asc'
      visit({ ...filters, page: undefined, sort: column, order })
    },
    reset() {
      visit({})
    },
  }
}

export type ListQueryApi = ReturnType<typeof useListQuery>
