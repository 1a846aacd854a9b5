import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { X } from 'lucide-react'
import type { SecurityLogRow, SecurityLogProps } from '~/props/security_log'
import { urlFor } from '~/client'
import { BackToEsidoor } from '~/components/esidoor/back_link'
import { PageHeading } from '~/components/page_heading'
import { ONE_LINE, type Column } from '~/components/list/data_table'
import { EmptyState } from '~/components/list/empty_state'
import { ListTable } from '~/components/list/list_table'
import { ListToolbar } from '~/components/list/list_toolbar'
import { SelectFilter } from '~/components/list/select_filter'
import { useListQuery } from '~/components/list/use_list_query'
import { EventBadge, eventOrigin } from '~/components/security_log/event_display'
import { DateTime } from '~/components/date_time'

const LINK = 'font-semibold text-slate-900 hover:text-primary hover:underline dark:text-white'

/** A person of the journal: a link to their e-sidoor page, or "—" (none, or deleted). */
function PersonLink({
  person,
  className = '',
}: {
  person: { id: number; name: string } | null
  className?: string
}) {
  if (!person) return <>—</>
  return (
    <Link
      href={urlFor('esidoor.pros.show', { id: person.id })}
      prefetch
      title={person.name}
      className={`${LINK} ${className}`}
    >
      {person.name}
    </Link>
  )
}

const columns: Column<SecurityLogRow>[] = [
  {
    label: 'Événement',
    card: 'title',
    render: (row) => <EventBadge kind={row.kind} label={row.label} />,
  },
  {
    label: 'Date',
    className: 'whitespace-nowrap tabular-nums',
    render: (row) => <DateTime at={row.createdAt} />,
  },
  {
    label: 'Compte',
    shrink: true,
    render: (row) => (
      <div>
        {row.user ? (
          <PersonLink person={row.user} className={ONE_LINE} />
        ) : (
          <span className="text-slate-600 dark:text-slate-300">Aucun compte</span>
        )}
        <p
          title={row.email ?? undefined}
          className={`text-xs [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300 ${ONE_LINE}`}
        >
          {row.email ?? '—'}
        </p>
      </div>
    ),
  },
  {
    label: 'Détails',
    shrink: true,
    showFrom: '4xl',
    render: (row) =>
      row.details || row.actor ? (
        <div className="[overflow-wrap:anywhere]">
          {row.details && (
            <p title={row.details} className={ONE_LINE}>
              {row.details}
            </p>
          )}
          {row.actor && (
            <p className={`text-xs text-slate-600 dark:text-slate-300 ${ONE_LINE}`}>
              par <PersonLink person={row.actor} />
            </p>
          )}
        </div>
      ) : (
        '—'
      ),
  },
  {
    label: 'Origine',
    shrink: true,
    showFrom: '3xl',
    render: (row) =>
      row.device || row.ip ? (
        <div className="text-slate-600 dark:text-slate-300">
          <p title={row.device ?? undefined} className={ONE_LINE}>
            {row.device ?? 'Appareil inconnu'}
          </p>
          <p
            title={row.ip ?? undefined}
            className={`text-xs [overflow-wrap:anywhere] tabular-nums ${ONE_LINE}`}
          >
            {row.ip ?? '—'}
          </p>
        </div>
      ) : (
        <span className="text-slate-600 dark:text-slate-300">{eventOrigin(row)}</span>
      ),
  },
]

/* Every account's security events, newest first (docs/product.md §4 esidoor/security_log). */
export default function SecurityLog({ events, filters, account, kinds }: SecurityLogProps) {
  const list = useListQuery(urlFor('esidoor.security_log'), filters)
  const filtered = Boolean(filters.search || filters.kind || filters.user)

  return (
    <>
      <Head title="Journal de sécurité" />
      <BackToEsidoor />
      <PageHeading
        title="Journal de sécurité"
        subtitle="Connexions, mots de passe, adresses, sessions et accès de tous les comptes, du plus récent au plus ancien (conservés 12 mois)."
      />
      <ListTable
        list={list}
        page={events}
        caption="Journal de sécurité"
        columns={columns}
        narrowed={filtered}
        empty={
          <EmptyState
            title="Aucun événement pour le moment"
            text="Le journal de sécurité : les connexions et les changements sensibles de tous les comptes, pour repérer un accès inattendu."
          />
        }
      >
        <ListToolbar
          list={list}
          search={{ label: 'Rechercher un compte', placeholder: 'Adresse e-mail ou nom…' }}
          filters={
            <>
              <SelectFilter
                list={list}
                name="kind"
                label="Événement"
                options={kinds.map(({ value, label }) => ({ value, label }))}
              />
              {filters.user !== null && (
                <span className="inline-flex items-center gap-2 rounded-full bg-primary/10 py-1 pr-1 pl-3 text-sm text-primary">
                  Compte : {account ? account.name : `n° ${filters.user}`}
                  <button
                    type="button"
                    onClick={() => list.apply({ user: null })}
                    aria-label="Retirer le filtre sur ce compte"
                    className="rounded-full p-1 hover:bg-primary/15"
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </span>
              )}
            </>
          }
          reset={filtered}
        />
      </ListTable>
    </>
  )
}
