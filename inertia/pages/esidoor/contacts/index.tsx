import type { EsidoorContactIndexProps, EsidoorContactRow } from '~/props/esidoor'
import { urlFor } from '~/client'
import { contactColumns } from '~/components/contacts/contact_columns'
import { STATUT_LABELS } from '~/components/contacts/statut_badge'
import { CellLink } from '~/components/list/cells'
import { ResourceList } from '~/components/list/resource_list'
import { StatutFilter } from '~/components/list/select_filter'
import { ProFilter } from '~/components/esidoor/pro_filter'
import { useListQuery } from '~/components/list/use_list_query'

/* Every professional's contacts, read-only (docs/product.md §4 pro/contacts/index). */
export default function EsidoorContactsIndex({
  contacts,
  filters,
  pro,
  statuts,
}: EsidoorContactIndexProps) {
  const list = useListQuery(urlFor('esidoor.contacts.index'), filters)

  const columns = contactColumns<EsidoorContactRow>({
    showHref: (id) => urlFor('esidoor.contacts.show', { id }),
    extra: [
      {
        label: 'Professionnel',
        shrink: true,
        render: (row) =>
          row.owner ? (
            <CellLink
              href={urlFor('esidoor.pros.show', { id: row.owner.id })}
              text={row.owner.name}
            />
          ) : (
            '—'
          ),
      },
    ],
  })

  return (
    <ResourceList
      title="Tous les contacts"
      subtitle={
        contacts.meta.capped
          ? 'Cette recherche trouve trop de contacts pour les trier : les plus récents d’abord. Précisez-la pour choisir l’ordre.'
          : 'Les contacts de tous les professionnels, en lecture seule.'
      }
      list={list}
      page={contacts}
      columns={columns}
      defaultSort={{ sort: 'nom', order: 'asc' }}
      empty={{
        title: 'Aucun contact pour le moment',
        text: 'Tous les contacts : les personnes que suivent les professionnels, en lecture seule. Ceux qu’ils créent apparaîtront ici.',
        trash: 'Les contacts que les professionnels suppriment arrivent ici.',
      }}
      search={{ label: 'Rechercher un contact', placeholder: 'Nom, e-mail, société…' }}
      filters={
        <>
          <StatutFilter list={list} statuts={statuts} labels={STATUT_LABELS} />
          <ProFilter list={list} chosen={pro} />
        </>
      }
    />
  )
}
