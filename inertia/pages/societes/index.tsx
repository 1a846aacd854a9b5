import { CopyCheck, FileUp, Pencil } from 'lucide-react'
import { LinkButton } from '~/components/link_button'
import { Link } from '@adonisjs/inertia/react'
import type { SocieteRow, SocieteIndexProps } from '~/props/societes'
import { urlFor } from '~/client'
import { Badge } from '~/components/badge'
import type { Column } from '~/components/list/data_table'
import { ResourceList } from '~/components/list/resource_list'
import { trashBulkActions } from '~/components/list/bulk_actions'
import { RowTrashActions } from '~/components/list/row_trash_actions'
import { useListQuery } from '~/components/list/use_list_query'
import { formatDate, formatSiret } from '~/lib/format'

export default function SocietesIndex({ societes, filters, can }: SocieteIndexProps) {
  const list = useListQuery(urlFor('societes.index'), filters)

  const columns: Column<SocieteRow>[] = [
    {
      label: 'Raison sociale',
      sort: 'nom',
      card: 'title',
      render: (row) => (
        <div className="flex items-center gap-2">
          <Link
            href={urlFor('societes.show', { id: row.id })}
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
    { label: 'Forme', card: 'hidden', render: (row) => row.formeJuridique ?? '—' },
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
      card: 'hidden',
      render: (row) => formatDate(row.createdAt),
    },
  ]
  /* The policy only refuses writes to droit "lecteur", so "create" stands for every write here. */
  if (can.create) {
    columns.push({
      label: 'Actions',
      className: 'text-right',
      card: 'actions',
      render: (row) => (
        <div className="inline-flex items-center gap-1">
          {!row.deletedAt && (
            <Link
              href={urlFor('societes.edit', { id: row.id })}
              aria-label={`Modifier ${row.nom}`}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-white/10"
            >
              <Pencil className="size-4" aria-hidden="true" /> Modifier
            </Link>
          )}
          <RowTrashActions
            destroyUrl={urlFor('societes.destroy', { id: row.id })}
            restoreUrl={urlFor('societes.restore', { id: row.id })}
            name={row.nom}
            deletedAt={row.deletedAt}
          />
        </div>
      ),
    })
  }

  return (
    <ResourceList
      title="Sociétés"
      subtitle="Les entreprises pour lesquelles vous recrutez."
      list={list}
      page={societes}
      columns={columns}
      create={can.create && { label: 'Nouvelle société', href: urlFor('societes.create') }}
      exportPath={urlFor('societes.export')}
      links={
        can.create && (
          <>
            <LinkButton href={urlFor('societes.import.create')} variant="secondary">
              <FileUp className="size-4" aria-hidden="true" /> Importer
            </LinkButton>
            <LinkButton href={urlFor('societes.doublons')} variant="secondary">
              <CopyCheck className="size-4" aria-hidden="true" /> Doublons
            </LinkButton>
          </>
        )
      }
      describe={(row) => row.nom}
      bulk={
        can.create && {
          url: urlFor('societes.bulk'),
          exportPath: urlFor('societes.export'),
          noun: ['société', 'sociétés'],
          actions: trashBulkActions(),
        }
      }
      defaultSort={{ sort: 'nom', order: 'asc' }}
      empty={{
        title: 'Aucune société pour le moment',
        text: 'Ajoutez les entreprises pour lesquelles vous recrutez : elles serviront à vos contacts et à vos offres.',
      }}
      search={{ label: 'Rechercher une société', placeholder: 'Raison sociale, ville, SIRET…' }}
    />
  )
}
