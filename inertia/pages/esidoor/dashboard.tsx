import { Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  Archive,
  Globe,
  ArrowRight,
  Building2,
  Contact,
  FilePen,
  MailWarning,
  Megaphone,
  ShieldCheck,
  UserCheck,
  UserPlus,
  Users,
} from 'lucide-react'
import type { DashboardProProps, ProRow } from '~/props/esidoor'
import { urlFor } from '~/client'
import { Avatar } from '~/components/avatar'
import { Badge } from '~/components/badge'
import { Block } from '~/components/block'
import { PageHeading } from '~/components/page_heading'
import type { Column } from '~/components/list/data_table'
import { RecordLink } from '~/components/list/cells'
import { EmptyState } from '~/components/list/empty_state'
import { ListTable } from '~/components/list/list_table'
import { ListToolbar, SortSelect } from '~/components/list/list_toolbar'
import { useListQuery } from '~/components/list/use_list_query'
import { SignupsChart } from '~/components/esidoor/signups_chart'
import { StatCard } from '~/components/esidoor/stat_card'
import { formatDate, formatDateTime, plural } from '~/lib/format'
import { ApprovalBadge } from '~/components/esidoor/approval'

export default function DashboardPro({ counters, signups, pros, filters, can }: DashboardProProps) {
  const list = useListQuery(urlFor('esidoor.dashboard'), filters)
  /* Shared prop, counted for esi admins only (app/middleware/inertia_middleware.ts). */
  const { pendingEmployers, failedMails } = usePage().props
  const sort = filters.sort ?? 'full_name'
  const order = filters.order ?? 'asc'

  const columns: Column<ProRow>[] = [
    {
      label: 'Professionnel',
      sort: 'full_name',
      card: 'title',
      shrink: true,
      render: (row) => {
        const badges =
          row.droit === 'lecteur' || !row.emailVerified || row.approvalStatus !== 'validee'
        return (
          <div className="flex items-center gap-3">
            <Avatar src={row.gravatar} name={row.name} />
            <div className="min-w-0 flex-1">
              <RecordLink
                href={urlFor('esidoor.pros.show', { id: row.id })}
                name={row.name}
                oneLine
              />
              <p
                title={row.email}
                className="truncate text-xs text-slate-500 max-sm:[overflow-wrap:anywhere] max-sm:whitespace-normal dark:text-slate-400"
              >
                {row.email}
              </p>
              {/* Below 56rem the three counts are left out of the table: they show here. */}
              <p className="hidden truncate text-xs text-slate-500 sm:@max-4xl:block dark:text-slate-400">
                {plural(row.societesCount, { one: '# société', other: '# sociétés' })} ·{' '}
                {plural(row.contactsCount, { one: '# contact', other: '# contacts' })} ·{' '}
                {plural(row.offresCount, { one: '# offre', other: '# offres' })}
              </p>
              {/* The account's state, under its address: the line keeps the name's room. */}
              {badges && (
                <div className="mt-1 flex flex-wrap gap-1 [&>*]:max-w-full [&>*]:truncate">
                  {row.droit === 'lecteur' && <Badge>Lecture seule</Badge>}
                  {!row.emailVerified && <Badge tone="warning">E-mail non vérifié</Badge>}
                  {row.approvalStatus !== 'validee' && (
                    <ApprovalBadge status={row.approvalStatus} />
                  )}
                </div>
              )}
            </div>
          </div>
        )
      },
    },
    {
      label: 'Sociétés',
      sort: 'societes_count',
      className: 'text-right tabular-nums',
      showFrom: '4xl',
      render: (row) => row.societesCount,
    },
    {
      label: 'Contacts',
      sort: 'contacts_count',
      className: 'text-right tabular-nums',
      showFrom: '4xl',
      render: (row) => row.contactsCount,
    },
    {
      label: 'Offres',
      sort: 'offres_count',
      className: 'text-right tabular-nums',
      showFrom: '4xl',
      render: (row) => row.offresCount,
    },
    {
      label: 'Dernière connexion',
      sort: 'last_login_at',
      className: 'whitespace-nowrap',
      render: (row) => (row.lastLoginAt ? formatDateTime(row.lastLoginAt) : 'Jamais'),
    },
    {
      label: 'Inscrit le',
      sort: 'created_at',
      className: 'whitespace-nowrap',
      card: 'hidden',
      showFrom: '4xl',
      render: (row) => formatDate(row.createdAt),
    },
  ]

  return (
    <>
      <Head title="e-sidoor" />
      <PageHeading
        title="e-sidoor"
        subtitle="L'activité de la plateforme et les professionnels qui l'utilisent."
        actions={
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {can.approveEmployers && (
              <Link
                href={urlFor('esidoor.approvals')}
                prefetch
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
              >
                <UserCheck className="size-4" aria-hidden="true" /> Employeurs à valider
                <Badge tone={pendingEmployers ? 'warning' : 'neutral'}>
                  {new Intl.NumberFormat('fr-FR').format(pendingEmployers ?? 0)}
                </Badge>
              </Link>
            )}
            {can.manageMailDeliveries && (
              <Link
                href={urlFor('esidoor.failed_mails')}
                prefetch
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
              >
                <MailWarning className="size-4" aria-hidden="true" /> Envois en échec
                <Badge tone={failedMails ? 'danger' : 'neutral'}>
                  {new Intl.NumberFormat('fr-FR').format(failedMails ?? 0)}
                </Badge>
              </Link>
            )}
            {can.viewSecurityLog && (
              <Link
                href={urlFor('esidoor.security_log')}
                prefetch
                className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
              >
                <ShieldCheck className="size-4" aria-hidden="true" /> Journal de sécurité
              </Link>
            )}
            <Link
              href={urlFor('esidoor.contacts.index')}
              prefetch
              className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
            >
              Tous les contacts <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        }
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-6">
        <StatCard label="Professionnels" value={counters.pros} icon={Users} />
        <StatCard label="Sociétés" value={counters.societes} icon={Building2} />
        <StatCard label="Contacts" value={counters.contacts} icon={Contact} />
        <StatCard label="Inscriptions (30 jours)" value={counters.inscriptions} icon={UserPlus} />
        <StatCard label="Offres publiées" value={counters.offres.publiee} icon={Megaphone} />
        <StatCard label="Brouillons" value={counters.offres.brouillon} icon={FilePen} />
        <StatCard label="Clôturées" value={counters.offres.cloturee} icon={Archive} />
        <StatCard label="En ligne sur /emplois" value={counters.enLigne} icon={Globe} />
      </div>
      <div className="mt-6">
        <Block title="Inscriptions des 30 derniers jours" options={['contentHidden']}>
          <SignupsChart days={signups} />
        </Block>
      </div>
      <ListTable
        className="mt-6"
        title="Professionnels"
        list={list}
        page={pros}
        caption="Liste des professionnels"
        columns={columns}
        sorted={{ sort, order }}
        narrowed={Boolean(filters.search)}
        noResults="Aucun professionnel ne correspond à ce nom ou à cette adresse e-mail."
        empty={
          <EmptyState
            title="Aucun professionnel pour l'instant"
            text="Les professionnels : les comptes des entreprises qui recrutent avec l'école. Ceux créés depuis la page d'inscription apparaîtront ici."
          />
        }
      >
        <ListToolbar
          list={list}
          search={{
            label: 'Rechercher un professionnel',
            placeholder: 'Nom ou adresse e-mail…',
          }}
          sortSelect={<SortSelect list={list} columns={columns} sort={sort} order={order} />}
          reset={false}
        />
      </ListTable>
    </>
  )
}
