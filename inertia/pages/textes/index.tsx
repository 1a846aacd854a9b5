import { Link } from '@adonisjs/inertia/react'
import type { TexteRow, TexteIndexProps } from '~/props/textes'
import { urlFor } from '~/client'
import { Badge } from '~/components/badge'
import { ONE_LINE, type Column } from '~/components/list/data_table'
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
      shrink: true,
      render: (row) => (
        <div className="min-w-0">
          <div className="flex items-center gap-2 max-sm:flex-wrap">
            <Link
              href={urlFor('textes.show', { id: row.id })}
              prefetch
              title={row.nom}
              className={`min-w-0 font-semibold text-slate-900 hover:text-primary dark:text-white ${ONE_LINE}`}
            >
              {row.nom}
            </Link>
            {row.partage && <Badge tone="primary">Partagé</Badge>}
            {row.deletedAt && <Badge tone="warning">Corbeille</Badge>}
          </div>
          {row.auteur && (
            <p className="text-xs text-slate-500 sm:truncate dark:text-slate-300">
              par {row.auteur}
            </p>
          )}
          {/* Below 48rem the Objet column is left out: the subject shows here. */}
          {row.sujet && (
            <p
              title={row.sujet}
              className="hidden truncate text-xs text-slate-500 sm:@max-3xl:block dark:text-slate-300"
            >
              {row.sujet}
            </p>
          )}
        </div>
      ),
    },
    {
      label: 'Objet',
      sort: 'sujet',
      shrink: true,
      showFrom: '3xl',
      render: (row) =>
        row.sujet ? (
          <span title={row.sujet} className={ONE_LINE}>
            {row.sujet}
          </span>
        ) : (
          '—'
        ),
    },
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
          <RowTrashActions
            destroyUrl={urlFor('textes.destroy', { id: row.id })}
            restoreUrl={urlFor('textes.restore', { id: row.id })}
            editHref={urlFor('textes.edit', { id: row.id })}
            name={row.nom}
            deletedAt={row.deletedAt}
          />
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
        text: 'Vos modèles de texte : les relances, invitations et propositions que vous envoyez souvent, prêtes à partir vers un contact.',
        trash: 'Les modèles que vous supprimez arrivent ici ; vous pouvez les restaurer.',
      }}
      search={{ label: 'Rechercher un modèle', placeholder: 'Nom, objet…' }}
    />
  )
}
