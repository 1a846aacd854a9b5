import { Head } from '@inertiajs/react'
import { BadgeCheck, CircleAlert, UserCheck } from 'lucide-react'
import type { EmployerQueueProps, PendingEmployer } from '~/props/esidoor'
import { urlFor } from '~/client'
import { BackToEsidoor } from '~/components/esidoor/back_link'
import { Avatar } from '~/components/avatar'
import { Badge } from '~/components/badge'
import { Block } from '~/components/block'
import { PageHeading } from '~/components/page_heading'
import { RecordLink } from '~/components/list/cells'
import { EmptyState } from '~/components/list/empty_state'
import { Pagination } from '~/components/list/pagination'
import { ApprovalActions } from '~/components/esidoor/approval'
import { formatDate, formatSiret, plural } from '~/lib/format'

/*
| "Employeurs à valider" (docs/product.md, "Validation des employeurs"):
| each account waiting for the school, oldest first, with what an admin
| checks before validating it (its sociétés, SIRET, web site, town, and
| whether its address is verified); Valider, or Refuser with a reason.
*/
export default function EmployersQueue({ accounts }: EmployerQueueProps) {
  const pageUrl = (page: number) =>
    urlFor('esidoor.approvals', {}, { qs: page > 1 ? { page } : {} })
  const total = accounts.meta.total
  return (
    <>
      <Head title="Employeurs à valider" />
      <BackToEsidoor />
      <PageHeading
        title="Employeurs à valider"
        subtitle={
          total === 0
            ? "Aucun compte n'attend la validation de l'école."
            : `${plural(total, { one: '# compte', other: '# comptes' })} en attente, du plus ancien au plus récent. Tant qu'un compte n'est pas validé, ses offres ne peuvent pas être publiées.`
        }
      />
      {total === 0 ? (
        <Block>
          <div className="py-10">
            <EmptyState
              icon={UserCheck}
              title="Aucun employeur à valider"
              text="Les comptes créés depuis la page d'inscription attendent ici que l'école les vérifie avant de publier leurs offres."
            />
          </div>
        </Block>
      ) : (
        <ul className="space-y-6" aria-label="Comptes en attente de validation">
          {accounts.data.map((account) => (
            <li key={account.id}>
              <PendingAccount account={account} />
            </li>
          ))}
        </ul>
      )}
      {accounts.meta.lastPage > 1 && (
        <div className="mt-6">
          <Pagination meta={accounts.meta} pageUrl={pageUrl} />
        </div>
      )}
    </>
  )
}

function PendingAccount({ account }: { account: PendingEmployer }) {
  return (
    <Block
      title={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Avatar src={account.gravatar} name={account.name} size={28} />
          <RecordLink href={urlFor('esidoor.pros.show', { id: account.id })} name={account.name} />
        </span>
      }
    >
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-300">
          <span className="break-all">{account.email}</span>
          {account.emailVerified ? (
            <Badge tone="success">
              <BadgeCheck className="mr-1 size-3.5" aria-hidden="true" /> E-mail vérifié
            </Badge>
          ) : (
            <Badge tone="warning">
              <CircleAlert className="mr-1 size-3.5" aria-hidden="true" /> E-mail non vérifié
            </Badge>
          )}
          <span>Inscrit le {formatDate(account.createdAt)}</span>
        </div>
        <Societes societes={account.societes} />
        <ApprovalActions account={account} decisions={['approve', 'refuse']} />
      </div>
    </Block>
  )
}

/* Below 640 px each société is a small card: the header row hides and each cell says what it is. */
const CELL =
  'py-2 pr-4 max-sm:flex max-sm:gap-3 max-sm:p-0 max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-slate-400'

function Societes({ societes }: { societes: PendingEmployer['societes'] }) {
  if (societes.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Aucune société enregistrée pour l'instant.
      </p>
    )
  }
  return (
    <table className="w-full text-left text-sm max-sm:block">
      <caption className="sr-only">Sociétés de ce compte</caption>
      <thead className="text-xs tracking-wide text-slate-500 uppercase max-sm:hidden dark:text-slate-400">
        <tr>
          {['Raison sociale', 'SIRET', 'Site web', 'Ville'].map((label) => (
            <th key={label} scope="col" className="py-2 pr-4 font-semibold last:pr-0">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 max-sm:block dark:divide-white/10">
        {societes.map((societe) => (
          <tr key={societe.id} className="max-sm:block max-sm:space-y-1 max-sm:py-3">
            <td className="py-2 pr-4 font-medium text-slate-900 max-sm:block max-sm:p-0 dark:text-white">
              {societe.nom}
            </td>
            <td
              data-label="SIRET"
              className={`${CELL} whitespace-nowrap text-slate-700 tabular-nums dark:text-slate-200`}
            >
              {formatSiret(societe.siret)}
            </td>
            <td data-label="Site web" className={`${CELL} text-slate-700 dark:text-slate-200`}>
              {societe.siteWeb ? (
                <a
                  href={societe.siteWeb}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all text-primary underline-offset-2 hover:underline"
                >
                  {societe.siteWeb.replace(/^https?:\/\//, '')}
                </a>
              ) : (
                '—'
              )}
            </td>
            <td data-label="Ville" className={`${CELL} text-slate-700 dark:text-slate-200`}>
              {societe.ville ?? '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
