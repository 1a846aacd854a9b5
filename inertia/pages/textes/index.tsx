import { Link } from '@adonisjs/inertia/react'
import { Pencil } from 'lucide-react'
import type { TexteRow, TexteIndexProps } from '~/props/textes'
import { urlFor } from '~/client'
import { Badge } from '~/components/badge'
import type { Column } from '~/components/list/data_table'
import { ResourceList } from '~/components/list/resource_list'
import { RowTrashActions } from '~/components/list/row_trash_actions'
import { useListQuery } from '~/components/list/use_list_query'
import { formatDate } from '~/lib/format'

export default function TextesIndex({ textes, filters, can }: TexteIndexProps) {
  const list = useListQuery(urlFor('textes.index'), filters)

  const columns: Column<TexteRow>[] = [
    {
      label: 'Nom',
      sort: 'nom',
      card: 'title',
      render: (row) => (
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <Link
              href={urlFor('textes.show', { id: row.id })}
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
      card: 'actions',
      /* Another owner's shared template is read-only: it gets no action. */
      render: (row) =>
        row.mine ? (
          <div className="flex justify-end gap-1">
            {!row.deletedAt && (
              <Link
                href={urlFor('textes.edit', { id: row.id })}
                aria-label={`Modifier ${row.nom}`}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-white/10"
              >
                <Pencil className="size-4" aria-hidden="true" /> Modifier
              </Link>
            )}
            <RowTrashActions
              destroyUrl={urlFor('textes.destroy', { id: row.id })}
              restoreUrl={urlFor('textes.restore', { id: row.id })}
              name={row.nom}
              deletedAt={row.deletedAt}
            />
          </div>
        ) : null,
    })
  }

  return (
    <ResourceList
      title="Modèles de texte"
      subtitle="Vos modèles de messages et ceux que l'équipe partage."
      list={list}
      page={textes}
      columns={columns}
      create={can.create && { label: 'Nouveau modèle', href: urlFor('textes.create') }}
      defaultSort={{ sort: 'nom', order: 'asc' }}
      empty={{
        title: 'Aucun modèle pour le moment',
        text: 'Enregistrez vos relances, invitations et propositions pour les envoyer en un clic à vos contacts.',
      }}
      search={{ label: 'Rechercher un modèle', placeholder: 'Nom, objet…' }}
    />
  )
}
