import type { ReactNode } from 'react'
import { Block } from '~/components/block'
import { DataTable, type Column } from '~/components/list/data_table'
import { NoResults } from '~/components/list/empty_state'
import { Pagination } from '~/components/list/pagination'
import type { ListQueryApi } from '~/components/list/use_list_query'
import type { ListPage } from '~/props/list'

/**
 * A list in its card: what goes above the rows (`children`: the toolbar, a bulk bar),
 * the table edge to edge, and the pagination. With no row: "Aucun résultat" and
 * "Effacer les filtres" when a search or filter `narrowed` the list, else `empty`.
 */
export function ListTable<Row extends { id: number }>({
  list,
  page,
  caption,
  columns,
  sorted,
  narrowed,
  noResults,
  empty,
  rowClassName,
  title,
  className,
  children,
}: {
  list: ListQueryApi
  page: ListPage<Row>
  caption: string
  columns: Column<Row>[]
  /** The column the rows are sorted by, and which way; none for a list in a fixed order. */
  sorted?: { sort: string; order: string }
  narrowed: boolean
  /** What "Aucun résultat" says, when not its usual sentence. */
  noResults?: string
  empty: ReactNode
  rowClassName?: (row: Row) => string
  /** The card's title. */
  title?: string
  className?: string
  children: ReactNode
}) {
  return (
    <Block title={title} className={className}>
      <div className="-m-5">
        {children}
        <DataTable
          caption={caption}
          columns={columns}
          rows={page.data}
          sort={sorted?.sort ?? null}
          order={sorted?.order ?? null}
          onSort={sorted ? list.sortBy : () => {}}
          rowClassName={rowClassName}
          empty={narrowed ? <NoResults onClear={list.reset} text={noResults} /> : empty}
        />
        <Pagination meta={page.meta} pageUrl={list.pageUrl} />
      </div>
    </Block>
  )
}
