import type { SocieteRow, SocieteIndexProps } from '~/props/societes'
import { urlFor } from '~/client'
import { NarrowLine, OneLine, TitleCell } from '~/components/list/cells'
import type { Column } from '~/components/list/data_table'
import { ResourceList } from '~/components/list/resource_list'
import { trashBulkActions } from '~/components/list/bulk_actions'
import { ImportLinks, AddOrImport } from '~/components/list/import_links'
import { trashActionsColumn } from '~/components/list/row_trash_actions'
import { useListQuery } from '~/components/list/use_list_query'
import { formatDate, formatSiret } from '~/lib/format'
import { societeCatalogue } from '#catalogues/societe'
import { columnLabel } from '#catalogues/define'

/** "44800 Saint-Herblain", or nothing. */
const place = (row: SocieteRow) => [row.codePostal, row.ville].filter(Boolean).join(' ')

export default function SocietesIndex({ societes, filters, can }: SocieteIndexProps) {
  const list = useListQuery(urlFor('societes.index'), filters)

  const columns: Column<SocieteRow>[] = [
    {
      label: columnLabel(societeCatalogue, 'nom'),
      sort: 'nom',
      card: 'title',
      shrink: true,
      render: (row) => (
        <TitleCell
          href={urlFor('societes.show', { id: row.id })}
          title={row.nom}
          deletedAt={row.deletedAt}
        >
          {/* Below 48rem the Ville column is left out: the town shows here. */}
          <NarrowLine text={place(row)} />
        </TitleCell>
      ),
    },
    {
      label: columnLabel(societeCatalogue, 'siret'),
      className: 'whitespace-nowrap tabular-nums',
      showFrom: '4xl',
      render: (row) => formatSiret(row.siret),
    },
    {
      label: columnLabel(societeCatalogue, 'formeJuridique'),
      card: 'hidden',
      showFrom: '5xl',
      render: (row) => row.formeJuridique ?? '—',
    },
    {
      label: columnLabel(societeCatalogue, 'ville'),
      sort: 'ville',
      shrink: true,
      showFrom: '3xl',
      render: (row) => <OneLine text={place(row)} />,
    },
    {
      label: columnLabel(societeCatalogue, 'telephone'),
      className: 'whitespace-nowrap tabular-nums',
      render: (row) => row.telephone ?? '—',
    },
    {
      label: columnLabel(societeCatalogue, 'createdAt'),
      sort: 'created_at',
      className: 'whitespace-nowrap',
      card: 'hidden',
      showFrom: '5xl',
      render: (row) => formatDate(row.createdAt),
    },
  ]
  /* The policy only refuses writes to droit "lecteur", so "create" stands for every write here. */
  if (can.create) columns.push(trashActionsColumn('societes', (row) => row.nom))

  return (
    <ResourceList
      title="Sociétés"
      subtitle="Les entreprises pour lesquelles vous recrutez."
      list={list}
      page={societes}
      columns={columns}
      create={can.create && { label: 'Nouvelle société', href: urlFor('societes.create') }}
      exportPath={urlFor('societes.export')}
      links={can.create && <ImportLinks list="societes" />}
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
        actions: <AddOrImport list="societes" label="Ajouter une société" />,
        trash: 'Les sociétés que vous supprimez arrivent ici ; vous pouvez les restaurer.',
      }}
      search={{ label: 'Rechercher une société', placeholder: 'Raison sociale, ville, SIRET…' }}
    />
  )
}
