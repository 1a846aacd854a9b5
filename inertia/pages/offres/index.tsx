import type { OffreIndexProps, OffreRow } from '~/props/offres'
import { urlFor } from '~/client'
import { Badge } from '~/components/badge'
import { CellLink, TitleCell } from '~/components/list/cells'
import type { Column } from '~/components/list/data_table'
import { ResourceList } from '~/components/list/resource_list'
import { trashBulkActions } from '~/components/list/bulk_actions'
import { SelectFilter, SocieteFilter, StatutFilter } from '~/components/list/select_filter'
import { useListQuery } from '~/components/list/use_list_query'
import { OffreActions } from '~/components/offres/offre_actions'
import {
  PUBLISH_REFUSAL_ID,
  PublishRefusalNotice,
  usePublishRefusal,
} from '~/components/offres/publish_refusal'
import {
  OFFRE_STATUT_LABELS,
  OffreStatutBadge,
  salaryRange,
} from '~/components/offres/offre_labels'
import { formatDate } from '~/lib/format'
import { OffreCandidatureCounts } from '~/components/candidatures/candidature_labels'
import { offreCatalogue } from '#catalogues/offre'
import { columnLabel } from '#catalogues/define'

export default function OffresIndex({
  offres,
  candidatures,
  filters,
  societes,
  statuts,
  typesContrat,
  can,
}: OffreIndexProps) {
  const list = useListQuery(urlFor('offres.index'), filters)
  /* Not validated by the school yet: « Publier » (rows, bulk) is disabled, the reason above. */
  const publishRefusal = usePublishRefusal()

  const columns: Column<OffreRow>[] = [
    {
      label: columnLabel(offreCatalogue, 'titre'),
      sort: 'titre',
      card: 'title',
      shrink: true,
      /* Of the room the other columns leave, the title takes the larger share (the société the rest). */
      className: 'sm:w-[30%]',
      render: (row) => (
        <TitleCell
          href={urlFor(
            row.statut === 'cloturee' || !can.create ? 'offres.preview' : 'offres.edit',
            { id: row.id }
          )}
          title={row.titre}
          deletedAt={row.deletedAt}
        >
          <p className="text-xs text-slate-500 sm:truncate dark:text-slate-300">
            {row.reference}
            {row.lieu ? ` · ${row.lieu}` : ''}
            {/* Columns left out of a narrower list (Contrat below 72rem, Société below 48rem) show here. */}
            {row.typeContrat && (
              <span className="hidden sm:@max-6xl:inline"> · {row.typeContrat}</span>
            )}
            <span className="hidden sm:@max-3xl:inline"> · {row.societe.nom}</span>
          </p>
        </TitleCell>
      ),
    },
    {
      label: columnLabel(offreCatalogue, 'societeId'),
      sort: 'societe',
      shrink: true,
      showFrom: '3xl',
      render: (row) => (
        <CellLink href={urlFor('societes.show', { id: row.societe.id })} text={row.societe.nom} />
      ),
    },
    {
      label: columnLabel(offreCatalogue, 'typeContrat'),
      showFrom: '6xl',
      render: (row) => (row.typeContrat ? <Badge tone="primary">{row.typeContrat}</Badge> : '—'),
    },
    {
      label: columnLabel(offreCatalogue, 'statut'),
      sort: 'statut',
      card: 'badge',
      render: (row) => <OffreStatutBadge statut={row.statut} />,
    },
    {
      label: 'Candidatures',
      render: (row) => (
        <OffreCandidatureCounts offreId={row.id} counts={candidatures[row.id]} compact />
      ),
    },
    {
      label: 'Salaire',
      className: 'whitespace-nowrap tabular-nums',
      showFrom: '6xl',
      render: (row) => salaryRange(row.salaireMin, row.salaireMax) ?? '—',
    },
    {
      label: columnLabel(offreCatalogue, 'dateLimite'),
      sort: 'date_limite',
      className: 'whitespace-nowrap',
      showFrom: '3xl',
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
      notice={
        publishRefusal && can.create ? <PublishRefusalNotice refusal={publishRefusal} /> : null
      }
      bulk={
        can.create && {
          url: urlFor('offres.bulk'),
          exportPath: urlFor('offres.export'),
          noun: ['offre', 'offres'],
          feminine: true,
          actions: [
            {
              action: 'publish',
              label: 'Publier',
              trash: 'never',
              refusal: publishRefusal ? { reason: publishRefusal, id: PUBLISH_REFUSAL_ID } : null,
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
        text: 'Vos offres : les emplois, stages et alternances de vos sociétés, en brouillon jusqu’à leur publication sur /emplois.',
        trash: 'Les offres que vous supprimez arrivent ici ; vous pouvez les restaurer.',
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
