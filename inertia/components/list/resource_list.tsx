import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Download, Plus } from 'lucide-react'
import { Block } from '~/components/block'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { DataTable, EmptyState, type Column } from '~/components/list/data_table'
import { Pagination } from '~/components/list/pagination'
import { SearchFilter } from '~/components/list/search_filter'
import { TrashFilter } from '~/components/list/select_filter'
import { cleanQuery, type ListQueryApi } from '~/components/list/use_list_query'
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
  empty: { title: string; text: string }
}

/* What is not a filter: the order of the rows. */
const NOT_FILTERS = new Set(['sort', 'order', 'page'])

/** A resource's list page (docs/product.md §4): heading with export and "Nouveau…", filters, table, pagination. */
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
  } = props
  const filtered = Object.entries(list.filters).some(
    ([key, value]) => !NOT_FILTERS.has(key) && value !== null && value !== undefined && value !== ''
  )
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
            {exportPath && (
              <LinkButton href={exportUrl} variant="secondary" external>
                <Download className="size-4" aria-hidden="true" /> Exporter (CSV)
              </LinkButton>
            )}
            {createButton}
          </>
        }
      />
      <Block>
        <div className="-m-5">
          <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-4 dark:border-white/10">
            <SearchFilter
              value={(list.filters.search as string | null) ?? null}
              label={search.label}
              placeholder={search.placeholder}
              onSearch={(text) => list.apply({ search: text })}
            />
            {filters}
            <TrashFilter list={list} />
            {actions}
            {filtered && (
              <button
                type="button"
                onClick={list.reset}
                className="text-sm font-medium text-primary hover:underline"
              >
                Réinitialiser
              </button>
            )}
          </div>
          <DataTable
            caption={title}
            columns={columns}
            rows={page.data}
            sort={(list.filters.sort as string | null) ?? defaultSort.sort}
            order={(list.filters.order as string | null) ?? defaultSort.order}
            onSort={list.sortBy}
            /* Tinted, not dimmed: muted text has no contrast to spare for opacity. */
            rowClassName={(row) => (row.deletedAt ? 'bg-slate-50 dark:bg-black/10' : '')}
            empty={
              filtered ? (
                <EmptyState
                  title="Aucun résultat"
                  text="Modifiez la recherche ou les filtres pour élargir la liste."
                />
              ) : (
                <EmptyState title={empty.title} text={empty.text} action={createButton} />
              )
            }
          />
          <Pagination meta={page.meta} pageUrl={list.pageUrl} />
        </div>
      </Block>
    </>
  )
}
