import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Download, Plus } from 'lucide-react'
import { Block } from '~/components/block'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { DataTable, EmptyState, type Column } from '~/components/list/data_table'
import { Pagination, type PageMeta } from '~/components/list/pagination'
import { cleanQuery, type ListQueryApi } from '~/components/list/use_list_query'

type ResourceListProps<Row extends { id: number; deletedAt?: string | null }> = {
  title: string
  subtitle: string
  list: ListQueryApi
  rows: Row[]
  meta: PageMeta
  columns: Column<Row>[]
  /** Shown when the caller may create: the button's label and the create page. */
  create?: { label: string; href: string } | false
  /** The CSV export route: the same filtered list is exported. */
  exportPath?: string
  /** The filters row (search box, selects). */
  toolbar: ReactNode
  filtered: boolean
  defaultSort: { sort: string; order: 'asc' | 'desc' }
  empty: { title: string; text: string }
}

/** A resource's list page (docs/product.md §4): heading with export and "Nouveau…", filters, table, pagination. */
export function ResourceList<Row extends { id: number; deletedAt?: string | null }>(
  props: ResourceListProps<Row>
) {
  const {
    title,
    subtitle,
    list,
    rows,
    meta,
    columns,
    create,
    exportPath,
    toolbar,
    filtered,
    defaultSort,
    empty,
  } = props
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
            {toolbar}
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
            rows={rows}
            sort={(list.filters.sort as string | null) ?? defaultSort.sort}
            order={(list.filters.order as string | null) ?? defaultSort.order}
            onSort={list.sortBy}
            rowClassName={(row) => (row.deletedAt ? 'opacity-70' : '')}
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
          <Pagination meta={meta} pageUrl={list.pageUrl} />
        </div>
      </Block>
    </>
  )
}
