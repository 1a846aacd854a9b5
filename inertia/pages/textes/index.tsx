import type { TexteRow, TexteIndexProps } from '~/props/textes'
import { urlFor } from '~/client'
import { Badge } from '~/components/badge'
import { NarrowLine, OneLine, TitleCell } from '~/components/list/cells'
import type { Column } from '~/components/list/data_table'
import { ResourceList } from '~/components/list/resource_list'
import { trashActionsColumn } from '~/components/list/row_trash_actions'
import { useListQuery } from '~/components/list/use_list_query'
import { formatDate } from '~/lib/format'
import { TEXTE_CATEGORIE_LABELS, texteCatalogue } from '#catalogues/texte'
import { columnLabel } from '#catalogues/define'

export default function TextesIndex({ textes, filters, can }: TexteIndexProps) {
  const list = useListQuery(urlFor('textes.index'), filters)

  const columns: Column<TexteRow>[] = [
    {
      label: columnLabel(texteCatalogue, 'nom'),
      sort: 'nom',
      card: 'title',
      shrink: true,
      render: (row) => (
        <TitleCell
          href={urlFor('textes.show', { id: row.id })}
          title={row.nom}
          deletedAt={row.deletedAt}
          badges={
            <>
              {row.categorie === 'candidats' && <Badge>{TEXTE_CATEGORIE_LABELS.candidats}</Badge>}
              {row.partage && <Badge tone="primary">Partagé</Badge>}
            </>
          }
        >
          {row.auteur && (
            <p className="text-xs text-slate-500 sm:truncate dark:text-slate-300">
              par {row.auteur}
            </p>
          )}
          {/* Below 48rem the Objet column is left out: the subject shows here. */}
          <NarrowLine text={row.sujet} />
        </TitleCell>
      ),
    },
    {
      label: columnLabel(texteCatalogue, 'sujet'),
      sort: 'sujet',
      shrink: true,
      showFrom: '3xl',
      render: (row) => <OneLine text={row.sujet} />,
    },
    {
      label: columnLabel(texteCatalogue, 'updatedAt'),
      sort: 'updated_at',
      className: 'whitespace-nowrap',
      render: (row) => formatDate(row.updatedAt),
    },
  ]
  if (can.create) {
    /* Another owner's shared template is read-only: it gets no action. */
    const editable = (row: TexteRow) => row.mine
    columns.push(trashActionsColumn('textes', (row) => row.nom, editable))
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
