import { router } from '@inertiajs/react'
import { Trash2 } from 'lucide-react'
import type { ContactIndexProps, ContactRow } from '~/props/contacts'
import { urlFor } from '~/client'
import { contactColumns } from '~/components/contacts/contact_columns'
import { STATUT_LABELS } from '~/components/contacts/statut_badge'
import { ResourceList } from '~/components/list/resource_list'
import { trashBulkActions } from '~/components/list/bulk_actions'
import { AddOrImport, ImportLinks } from '~/components/list/import_links'
import { trashActionsColumn } from '~/components/list/row_trash_actions'
import { SocieteFilter, StatutFilter } from '~/components/list/select_filter'
import { useListQuery } from '~/components/list/use_list_query'
import { confirmDelete } from '~/lib/confirm'

export default function ContactsIndex({
  contacts,
  filters,
  societes,
  statuts,
  can,
}: ContactIndexProps) {
  const list = useListQuery(urlFor('contacts.index'), filters)
  /* The policy only refuses writes to droit "lecteur", so "create" stands for every write here. */
  const canWrite = can.create

  const columns = contactColumns<ContactRow>({
    showHref: (id) => urlFor('contacts.show', { id }),
    societeHref: (id) => urlFor('societes.show', { id }),
    extra: [
      {
        label: 'Téléphone',
        className: 'whitespace-nowrap tabular-nums',
        render: (row) => row.telephone ?? row.mobile ?? '—',
      },
    ],
  })
  if (canWrite) columns.push(trashActionsColumn('contacts', (row) => row.nomComplet))

  return (
    <ResourceList
      title="Contacts"
      subtitle="Les personnes avec qui vous travaillez."
      list={list}
      page={contacts}
      columns={columns}
      create={can.create && { label: 'Nouveau contact', href: urlFor('contacts.create') }}
      exportPath={urlFor('contacts.export')}
      links={canWrite && <ImportLinks list="contacts" />}
      describe={(row) => row.nomComplet}
      bulk={
        canWrite && {
          url: urlFor('contacts.bulk'),
          exportPath: urlFor('contacts.export'),
          noun: ['contact', 'contacts'],
          actions: [
            ...trashBulkActions(),
            {
              action: 'statut',
              label: 'Changer le statut',
              trash: 'never',
              choices: statuts.map((statut) => ({ value: statut, label: STATUT_LABELS[statut] })),
              question: (count, statut) => `Passer ${count} au statut « ${statut} » ?`,
            },
          ],
        }
      }
      defaultSort={{ sort: 'nom', order: 'asc' }}
      empty={{
        title: 'Aucun contact pour le moment',
        text: 'Vos contacts : les personnes que vous suivez dans vos sociétés (recruteurs, tuteurs, interlocuteurs).',
        actions: <AddOrImport list="contacts" label="Ajouter un contact" />,
        trash: 'Les contacts que vous supprimez arrivent ici ; vous pouvez les restaurer.',
      }}
      search={{ label: 'Rechercher un contact', placeholder: 'Nom, e-mail, société…' }}
      filters={
        <>
          <StatutFilter list={list} statuts={statuts} labels={STATUT_LABELS} />
          <SocieteFilter list={list} societes={societes} />
        </>
      }
      actions={
        canWrite &&
        filters.corbeille === 'uniquement' &&
        contacts.data.length > 0 && (
          <button
            type="button"
            onClick={async () => {
              if (
                await confirmDelete('Supprimer définitivement tous les contacts de la corbeille ?')
              )
                router.delete(urlFor('contacts.empty_trash'))
            }}
            className="ml-auto inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50 dark:text-red-300 dark:ring-red-400/40 dark:hover:bg-red-900/30"
          >
            <Trash2 className="size-4" aria-hidden="true" /> Vider la corbeille
          </button>
        )
      }
    />
  )
}
