import { CopyCheck, FileUp, Plus } from 'lucide-react'
import { LinkButton } from '~/components/link_button'
import { Link } from '@adonisjs/inertia/react'
import type { SocieteRow, SocieteIndexProps } from '~/props/societes'
import { urlFor } from '~/client'
import { Badge } from '~/components/badge'
import { ONE_LINE, type Column } from '~/components/list/data_table'
import { ResourceList } from '~/components/list/resource_list'
import { trashBulkActions } from '~/components/list/bulk_actions'
import { RowTrashActions } from '~/components/list/row_trash_actions'
import { useListQuery } from '~/components/list/use_list_query'
import { formatDate, formatSiret } from '~/lib/format'

/** "44800 Saint-Herblain", or nothing. */
const place = (row: SocieteRow) => [row.codePostal, row.ville].filter(Boolean).join(' ')

export default function SocietesIndex({ societes, filters, can }: SocieteIndexProps) {
  const list = useListQuery(urlFor('societes.index'), filters)

  const columns: Column<SocieteRow>[] = [
    {
      label: 'Raison sociale',
      sort: 'nom',
      card: 'title',
      shrink: true,
      render: (row) => (
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <Link
              href={urlFor('societes.show', { id: row.id })}
              prefetch
              title={row.nom}
              className={`min-w-0 font-semibold text-slate-900 hover:text-primary dark:text-white ${ONE_LINE}`}
            >
              {row.nom}
            </Link>
            {row.deletedAt && <Badge tone="warning">Corbeille</Badge>}
          </div>
          {/* Below 48rem the Ville column is left out: the town shows here. */}
          {place(row) && (
            <p className="hidden truncate text-xs text-slate-500 sm:@max-3xl:block dark:text-slate-300">
              {place(row)}
            </p>
          )}
        </div>
      ),
    },
    {
      label: 'SIRET',
      className: 'whitespace-nowrap tabular-nums',
      showFrom: '4xl',
      render: (row) => formatSiret(row.siret),
    },
    {
      label: 'Forme',
      card: 'hidden',
      showFrom: '5xl',
      render: (row) => row.formeJuridique ?? '—',
    },
    {
      label: 'Ville',
      sort: 'ville',
      shrink: true,
      showFrom: '3xl',
      render: (row) =>
        place(row) ? (
          <span title={place(row)} className={ONE_LINE}>
            {place(row)}
          </span>
        ) : (
          '—'
        ),
    },
    {
      label: 'Téléphone',
      className: 'whitespace-nowrap tabular-nums',
      render: (row) => row.telephone ?? '—',
    },
    {
      label: 'Créée le',
      sort: 'created_at',
      className: 'whitespace-nowrap',
      card: 'hidden',
      showFrom: '5xl',
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
        <RowTrashActions
          destroyUrl={urlFor('societes.destroy', { id: row.id })}
          restoreUrl={urlFor('societes.restore', { id: row.id })}
          editHref={urlFor('societes.edit', { id: row.id })}
          name={row.nom}
          deletedAt={row.deletedAt}
        />
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
          feminine: true,
          actions: trashBulkActions(),
        }
      }
      defaultSort={{ sort: 'nom', order: 'asc' }}
      empty={{
        title: 'Aucune société pour le moment',
        text: 'Vos sociétés : les entreprises pour lesquelles vous recrutez, avec leurs contacts et leurs offres.',
        actions: (
          <>
            <LinkButton href={urlFor('societes.create')}>
              <Plus className="size-4" aria-hidden="true" /> Ajouter une société
            </LinkButton>
            <LinkButton href={urlFor('societes.import.create')} variant="secondary">
              <FileUp className="size-4" aria-hidden="true" /> Importer un fichier
            </LinkButton>
          </>
        ),
        trash: 'Les sociétés que vous supprimez arrivent ici ; vous pouvez les restaurer.',
      }}
      search={{ label: 'Rechercher une société', placeholder: 'Raison sociale, ville, SIRET…' }}
    />
  )
}
