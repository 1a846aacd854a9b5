/*
| Employer approval ("The school vouches for what it publishes",
| docs/product.md §1 and "Validation des employeurs"): the one way an
| account's approval changes. A new account is "en_attente"; an esi admin
| validates or refuses it, later suspends a validated one and reinstates it.
|
|   en_attente ──valider──▶ validee ──suspendre──▶ suspendue
|        │                    ▲  ▲                     │
|        └──refuser──▶ refusee┘  └──────rétablir───────┘
|                       (valider)
|
| Each change reads the account again under a row lock (PostgreSQL; SQLite
| runs one transaction at a time), so parallel clicks act once and the others
| are refused as the change they would repeat. The security log's line is
| written in the same transaction; after the commit the job board's kept
| pages are emptied (only a validated owner's offers are public:
| `wherePublic`), a suspension ends every session, and the account's e-mail
| is queued.
*/
import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User, { type ApprovalStatus } from '#models/user'
import type { SecurityEventKind } from '#models/security_event'
import type { AccountDecisionKind } from '#models/mail_delivery'
import * as MailOutbox from '#services/platform/mail_outbox'
import * as SecurityLog from '#services/accounts/security_log'
import type { Origin } from '#services/accounts/security_log'
import * as ActiveSessions from '#services/accounts/active_sessions'
import publicPages from '#services/emplois/public_page_cache'
import { Refusal } from '#exceptions/refusal'

export type ApprovalDecision = 'approve' | 'refuse' | 'suspend' | 'reinstate'

/** Longest reason an admin may write (a textarea; it is sent to the account as written). */
export const APPROVAL_REASON_MAX = 1000

/** What the login form says to a suspended account (after a right password only). */
export const SUSPENDED_SIGN_IN = "Votre compte est suspendu. Contactez l'école."

type Step = {
  from: readonly ApprovalStatus[]
  to: ApprovalStatus
  event: SecurityEventKind
  /** The mail the account gets (app/mails/compose.ts). */
  mail: AccountDecisionKind
  /** Refused and suspended accounts are told why. */
  needsReason: boolean
}

const STEPS: Record<ApprovalDecision, Step> = {
  approve: {
    from: ['en_attente', 'refusee'],
    to: 'validee',
    event: 'account_approved',
    mail: 'account_approved',
    needsReason: false,
  },
  refuse: {
    from: ['en_attente'],
    to: 'refusee',
    event: 'account_refused',
    mail: 'account_refused',
    needsReason: true,
  },
  suspend: {
    from: ['validee'],
    to: 'suspendue',
    event: 'account_suspended',
    mail: 'account_suspended',
    needsReason: true,
  },
  reinstate: {
    from: ['suspendue'],
    to: 'validee',
    event: 'account_reinstated',
    mail: 'account_reinstated',
    needsReason: false,
  },
}

/** Why `decision` cannot apply to an account in `status` (French, shown as it is). */
const WRONG_STATUS: Record<ApprovalDecision, Partial<Record<ApprovalStatus, string>>> = {
  approve: {
    validee: 'Ce compte est déjà validé.',
    suspendue: 'Ce compte est suspendu : rétablissez-le plutôt.',
  },
  refuse: {
    refusee: 'Ce compte est déjà refusé.',
    validee: 'Ce compte est déjà validé : suspendez-le s’il ne doit plus publier.',
    suspendue: 'Ce compte est suspendu : il ne peut plus être refusé.',
  },
  suspend: {
    en_attente: 'Ce compte n’est pas encore validé : refusez-le plutôt.',
    refusee: 'Un compte refusé ne peut pas être suspendu.',
    suspendue: 'Ce compte est déjà suspendu.',
  },
  reinstate: {
    en_attente: 'Seul un compte suspendu peut être rétabli.',
    validee: 'Ce compte n’est pas suspendu.',
    refusee: 'Seul un compte suspendu peut être rétabli.',
  },
}

const REFUSALS = {
  self: 'Vous ne pouvez pas changer la validation de votre propre compte.',
  esiAdmin:
    'Un administrateur de l’école ne peut être ni refusé ni suspendu : retirez-lui d’abord le rôle admin.',
  noReason: 'Indiquez le motif : il est envoyé au professionnel.',
}

/** The decisions an account in `status` offers (e-sidoor's buttons follow this). */
export function decisionsFor(status: ApprovalStatus): ApprovalDecision[] {
  return (Object.keys(STEPS) as ApprovalDecision[]).filter((decision) =>
    STEPS[decision].from.includes(status)
  )
}

/** Why `actor` may not take `decision` on `target` as it is now, or null. */
function refusalOf(decision: ApprovalDecision, actor: User, target: User) {
  if (actor.id === target.id) return REFUSALS.self
  if (!STEPS[decision].from.includes(target.approvalStatus)) {
    return WRONG_STATUS[decision][target.approvalStatus] ?? null
  }
  const lastsLonger = decision === 'refuse' || decision === 'suspend'
  if (lastsLonger && target.role === 'esi' && target.droit === 'admin') return REFUSALS.esiAdmin
  return null
}

/** A suspension ends what could let the account back in: remember-me tokens and the session epoch. */
async function shutOut(target: User, trx: TransactionClientContract) {
  target.rotateSessionEpoch()
  await trx.from('remember_me_tokens').where('tokenable_id', target.id).delete()
}

export type ApprovalResult = { user: User; mailed: boolean }

/**
 * `actor` (an esi admin: the route's guard) takes `decision` on the
 * account `targetId`; `reason` is required to refuse or suspend. Throws a
 * Refusal (nothing changed) when the account's approval or the actor does
 * not allow it.
 */
export async function decide(
  decision: ApprovalDecision,
  actor: User,
  targetId: number,
  { reason = null, origin = null }: { reason?: string | null; origin?: Origin | null } = {}
): Promise<ApprovalResult> {
  const step = STEPS[decision]
  const why = step.needsReason ? reason?.trim() || null : null
  if (step.needsReason && !why) throw Refusal.because(REFUSALS.noReason)

  const user = await db.transaction(async (trx) => {
    const target = await User.query({ client: trx }).where('id', targetId).forUpdate().firstOrFail()
    const refusal = refusalOf(decision, actor, target)
    if (refusal) throw Refusal.because(refusal)

    target.merge({
      approvalStatus: step.to,
      approvalReason: why,
      approvalChangedAt: DateTime.now(),
      approvalChangedBy: actor.id,
    })
    if (decision === 'suspend') await shutOut(target, trx)
    await target.save()
    await SecurityLog.record(step.event, origin, {
      userId: target.id,
      email: target.email,
      actorId: actor.id,
      details: why ? `Motif : ${why}` : null,
      client: trx,
    })
    if (decision === 'suspend') {
      await SecurityLog.record('sessions_revoked', origin, {
        userId: target.id,
        email: target.email,
        actorId: actor.id,
        details: 'Toutes les sessions (compte suspendu)',
        client: trx,
      })
    }
    return target
  })

  /* Its offers leave (or come back to) the board at once in this process. */
  publicPages.clear()
  if (decision === 'suspend') await ActiveSessions.endAll(user)
  return { user, mailed: await mail(step, user, why) }
}

/**
 * After the commit, the mail is queued (its job retries a failing SMTP
 * server). A queue that refuses it is logged and told to the admin; the
 * change stays.
 */
async function mail(step: Step, user: User, reason: string | null) {
  try {
    await MailOutbox.send(
      { kind: step.mail, data: { userId: user.id, reason } },
      { userId: user.id }
    )
    return true
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'employer approval mail not queued')
    return false
  }
}

/** How many accounts wait for a decision (e-sidoor's sidebar and dashboard; indexed). */
export async function pendingCount() {
  const [row] = await db.from('users').where('approval_status', 'en_attente').count('* as total')
  return Number(row.total)
}
