import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Download, Plus } from 'lucide-react'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import type { Column } from '~/components/list/data_table'
import { EmptyState, TrashEmpty } from '~/components/list/empty_state'
import { ListTable } from '~/components/list/list_table'
import { ListToolbar, SortSelect } from '~/components/list/list_toolbar'
import { TrashFilter } from '~/components/list/select_filter'
import { cleanQuery, type ListQueryApi } from '~/components/list/use_list_query'
import {
  BulkBar,
  selectionColumn,
  useBulkSelection,
  type BulkConfig,
} from '~/components/list/bulk_actions'
import type { ListPage } from '~/props/list'

type ResourceListProps<Row extends { id: number; deletedAt?: string | null }> = {
  title: string
  subtitle: string
  list: ListQueryApi
  page: ListPage<Row>
  columns: Column<Row>[]
  /** Shown when the caller may create: the button's label and the create page. */
  create?: { label: string; href: string } | false
  /** The CSV export route: the same filtered list is exported. */
  exportPath?: string
  /** The search box's accessible name and hint. */
  search: { label: string; placeholder: string }
  /** The list's own filters (selects), between the search box and the corbeille filter. */
  filters?: ReactNode
  /** After the filters, e.g. "Vider la corbeille". */
  actions?: ReactNode
  defaultSort: { sort: string; order: 'asc' | 'desc' }
  /**
   * With no row: what the list is for (a title and one sentence), its first actions
   * (default: the create button, when the caller may create) and what its empty
   * corbeille view says.
   */
  empty: {
    title: string
    text: string
    actions?: ReactNode
    trash: string
    /** A list nobody adds rows to (the applications inbox): what to do instead, for everyone. */
    next?: ReactNode
  }
  /** Links before the export in the heading ("Doublons"). */
  links?: ReactNode
  /** Between the heading and the list: what the page must say first (why « Publier » is off). */
  notice?: ReactNode
  /** "Actions groupées": row checkboxes and the bar (for those who may write). */
  bulk?: BulkConfig | false
  /** How a row is named to screen readers ("Sélectionner Sophie Lambert"). */
  describe?: (row: Row) => string
  /** False for a list without a corbeille (the applications inbox): no trash filter. */
  trash?: boolean
}

/* What is not a filter: the order of the rows. */
const NOT_FILTERS = new Set(['sort', 'order', 'page'])

const isSet = (value: unknown) => value !== null && value !== undefined && value !== ''

/**
 * A resource's list page (docs/product.md §4): heading with export and "Nouveau…",
 * filters (a "Filtres" panel on a phone), table (cards on a phone), pagination.
 */
export function ResourceList<Row extends { id: number; deletedAt?: string | null }>(
  props: ResourceListProps<Row>
) {
  const {
    title,
    subtitle,
    list,
    page,
    columns,
    create,
    exportPath,
    search,
    filters,
    actions,
    defaultSort,
    empty,
    bulk,
    links,
    notice,
    describe = (row: Row) => `la ligne ${row.id}`,
    trash = true,
  } = props
  const selection = useBulkSelection(page.data.map((row) => row.id))
  const shownColumns = bulk ? [selectionColumn(selection, describe), ...columns] : columns
  const filtered = Object.entries(list.filters).some(
    ([key, value]) => !NOT_FILTERS.has(key) && isSet(value)
  )
  /* A search or filter beyond the corbeille view: an empty list then means "no match". */
  const narrowed = Object.entries(list.filters).some(
    ([key, value]) => !NOT_FILTERS.has(key) && key !== 'corbeille' && isSet(value)
  )
  const sort = (list.filters.sort as string | null) ?? defaultSort.sort
  const order = (list.filters.order as string | null) ?? defaultSort.order
  const exportUrl = `${exportPath}?${new URLSearchParams(cleanQuery({ ...list.filters }) as Record<string, string>)}`
  const createButton = create && (
    <LinkButton href={create.href}>
      <Plus className="size-4" aria-hidden="true" /> {create.label}
    </LinkButton>
  )

  return (
    <>
      <Head title={title} />
      <PageHeading
        title={title}
        subtitle={subtitle}
        actions={
          <>
            {links}
            {exportPath && (
              <LinkButton href={exportUrl} variant="secondary" external>
                <Download className="size-4" aria-hidden="true" /> Exporter (CSV)
              </LinkButton>
            )}
            {createButton}
          </>
        }
      />
      {notice}
      <ListTable
        list={list}
        page={page}
        caption={title}
        columns={shownColumns}
        sorted={{ sort, order }}
        narrowed={narrowed}
        rowClassName={(row) =>
          selection.selected.has(row.id)
            ? 'bg-primary/5 max-sm:ring-primary/40'
            : row.deletedAt
              ? 'bg-slate-50 dark:bg-black/10'
              : ''
        }
        empty={
          list.filters.corbeille === 'uniquement' ? (
            <TrashEmpty text={empty.trash} />
          ) : (
            <EmptyState
              title={empty.title}
              text={empty.text}
              actions={create ? (empty.actions ?? createButton) : empty.next}
            />
          )
        }
      >
        <ListToolbar
          list={list}
          search={search}
          filters={
            <>
              {filters}
              {trash && <TrashFilter list={list} />}
            </>
          }
          sortSelect={<SortSelect list={list} columns={columns} sort={sort} order={order} />}
          actions={actions}
          reset={filtered}
        />
        {bulk && page.data.length > 0 && (
          <BulkBar
            config={bulk}
            selection={selection}
            list={list}
            total={page.meta.total}
            pageSize={page.meta.perPage}
          />
        )}
      </ListTable>
    </>
  )
}
