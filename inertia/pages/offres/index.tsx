import { Link } from '@adonisjs/inertia/react'
import type { OffreIndexProps, OffreRow } from '~/props/offres'
import { urlFor } from '~/client'
import { Badge } from '~/components/badge'
import type { Column } from '~/components/list/data_table'
import { ResourceList } from '~/components/list/resource_list'
import { trashBulkActions } from '~/components/list/bulk_actions'
import { SelectFilter, SocieteFilter, StatutFilter } from '~/components/list/select_filter'
import { useListQuery } from '~/components/list/use_list_query'
import { OffreActions } from '~/components/offres/offre_actions'
import {
  OFFRE_STATUT_LABELS,
  OffreStatutBadge,
  salaryRange,
} from '~/components/offres/offre_labels'
import { formatDate } from '~/lib/format'

export default function OffresIndex({
  offres,
  filters,
  societes,
  statuts,
  typesContrat,
  can,
}: OffreIndexProps) {
  const list = useListQuery(urlFor('offres.index'), filters)

  const columns: Column<OffreRow>[] = [
    {
      label: 'Intitulé',
      sort: 'titre',
      card: 'title',
      render: (row) => (
        <div>
          <div className="flex items-center gap-2">
            <Link
              href={urlFor(
                row.statut === 'cloturee' || !can.create ? 'offres.preview' : 'offres.edit',
                {
                  id: row.id,
                }
              )}
              prefetch
              className="font-semibold text-slate-900 hover:text-primary dark:text-white"
            >
              {row.titre}
            </Link>
            {row.deletedAt && <Badge tone="warning">Corbeille</Badge>}
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-300">
            {row.reference}
            {row.lieu ? ` · ${row.lieu}` : ''}
          </p>
        </div>
      ),
    },
    {
      label: 'Société',
      sort: 'societe',
      render: (row) => (
        <Link
          href={urlFor('societes.show', { id: row.societe.id })}
          prefetch
          className="hover:text-primary hover:underline"
        >
          {row.societe.nom}
        </Link>
      ),
    },
    {
      label: 'Contrat',
      render: (row) => (row.typeContrat ? <Badge tone="primary">{row.typeContrat}</Badge> : '—'),
    },
    {
      label: 'Statut',
      sort: 'statut',
      card: 'badge',
      render: (row) => <OffreStatutBadge statut={row.statut} />,
    },
    {
      label: 'Salaire',
      className: 'whitespace-nowrap',
      render: (row) => salaryRange(row.salaireMin, row.salaireMax) ?? '—',
    },
    {
      label: 'Date limite',
      sort: 'date_limite',
      className: 'whitespace-nowrap',
      render: (row) => formatDate(row.dateLimite),
    },
    {
      label: 'Actions',
      className: 'text-right',
      card: 'actions',
      render: (row) => <OffreActions offre={row} write={can.create} compact />,
    },
  ]

  return (
    <ResourceList
      title="Offres"
      subtitle="Emplois, stages et alternances : du brouillon à la publication."
      list={list}
      page={offres}
      columns={columns}
      create={can.create && { label: 'Nouvelle offre', href: urlFor('offres.create') }}
      exportPath={urlFor('offres.export')}
      describe={(row) => row.titre}
      bulk={
        can.create && {
          url: urlFor('offres.bulk'),
          exportPath: urlFor('offres.export'),
          noun: ['offre', 'offres'],
          actions: [
            {
              action: 'publish',
              label: 'Publier',
              trash: 'never',
              question: (count) =>
                `Publier ${count} ? Celles dont le statut ou la date limite ne le permet pas resteront telles quelles.`,
            },
            {
              action: 'close',
              label: 'Clôturer',
              trash: 'never',
              question: (count) =>
                `Clôturer ${count} ? Seules les offres publiées peuvent l'être ; elles quittent le site public.`,
            },
            ...trashBulkActions(),
          ],
        }
      }
      defaultSort={{ sort: 'created_at', order: 'desc' }}
      empty={{
        title: 'Aucune offre pour le moment',
        text: 'Rédigez votre première offre : elle reste un brouillon tant que vous ne la publiez pas.',
      }}
      search={{
        label: 'Rechercher une offre',
        placeholder: 'Intitulé, référence, lieu, société…',
      }}
      filters={
        <>
          <StatutFilter list={list} statuts={statuts} labels={OFFRE_STATUT_LABELS} />
          <SelectFilter
            list={list}
            name="typeContrat"
            label="Contrat"
            options={typesContrat.map((type) => ({ value: type, label: type }))}
          />
          <SocieteFilter list={list} societes={societes} />
        </>
      }
    />
  )
}
