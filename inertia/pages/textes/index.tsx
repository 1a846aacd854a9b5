import { Head, Link, router } from '@inertiajs/react'
import { Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react'
import type {
  SerializedTexteRow,
  TexteIndexProps,
} from '../../../app/transformers/texte_modele_transformer'
import { Badge } from '~/components/badge'
import { Block } from '~/components/block'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { DataTable, EmptyState, type Column } from '~/components/list/data_table'
import { Pagination } from '~/components/list/pagination'
import { SearchFilter } from '~/components/list/search_filter'
import { TrashFilter } from '~/components/list/select_filter'
import { useListQuery } from '~/components/list/use_list_query'
import { confirmDelete } from '~/lib/confirm'
import { formatDate } from '~/lib/format'

const PATH = '/app/textes'

const ACTION =
  'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap'

export default function TextesIndex({ textes, filters, can }: TexteIndexProps) {
  const list = useListQuery(PATH, filters)
  const filtered = Boolean(filters.search || filters.corbeille)

  const columns: Column<SerializedTexteRow>[] = [
    {
      label: 'Nom',
      sort: 'nom',
      render: (row) => (
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <Link
              href={`${PATH}/${row.id}`}
              prefetch
              className="font-semibold text-slate-900 hover:text-primary dark:text-white"
            >
              {row.nom}
            </Link>
            {row.partage && <Badge tone="primary">Partagé</Badge>}
            {row.deletedAt && <Badge tone="warning">Corbeille</Badge>}
          </div>
          {row.auteur && (
            <p className="text-xs text-slate-500 dark:text-slate-300">par {row.auteur}</p>
          )}
        </div>
      ),
    },
    { label: 'Objet', sort: 'sujet', render: (row) => row.sujet || '—' },
    {
      label: 'Modifié le',
      sort: 'updated_at',
      className: 'whitespace-nowrap',
      render: (row) => formatDate(row.updatedAt),
    },
  ]
  if (can.create) {
    columns.push({
      label: 'Actions',
      className: 'text-right',
      /* Another owner's shared template is read-only: it gets no action. */
      render: (row) =>
        !row.mine ? null : row.deletedAt ? (
          <button
            type="button"
            onClick={() => router.put(`${PATH}/${row.id}/restore`, {}, { preserveScroll: true })}
            className={`${ACTION} text-primary hover:bg-primary/10`}
          >
            <RotateCcw className="size-4" aria-hidden="true" /> Restaurer
          </button>
        ) : (
          <div className="flex justify-end gap-1">
            <Link
              href={`${PATH}/${row.id}/edit`}
              aria-label={`Modifier ${row.nom}`}
              className={`${ACTION} text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-white/10`}
            >
              <Pencil className="size-4" aria-hidden="true" /> Modifier
            </Link>
            <button
              type="button"
              aria-label={`Supprimer ${row.nom}`}
              onClick={async () => {
                if (await confirmDelete(`Mettre « ${row.nom} » à la corbeille ?`))
                  router.delete(`${PATH}/${row.id}`, { preserveScroll: true })
              }}
              className={`${ACTION} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-900/30`}
            >
              <Trash2 className="size-4" aria-hidden="true" /> Supprimer
            </button>
          </div>
        ),
    })
  }

  return (
    <>
      <Head title="Modèles de texte" />
      <PageHeading
        title="Modèles de texte"
        subtitle="Vos modèles de messages et ceux que l'équipe partage."
        actions={
          can.create && (
            <LinkButton href={`${PATH}/create`}>
              <Plus className="size-4" aria-hidden="true" /> Nouveau modèle
            </LinkButton>
          )
        }
      />
      <Block>
        <div className="-m-5">
          <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-4 dark:border-white/10">
            <SearchFilter
              value={filters.search}
              label="Rechercher un modèle"
              placeholder="Nom, objet…"
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
            caption="Liste des modèles de texte"
            columns={columns}
            rows={textes.data}
            sort={filters.sort ?? 'nom'}
            order={filters.order ?? 'asc'}
            onSort={list.sortBy}
            rowClassName={(row) => (row.deletedAt ? 'opacity-70' : '')}
            empty={
              filtered ? (
                <EmptyState
                  title="Aucun modèle ne correspond"
                  text="Modifiez la recherche ou les filtres pour élargir la liste."
                />
              ) : (
                <EmptyState
                  title="Aucun modèle pour le moment"
                  text="Enregistrez vos relances, invitations et propositions pour les envoyer en un clic à vos contacts."
                  action={
                    can.create && <LinkButton href={`${PATH}/create`}>Nouveau modèle</LinkButton>
                  }
                />
              )
            }
          />
          <Pagination meta={textes.meta} pageUrl={list.pageUrl} />
        </div>
      </Block>
    </>
  )
}
