import type { CandidatureIndexProps, CandidatureRow } from '~/props/candidatures'
import { urlFor } from '~/client'
import { CellLink, TitleCell } from '~/components/list/cells'
import type { Column } from '~/components/list/data_table'
import { ResourceList } from '~/components/list/resource_list'
import { SelectFilter, StatutFilter } from '~/components/list/select_filter'
import { useListQuery } from '~/components/list/use_list_query'
import {
  CANDIDATURE_STATUT_LABELS,
  CandidatureStatutBadge,
} from '~/components/candidatures/candidature_labels'
import { formatDateTime } from '~/lib/format'
import { InboxNextActions, inboxEmptyText } from '~/components/candidatures/inbox_next_step'
import { ViewToggle } from '~/components/candidatures/view_toggle'

export default function CandidaturesIndex({
  candidatures,
  filters,
  offres,
  statuts,
  counts,
  nextStep,
  can,
}: CandidatureIndexProps) {
  const list = useListQuery(urlFor('candidatures.index'), filters)
  /* The statut filter says how many each holds: "Nouvelle (3)". */
  const countedLabels = Object.fromEntries(
    statuts.map((statut) => [statut, `${CANDIDATURE_STATUT_LABELS[statut]} (${counts[statut]})`])
  ) as typeof CANDIDATURE_STATUT_LABELS

  const columns: Column<CandidatureRow>[] = [
    {
      label: 'Candidat',
      card: 'title',
      shrink: true,
      render: (row) => (
        <TitleCell
          href={urlFor('candidatures.show', { id: row.id })}
          title={row.nomComplet}
          deletedAt={null}
        >
          <p className="text-xs text-slate-500 sm:truncate dark:text-slate-300">
            {row.email}
            {/* The offer's column is left out of a narrow list: it shows here. */}
            <span className="hidden sm:@max-3xl:inline"> · {row.offre.titre}</span>
          </p>
        </TitleCell>
      ),
    },
    {
      label: 'Offre',
      shrink: true,
      showFrom: '3xl',
      render: (row) => (
        <CellLink
          href={`${urlFor('candidatures.index')}?offre=${row.offre.id}`}
          text={`${row.offre.titre} (${row.offre.reference})`}
        />
      ),
    },
    {
      label: 'Statut',
      card: 'badge',
      render: (row) => <CandidatureStatutBadge statut={row.statut} />,
    },
    {
      label: 'Reçue le',
      sort: 'created_at',
      className: 'whitespace-nowrap',
      render: (row) => formatDateTime(row.createdAt),
    },
  ]

  return (
    <ResourceList
      title="Candidatures"
      subtitle="Les candidatures reçues sur vos offres publiées, de la plus récente à la plus ancienne."
      list={list}
      page={candidatures}
      columns={columns}
      trash={false}
      /* One offer's applications may also be seen as its board. */
      links={filters.offre ? <ViewToggle offreId={filters.offre} current="list" /> : undefined}
      describe={(row) => row.nomComplet}
      bulk={
        can.update && {
          url: urlFor('candidatures.bulk'),
          noun: ['candidature', 'candidatures'],
          feminine: true,
          actions: [
            {
              action: 'statut',
              label: 'Changer le statut',
              choices: statuts.map((statut) => ({
                value: statut,
                label: CANDIDATURE_STATUT_LABELS[statut],
              })),
              question: (count, statut) => `Passer ${count} au statut « ${statut} » ?`,
            },
          ],
        }
      }
      defaultSort={{ sort: 'created_at', order: 'desc' }}
      empty={{
        title: 'Aucune candidature pour le moment',
        text: inboxEmptyText(nextStep),
        next: <InboxNextActions step={nextStep} />,
        trash: '',
      }}
      search={{ label: 'Rechercher une candidature', placeholder: 'Nom, prénom, e-mail…' }}
      filters={
        <>
          <StatutFilter list={list} statuts={statuts} labels={countedLabels} />
          <SelectFilter
            list={list}
            name="offre"
            label="Offre"
            allLabel="Toutes"
            options={offres.map((offre) => ({
              value: String(offre.id),
              label: `${offre.titre} (${offre.reference})`,
            }))}
          />
        </>
      }
    />
  )
}
