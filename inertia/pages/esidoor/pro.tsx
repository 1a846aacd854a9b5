import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ShieldCheck } from 'lucide-react'
import type { ProShowProps } from '~/props/esidoor'
import { urlFor } from '~/client'
import { BackToEsidoor } from '~/components/esidoor/back_link'
import { Avatar } from '~/components/avatar'
import { Block } from '~/components/block'
import { PageHeading } from '~/components/page_heading'
import { AccessForm } from '~/components/esidoor/access_form'
import { AuditList } from '~/components/esidoor/audit_list'
import { RecentActivity } from '~/components/esidoor/recent_activity'
import { ProContacts, ProOffres, ProSocietes } from '~/components/esidoor/pro_records'
import { droitLabel, roleLabel, staffLabel } from '~/components/esidoor/access_labels'
import { ApprovalActions, ApprovalBadge } from '~/components/esidoor/approval'
import { formatDate, formatDateTime } from '~/lib/format'

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-right font-medium text-slate-900 dark:text-white">{children}</dd>
    </div>
  )
}

/* One professional seen from e-sidoor (docs/product.md §4): companies, offers, contacts, access. */
export default function ProShow(props: ProShowProps) {
  const { pro, societes, offres, contacts, audits, candidatures, can } = props

  return (
    <>
      <Head title={pro.name} />
      <BackToEsidoor />
      <PageHeading
        title={pro.name}
        subtitle={
          <span className="inline-flex flex-wrap items-center gap-2">
            <Avatar src={pro.gravatar} name={pro.name} size={20} />
            {pro.email}
            <ApprovalBadge status={pro.approvalStatus} />
          </span>
        }
        actions={
          can.viewSecurityLog && (
            <Link
              href={urlFor('esidoor.security_log', {}, { qs: { user: pro.id } })}
              prefetch
              className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
            >
              <ShieldCheck className="size-4" aria-hidden="true" /> Journal de sécurité de ce compte
            </Link>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Block title={`Sociétés (${societes.length})`}>
            <ProSocietes societes={societes} />
          </Block>
          <Block title={`Offres (${offres.length})`}>
            <ProOffres offres={offres} candidatures={candidatures.parOffre} />
          </Block>
          <Block title={`Contacts (${contacts.length})`}>
            <ProContacts contacts={contacts} />
          </Block>
          <Block title="Activité récente">
            <RecentActivity entries={props.activity} />
          </Block>
          <Block title="Historique des accès">
            <AuditList audits={audits} userId={pro.id} />
          </Block>
        </div>
        <div className="space-y-6">
          <Block title="Validation par l'école">
            <ApprovalPanel {...props} />
          </Block>
          <Block title="Compte">
            <dl className="-my-2 divide-y divide-slate-100 dark:divide-white/10">
              <Detail label="Accès">{roleLabel(pro.role)}</Detail>
              <Detail label="Rôle">{droitLabel(pro.droit)}</Detail>
              <Detail label="Staff">{staffLabel(pro.isStaff)}</Detail>
              <Detail label="E-mail vérifié">{pro.emailVerified ? 'oui' : 'non'}</Detail>
              <Detail label="Candidatures reçues">{candidatures.total}</Detail>
              <Detail label="Inscrit le">{formatDate(pro.createdAt)}</Detail>
              <Detail label="Dernière connexion">
                {pro.lastLoginAt ? formatDateTime(pro.lastLoginAt) : 'Jamais'}
              </Detail>
            </dl>
          </Block>
          {can.manageAccess && (
            <Block title="Modifier les accès">
              <AccessForm {...props} />
            </Block>
          )}
        </div>
      </div>
    </>
  )
}

/** Employer approval: where the account stands, why, since when and by whom; the admin's decisions. */
function ApprovalPanel({ pro, approval, can, isSelf }: ProShowProps) {
  const since = pro.approvalChangedAt
    ? `Depuis le ${formatDateTime(pro.approvalChangedAt)}${approval.changedBy ? `, par ${approval.changedBy}` : ''}.`
    : null
  const consequence = {
    en_attente: "Ses offres ne peuvent pas être publiées tant que l'école ne l'a pas validé.",
    validee: 'Ses offres publiées sont en ligne sur le site public.',
    refusee: 'Ses offres ne peuvent pas être publiées.',
    suspendue: 'Ses offres ne sont plus en ligne et il ne peut plus se connecter.',
  }[pro.approvalStatus]
  return (
    <div className="space-y-4 text-sm">
      <div className="space-y-2">
        <ApprovalBadge status={pro.approvalStatus} />
        <p className="text-slate-700 dark:text-slate-200">{consequence}</p>
        {since && <p className="text-slate-600 dark:text-slate-300">{since}</p>}
        {pro.approvalReason && (
          <p className="text-slate-700 dark:text-slate-200">
            <span className="font-semibold">Motif :</span> {pro.approvalReason}
          </p>
        )}
      </div>
      {can.approveEmployers && !isSelf && approval.decisions.length > 0 && (
        <ApprovalActions account={{ id: pro.id, name: pro.name }} decisions={approval.decisions} />
      )}
    </div>
  )
}
