/*
| e-sidoor's « Envois en échec » (docs/product.md §4): the mails an operator
| must look at, newest first. A mail is listed when every attempt failed
| (« echec ») or when it has waited more than WAITING_TOO_LONG since it was
| asked for (or resent): the job's five attempts are over within about 40
| minutes (config/queue.ts), so a mail still « en_attente » after an hour has
| lost its job or its worker. Reading the list never composes a mail (a reset
| mail would make a token): the job records the recipient and the subject
| when it composes one; a mail never composed yet gets them from its own data
| and at most three indexed look-ups per page, never one per row.
| Resending and abandoning: app/services/platform/failed_mail_actions.ts.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import MailDelivery, { type MailKind, type MailSpec } from '#models/mail_delivery'
import { likePattern } from '#models/query_helpers'
import { PER_PAGE, countRows } from '#services/records/list_query'

/** How long a mail may wait (since asked for, or resent) before it is listed. */
export const WAITING_TOO_LONG = { hours: 1 }

/** The two states the list holds, for its « Statut » filter. */
export const FAILED_MAIL_STATUSES = ['echec', 'en_attente'] as const
export type FailedMailStatus = (typeof FAILED_MAIL_STATUSES)[number]

export type FailedMailsQuery = {
  /** Part of the recipient's address or of the subject (as recorded by the job). */
  search?: string
  status?: FailedMailStatus
  kind?: MailKind
  page?: number
}

/** A listed mail with whom it is for, what it says and who resent it (null: unknown). */
export type FailedMail = {
  delivery: MailDelivery
  recipient: string | null
  subject: string | null
  resentBy: string | null
}

type Query = ModelQueryBuilderContract<typeof MailDelivery>

/** An instant as the database stores it (TZ=UTC, .env.example). */
export function sqlStamp(at: DateTime) {
  return at.toFormat(db.connection().dialect.dateTimeFormat)
}

/** Narrows `query` to the mails the list holds at `now` (also the actions' condition). */
export function whereListed(query: Query, now: DateTime, status?: FailedMailStatus) {
  const before = sqlStamp(now.minus(WAITING_TOO_LONG))
  return query.where((listed) => {
    if (status !== 'en_attente') listed.orWhere('status', 'echec')
    if (status === 'echec') return
    listed.orWhere((waiting) => {
      waiting
        .where('status', 'en_attente')
        .where('created_at', '<', before)
        .where((since) => since.whereNull('resent_at').orWhere('resent_at', '<', before))
    })
  })
}

const LIKE = 'lower(??) like ? escape ?'

/** How many mails the list holds (the sidebar's badge: one indexed count). */
export function count(now = DateTime.now()) {
  return countRows(whereListed(MailDelivery.query(), now))
}

/** One page of the list, newest first, each row with its recipient and subject. */
export async function page(filters: FailedMailsQuery, now = DateTime.now()) {
  const found = await whereListed(MailDelivery.query(), now, filters.status)
    .if(filters.kind, (query) => query.where('kind', filters.kind!))
    .if(filters.search, (query) => {
      const pattern = likePattern(filters.search!)
      query.where((match) => {
        match.whereRaw(LIKE, ['recipient', pattern, '\\'])
        match.orWhereRaw(LIKE, ['subject', pattern, '\\'])
      })
    })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(filters.page ?? 1, PER_PAGE)
  const rows = await described(found.all())
  const { total, perPage, currentPage, lastPage } = found
  return { all: () => rows, total, perPage, currentPage, lastPage }
}

/** The kinds whose data names the account the mail is sent to. */
const TO_ACCOUNT: readonly MailKind[] = [
  'verify_email',
  'reset_password',
  'account_approved',
  'account_refused',
  'account_suspended',
  'account_reinstated',
  'digest',
  'registration_attempt',
]

/** Distinct non-null ids. */
const idsOf = (values: (number | null | undefined)[]) => [
  ...new Set(values.filter((value): value is number => typeof value === 'number')),
]

/**
 * The rows with their recipient and subject: recorded by the job, else from
 * the mail's data (a template's address, a reply's subject), the account's
 * address, the template's interaction or the application, read for the whole
 * page at once. A subject is unknown until the mail was composed once for
 * the kinds whose subject the mail class writes.
 */
async function described(deliveries: MailDelivery[]): Promise<FailedMail[]> {
  const blank = deliveries.filter((delivery) => !delivery.recipient || !delivery.subject)
  const specOf = (delivery: MailDelivery) => delivery.spec as MailSpec
  const accountIds = idsOf([
    ...deliveries.map((delivery) => delivery.resentBy),
    ...blank.filter((d) => TO_ACCOUNT.includes(d.kind)).map((d) => d.userId),
  ])
  const interactionIds = idsOf(
    blank.filter((d) => d.kind === 'template').map((d) => d.interactionId)
  )
  const candidatureIds = idsOf(
    blank.map((d) => {
      const spec = specOf(d)
      return spec.kind === 'application_received' || spec.kind === 'application_reply'
        ? spec.data.candidatureId
        : null
    })
  )
  const [accounts, interactions, candidatures] = await Promise.all([
    lookUp('users', ['id', 'email', 'full_name'], accountIds),
    lookUp('interactions', ['id', 'sujet'], interactionIds),
    lookUp('candidatures', ['id', 'email'], candidatureIds),
  ])

  return deliveries.map((delivery) => {
    const spec = specOf(delivery)
    let recipient: string | null = null
    let subject: string | null = null
    if (spec.kind === 'template') {
      recipient = spec.data.to.address
      subject = interactions.get(spec.data.interactionId)?.sujet ?? null
    } else if (spec.kind === 'application_received' || spec.kind === 'application_reply') {
      recipient = candidatures.get(spec.data.candidatureId)?.email ?? null
      if (spec.kind === 'application_reply') subject = spec.data.sujet
    } else if (delivery.userId) {
      recipient = accounts.get(delivery.userId)?.email ?? null
    }
    return {
      delivery,
      recipient: delivery.recipient ?? recipient,
      subject: delivery.subject ?? subject,
      resentBy: delivery.resentBy ? (accounts.get(delivery.resentBy)?.full_name ?? null) : null,
    }
  })
}

type Found = Record<string, string | null> & { id: number }

/** The rows of `table` with these ids, by id; no query when there is none. */
async function lookUp(table: string, columns: string[], ids: number[]) {
  if (ids.length === 0) return new Map<number, Found>()
  const rows: Found[] = await db.from(table).select(columns).whereIn('id', ids)
  return new Map(rows.map((row) => [Number(row.id), row]))
}

/*
| The last error in plain words (nodemailer's codes and the job's own
| messages); the technical message stays beside it for whoever digs further.
*/
const REASONS: [RegExp, string][] = [
  [/queue unavailable/i, "La file d'envoi était indisponible"],
  [/ECONNREFUSED/, "Serveur d'envoi (SMTP) injoignable : connexion refusée"],
  [/ENOTFOUND|EAI_AGAIN|EDNS/, "Serveur d'envoi (SMTP) introuvable : nom inconnu"],
  [/ETIMEDOUT|timeout|timed out/i, "Serveur d'envoi (SMTP) trop lent : délai dépassé"],
  [/ECONNRESET|EPIPE|ESOCKET|closed/i, "Connexion au serveur d'envoi (SMTP) interrompue"],
  [/EAUTH|Invalid login|\b535\b/i, "Identifiants refusés par le serveur d'envoi (SMTP)"],
  [
    /\b55[0-4]\b|5\.1\.[0-9]|recipient|mailbox/i,
    'Adresse refusée par le serveur (destinataire inconnu ou boîte pleine)',
  ],
  [/\b4[0-9]{2}\b/, "Refus temporaire du serveur d'envoi (SMTP)"],
]

/** What an operator reads of a failure; null when nothing failed yet (a mail that waited). */
export function plainReason(lastError: string | null) {
  if (!lastError) return null
  return REASONS.find(([pattern]) => pattern.test(lastError))?.[1] ?? "Erreur du serveur d'envoi"
}
