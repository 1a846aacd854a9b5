import { Link, router } from '@inertiajs/react'
import { Trash2 } from 'lucide-react'
import type {
  ContactIndexProps,
  SerializedContactRow,
} from '../../../app/transformers/contact_transformer'
import { Badge } from '~/components/badge'
import { StatutBadge, STATUT_LABELS } from '~/components/contacts/statut_badge'
import type { Column } from '~/components/list/data_table'
import { ResourceList } from '~/components/list/resource_list'
import { RowTrashActions } from '~/components/list/row_trash_actions'
import { SearchFilter } from '~/components/list/search_filter'
import { SelectFilter, TrashFilter } from '~/components/list/select_filter'
import { useListQuery } from '~/components/list/use_list_query'
import { confirmDelete } from '~/lib/confirm'
import { formatDate } from '~/lib/format'

const PATH = '/app/contacts'

export default function ContactsIndex({
  contacts,
  filters,
  societes,
  statuts,
  can,
}: ContactIndexProps) {
  const list = useListQuery(PATH, filters)
  /* The policy only refuses writes to droit "lecteur", so "create" stands for every write here. */
  const canWrite = can.create
  const filtered = Boolean(filters.search || filters.statut || filters.societe || filters.corbeille)

  const columns: Column<SerializedContactRow>[] = [
    {
      label: 'Nom',
      sort: 'nom',
      render: (row) => (
        <div>
          <div className="flex items-center gap-2">
            <Link
              href={`${PATH}/${row.id}`}
              prefetch
              className="font-semibold text-slate-900 hover:text-primary dark:text-white"
            >
              {row.nomComplet}
            </Link>
            {row.deletedAt && <Badge tone="warning">Corbeille</Badge>}
          </div>
          {row.fonction && (
            <p className="text-xs text-slate-500 dark:text-slate-300">{row.fonction}</p>
          )}
        </div>
      ),
    },
    {
      label: 'Société',
      sort: 'societe',
      render: (row) =>
        row.societe ? (
          <Link
            href={`/app/company/${row.societe.id}/edit`}
            prefetch
            className="hover:text-primary hover:underline"
          >
            {row.societe.nom}
          </Link>
        ) : (
          '—'
        ),
    },
    { label: 'Statut', sort: 'statut', render: (row) => <StatutBadge statut={row.statut} /> },
    {
      label: 'E-mail',
      render: (row) =>
        row.email ? (
          <a href={`mailto:${row.email}`} className="hover:text-primary hover:underline">
            {row.email}
          </a>
        ) : (
          '—'
        ),
    },
    {
      label: 'Téléphone',
      className: 'whitespace-nowrap',
      render: (row) => row.telephone ?? row.mobile ?? '—',
    },
    {
      label: 'Créé le',
      sort: 'created_at',
      className: 'whitespace-nowrap',
      render: (row) => formatDate(row.createdAt),
    },
  ]
  if (canWrite) {
    columns.push({
      label: 'Actions',
      className: 'text-right',
      render: (row) => (
        <RowTrashActions
          url={`${PATH}/${row.id}`}
          name={row.nomComplet}
          deletedAt={row.deletedAt}
        />
      ),
    })
  }

  return (
    <ResourceList
      title="Contacts"
      subtitle="Les personnes avec qui vous travaillez."
      path={PATH}
      list={list}
      rows={contacts.data}
      meta={contacts.meta}
      columns={columns}
      create={can.create && { label: 'Nouveau contact' }}
      exportable
      filtered={filtered}
      defaultSort={{ sort: 'nom', order: 'asc' }}
      empty={{
        title: 'Aucun contact pour le moment',
        text: 'Ajoutez les recruteurs, tuteurs et interlocuteurs de vos sociétés pour les retrouver en un clic.',
      }}
      toolbar={
        <>
          <SearchFilter
            value={filters.search}
            label="Rechercher un contact"
            placeholder="Nom, e-mail, société…"
            onSearch={(search) => list.apply({ search })}
          />
          <SelectFilter
            label="Statut"
            value={filters.statut}
            options={statuts.map((statut) => ({
              value: statut,
              label: STATUT_LABELS[statut] ?? statut,
            }))}
            onChange={(statut) => list.apply({ statut })}
          />
          <SelectFilter
            label="Société"
            allLabel="Toutes"
            value={filters.societe}
            options={societes.map((societe) => ({ value: String(societe.id), label: societe.nom }))}
            onChange={(societe) => list.apply({ societe })}
          />
          <TrashFilter
            value={filters.corbeille}
            onChange={(corbeille) => list.apply({ corbeille })}
          />
          {canWrite && filters.corbeille === 'uniquement' && contacts.data.length > 0 && (
            <button
              type="button"
              onClick={async () => {
                if (
                  await confirmDelete(
                    'Supprimer définitivement tous les contacts de la corbeille ?'
                  )
                )
                  router.delete(`${PATH}/corbeille`)
              }}
              className="ml-auto inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50 dark:text-red-300 dark:ring-red-400/40 dark:hover:bg-red-900/30"
            >
              <Trash2 className="size-4" aria-hidden="true" /> Vider la corbeille
            </button>
          )}
        </>
      }
    />
  )
}
