import { Head, router } from '@inertiajs/react'
import { Ban, MailCheck, RotateCw } from 'lucide-react'
import type { FailedMailRow, FailedMailsProps } from '~/props/failed_mails'
import { urlFor } from '~/client'
import { BackToEsidoor } from '~/components/esidoor/back_link'
import { Badge } from '~/components/badge'
import { PageHeading } from '~/components/page_heading'
import { ONE_LINE, type Column } from '~/components/list/data_table'
import { EmptyState } from '~/components/list/empty_state'
import { ListTable } from '~/components/list/list_table'
import { ListToolbar } from '~/components/list/list_toolbar'
import { SelectFilter } from '~/components/list/select_filter'
import { useListQuery } from '~/components/list/use_list_query'
import { confirmAction } from '~/lib/confirm'
import { formatDateTime, formatRelative, plural } from '~/lib/format'

/*
| « Envois en échec » (docs/product.md §4, esi admins): the mails that failed
| five times or have waited too long, newest first, with whom they were for,
| their subject, why they failed in plain words, their attempts and when.
| Renvoyer puts one back into the outbox, once; Abandonner gives it up. The
| server decides (app/services/platform/failed_mail_actions.ts) and answers
| with a toast either way.
*/

const MUTED = 'text-xs text-slate-600 dark:text-slate-300'
/* Two lines at most in the table (the rest in the tooltip); a phone's card shows it all. */
const TWO_LINES = 'sm:line-clamp-2'

const STATUSES = [
  { value: 'echec', label: 'Échec' },
  { value: 'en_attente', label: 'En attente' },
]

/** "il y a 3 heures", the exact French date and time beside it for the eye and the tooltip. */
function When({ label, at }: { label: string; at: string }) {
  return (
    <p className="whitespace-nowrap">
      <span className="text-slate-500 dark:text-slate-400">{label} </span>
      <time dateTime={at} title={formatDateTime(at)}>
        {formatRelative(at)}
      </time>
      <span className={`block ${MUTED} tabular-nums`}>{formatDateTime(at)}</span>
    </p>
  )
}

const ACTION =
  'inline-flex h-8 items-center justify-center gap-1.5 rounded-md px-2.5 text-sm font-medium whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50'

function MailActions({ mail }: { mail: FailedMailRow }) {
  const id = { id: mail.id }
  const to = mail.recipient ?? 'son destinataire'
  const resend = async () => {
    const confirmed = await confirmAction({
      title: 'Renvoyer cet e-mail ?',
      text: `« ${mail.kindLabel} » repart vers ${to}, avec de nouveau cinq tentatives. Un e-mail ne peut être renvoyé qu'une fois.`,
      confirm: 'Renvoyer',
    })
    if (confirmed)
      router.post(urlFor('esidoor.failed_mails.resend', id), {}, { preserveScroll: true })
  }
  const abandon = async () => {
    const confirmed = await confirmAction({
      title: 'Abandonner cet e-mail ?',
      text: `« ${mail.kindLabel} » pour ${to} ne sera pas envoyé et quitte la liste.`,
      confirm: 'Abandonner',
      danger: true,
    })
    if (confirmed)
      router.post(urlFor('esidoor.failed_mails.abandon', id), {}, { preserveScroll: true })
  }
  const resent = mail.resentAt
    ? `Déjà renvoyé le ${formatDateTime(mail.resentAt)}${mail.resentBy ? ` par ${mail.resentBy}` : ''}`
    : null
  return (
    <div className="flex flex-wrap items-center justify-end gap-1.5 sm:flex-col sm:items-stretch">
      <button
        type="button"
        onClick={resend}
        disabled={resent !== null}
        title={resent ?? undefined}
        className={`${ACTION} text-primary ring-1 ring-primary/40 hover:bg-primary/10`}
      >
        <RotateCw className="size-4" aria-hidden="true" /> Renvoyer
      </button>
      <button
        type="button"
        onClick={abandon}
        className={`${ACTION} text-red-700 ring-1 ring-red-700/30 hover:bg-red-50 dark:text-red-300 dark:ring-red-300/30 dark:hover:bg-red-900/30`}
      >
        <Ban className="size-4" aria-hidden="true" /> Abandonner
      </button>
    </div>
  )
}

const columns: Column<FailedMailRow>[] = [
  {
    label: 'Destinataire',
    card: 'title',
    shrink: true,
    /* The reason matters most: it gets the widest share of the shrinking columns. */
    className: 'sm:w-[24%]',
    render: (row) => (
      <div className="min-w-0">
        <p
          title={row.recipient ?? undefined}
          className={`font-semibold [overflow-wrap:anywhere] text-slate-900 dark:text-white ${ONE_LINE}`}
        >
          {row.recipient ?? 'Adresse inconnue'}
        </p>
        <p className={`${MUTED} ${ONE_LINE}`}>{row.kindLabel}</p>
      </div>
    ),
  },
  {
    label: 'Objet',
    shrink: true,
    className: 'sm:w-[22%]',
    render: (row) =>
      row.subject ? (
        <span title={row.subject} className={`[overflow-wrap:anywhere] ${TWO_LINES}`}>
          {row.subject}
        </span>
      ) : (
        <span className="text-slate-600 dark:text-slate-300">Pas encore rédigé</span>
      ),
  },
  {
    label: 'Motif',
    shrink: true,
    className: 'sm:w-[34%]',
    render: (row) => (
      <div className="min-w-0 space-y-1">
        <Badge tone={row.status === 'echec' ? 'danger' : 'warning'}>
          {row.status === 'echec' ? 'Échec' : 'En attente'}
        </Badge>
        <p title={row.error ?? undefined} className={`[overflow-wrap:anywhere] ${TWO_LINES}`}>
          {row.reason ?? "Aucun essai d'envoi depuis la demande"}
        </p>
        {row.error && (
          <p className={`${MUTED} font-mono [overflow-wrap:anywhere] ${ONE_LINE}`}>{row.error}</p>
        )}
        {row.resentAt && (
          <p className={MUTED}>
            Renvoyé le {formatDateTime(row.resentAt)}
            {row.resentBy && ` par ${row.resentBy}`}
          </p>
        )}
      </div>
    ),
  },
  {
    label: 'Tentatives',
    className: 'tabular-nums',
    showFrom: '4xl',
    render: (row) => row.attempts,
  },
  {
    label: 'Date',
    render: (row) => (
      <div className="space-y-1">
        <When label="Demandé" at={row.createdAt} />
        {row.lastAttemptAt && <When label="Dernier essai" at={row.lastAttemptAt} />}
      </div>
    ),
  },
  {
    label: 'Actions',
    className: 'text-right',
    card: 'actions',
    render: (row) => <MailActions mail={row} />,
  },
]

export default function FailedMails({ mails, filters, kinds, waitingHours }: FailedMailsProps) {
  const list = useListQuery(urlFor('esidoor.failed_mails'), filters)
  const filtered = Boolean(filters.search || filters.status || filters.kind)
  const waiting = plural(waitingHours, { one: "plus d'une heure", other: 'plus de # heures' })
  return (
    <>
      <Head title="Envois en échec" />
      <BackToEsidoor />
      <PageHeading
        title="Envois en échec"
        subtitle={`Les e-mails qui n'ont pas pu partir après cinq tentatives, ou qui attendent depuis ${waiting}, du plus récent au plus ancien. Renvoyez-en un (une seule fois) quand le problème est réglé, ou abandonnez-le.`}
      />
      <ListTable
        list={list}
        page={mails}
        caption="Envois en échec"
        columns={columns}
        narrowed={filtered}
        empty={
          <EmptyState
            icon={MailCheck}
            title="Aucun envoi en échec"
            text="Tous les e-mails sont partis ou sont en cours d'envoi. Un e-mail qui échoue cinq fois, ou qui attend trop longtemps, apparaît ici."
          />
        }
      >
        <ListToolbar
          list={list}
          search={{ label: 'Rechercher un envoi', placeholder: 'Adresse ou objet…' }}
          filters={
            <>
              <SelectFilter list={list} name="status" label="Statut" options={STATUSES} />
              <SelectFilter
                list={list}
                name="kind"
                label="Type"
                options={kinds.map(({ value, label }) => ({ value, label }))}
              />
            </>
          }
          reset={filtered}
        />
      </ListTable>
    </>
  )
}
