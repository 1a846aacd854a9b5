import { Link } from '@adonisjs/inertia/react'
import type {
  EsidoorContactIndexProps,
  SerializedEsidoorContactRow,
} from '../../../../app/transformers/esidoor_transformer'
import { urlFor } from '~/client'
import { contactColumns } from '~/components/contacts/contact_columns'
import { STATUT_LABELS } from '~/components/contacts/statut_badge'
import { ResourceList } from '~/components/list/resource_list'
import { SearchFilter } from '~/components/list/search_filter'
import { SelectFilter, StatutFilter, TrashFilter } from '~/components/list/select_filter'
import { useListQuery } from '~/components/list/use_list_query'

/* Every professional's contacts, read-only (docs/product.md §4 pro/contacts/index). */
export default function EsidoorContactsIndex({
  contacts,
  filters,
  pros,
  statuts,
}: EsidoorContactIndexProps) {
  const list = useListQuery(urlFor('esidoor.contacts.index'), filters)
  const filtered = Boolean(filters.search || filters.statut || filters.pro || filters.corbeille)

  const columns = contactColumns<SerializedEsidoorContactRow>({
    showHref: (id) => urlFor('esidoor.contacts.show', { id }),
    extra: [
      {
        label: 'Professionnel',
        render: (row) =>
          row.owner ? (
            <Link
              href={urlFor('esidoor.pros.show', { id: row.owner.id })}
              prefetch
              className="hover:text-primary hover:underline"
            >
              {row.owner.name}
            </Link>
          ) : (
            '—'
          ),
      },
    ],
  })

  return (
    <ResourceList
      title="Tous les contacts"
      subtitle="Les contacts de tous les professionnels, en lecture seule."
      list={list}
      rows={contacts.data}
      meta={contacts.meta}
      columns={columns}
      filtered={filtered}
      defaultSort={{ sort: 'nom', order: 'asc' }}
      empty={{
        title: 'Aucun contact pour le moment',
        text: 'Les contacts créés par les professionnels apparaîtront ici.',
      }}
      toolbar={
        <>
          <SearchFilter
            value={filters.search}
            label="Rechercher un contact"
            placeholder="Nom, e-mail, société…"
            onSearch={(search) => list.apply({ search })}
          />
          <StatutFilter
            value={filters.statut}
            statuts={statuts}
            labels={STATUT_LABELS}
            onChange={(statut) => list.apply({ statut })}
          />
          <SelectFilter
            label="Professionnel"
            value={filters.pro}
            options={pros.map((pro) => ({ value: String(pro.id), label: pro.name }))}
            onChange={(pro) => list.apply({ pro })}
          />
          <TrashFilter
            value={filters.corbeille}
            onChange={(corbeille) => list.apply({ corbeille })}
          />
        </>
      }
    />
  )
}
