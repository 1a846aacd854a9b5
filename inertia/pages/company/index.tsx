import { Head, Link, router } from '@inertiajs/react'
import { Download, Plus, RotateCcw, Trash2 } from 'lucide-react'
import type {
  SerializedSocieteRow,
  SocieteIndexProps,
} from '../../../app/transformers/societe_transformer'
import { Badge } from '~/components/badge'
import { Block } from '~/components/block'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { DataTable, EmptyState, type Column } from '~/components/list/data_table'
import { Pagination } from '~/components/list/pagination'
import { SearchFilter } from '~/components/list/search_filter'
import { TrashFilter } from '~/components/list/select_filter'
import { cleanQuery, useListQuery } from '~/components/list/use_list_query'
import { confirmDelete } from '~/lib/confirm'
import { formatDate, formatSiret } from '~/lib/format'

const PATH = '/app/company'

export default function CompanyIndex({ societes, filters, can }: SocieteIndexProps) {
  const list = useListQuery(PATH, filters)
  /* The policy only refuses writes to droit "lecteur", so "create" stands for every write here. */
  const canWrite = can.create
  const filtered = Boolean(filters.search || filters.corbeille)
  const exportUrl = `${PATH}/export?${new URLSearchParams(cleanQuery({ ...filters }) as Record<string, string>)}`

  const columns: Column<SerializedSocieteRow>[] = [
    {
      label: 'Raison sociale',
      sort: 'nom',
      render: (row) => (
        <div className="flex items-center gap-2">
          <Link
            href={`${PATH}/${row.id}/edit`}
            prefetch
            className="font-semibold text-slate-900 hover:text-primary dark:text-white"
          >
            {row.nom}
          </Link>
          {row.deletedAt && <Badge tone="warning">Corbeille</Badge>}
        </div>
      ),
    },
    {
      label: 'SIRET',
      className: 'whitespace-nowrap tabular-nums',
      render: (row) => formatSiret(row.siret),
    },
    { label: 'Forme', render: (row) => row.formeJuridique ?? '—' },
    {
      label: 'Ville',
      sort: 'ville',
      render: (row) => [row.codePostal, row.ville].filter(Boolean).join(' ') || '—',
    },
    { label: 'Téléphone', className: 'whitespace-nowrap', render: (row) => row.telephone ?? '—' },
    {
      label: 'Créée le',
      sort: 'created_at',
      className: 'whitespace-nowrap',
      render: (row) => formatDate(row.createdAt),
    },
  ]
  if (canWrite) {
    columns.push({
      label: 'Actions',
      className: 'text-right',
      render: (row) =>
        row.deletedAt ? (
          <button
            type="button"
            onClick={() => router.put(`${PATH}/${row.id}/restore`, {}, { preserveScroll: true })}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-primary hover:bg-primary/10"
          >
            <RotateCcw className="size-4" aria-hidden="true" /> Restaurer
          </button>
        ) : (
          <button
            type="button"
            aria-label={`Supprimer ${row.nom}`}
            onClick={async () => {
              if (await confirmDelete(`Mettre « ${row.nom} » à la corbeille ?`))
                router.delete(`${PATH}/${row.id}`, { preserveScroll: true })
            }}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-900/30"
          >
            <Trash2 className="size-4" aria-hidden="true" /> Supprimer
          </button>
        ),
    })
  }

  return (
    <>
      <Head title="Sociétés" />
      <PageHeading
        title="Sociétés"
        subtitle="Les entreprises pour lesquelles vous recrutez."
        actions={
          <>
            <LinkButton href={exportUrl} variant="secondary" external>
              <Download className="size-4" aria-hidden="true" /> Exporter (CSV)
            </LinkButton>
            {can.create && (
              <LinkButton href={`${PATH}/create`}>
                <Plus className="size-4" aria-hidden="true" /> Nouvelle société
              </LinkButton>
            )}
          </>
        }
      />
      <Block>
        <div className="-m-5">
          <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-4 dark:border-white/10">
            <SearchFilter
              value={filters.search}
              label="Rechercher une société"
              placeholder="Raison sociale, ville, SIRET…"
              onSearch={(search) => list.apply({ search })}
            />
            <TrashFilter
              value={filters.corbeille}
              onChange={(corbeille) => list.apply({ corbeille })}
            />
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
            caption="Liste des sociétés"
            columns={columns}
            rows={societes.data}
            sort={filters.sort ?? 'nom'}
            order={filters.order ?? 'asc'}
            onSort={list.sortBy}
            rowClassName={(row) => (row.deletedAt ? 'opacity-70' : '')}
            empty={
              filtered ? (
                <EmptyState
                  title="Aucune société ne correspond"
                  text="Modifiez la recherche ou les filtres pour élargir la liste."
                />
              ) : (
                <EmptyState
                  title="Aucune société pour le moment"
                  text="Ajoutez les entreprises pour lesquelles vous recrutez : elles serviront à vos contacts et à vos offres."
                  action={
                    can.create && <LinkButton href={`${PATH}/create`}>Nouvelle société</LinkButton>
                  }
                />
              )
            }
          />
          <Pagination meta={societes.meta} pageUrl={list.pageUrl} />
        </div>
      </Block>
    </>
  )
}
