/*
| The one way a user's access (role, droit, staff flag) changes: the test
| page toggles, the e-sidoor form and the user:staff command all come here,
| so every change is saved, audited and written to the security log in the
| same transaction.
*/
import { errors } from '@adonisjs/lucid'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import AccessAudit, { type AccessSnapshot } from '#models/access_audit'
import { Refusal } from '#exceptions/refusal'
import * as SecurityLog from '#services/accounts/security_log'
import type { Origin } from '#services/accounts/security_log'

export type AccessChanges = Partial<AccessSnapshot>

export function snapshotOf(user: User): AccessSnapshot {
  return { role: user.role, droit: user.droit, isStaff: Boolean(user.isStaff) }
}

/** "pro / — / non-staff": an access as the security log's details show it. */
export function describeAccess(access: AccessSnapshot) {
  return [access.role ?? '—', access.droit ?? '—', access.isStaff ? 'staff' : 'non-staff'].join(
    ' / '
  )
}

const isEsiAdmin = (access: AccessSnapshot) => access.role === 'esi' && access.droit === 'admin'

/*
| The target and every esi admin, locked in id order (PostgreSQL; SQLite runs
| one transaction at a time anyway): two admins demoting each other queue up,
| and the second one sees the first one's change.
*/
function lockTargetAndEsiAdmins(trx: TransactionClientContract, targetId: number) {
  return User.query({ client: trx })
    .where('id', targetId)
    .orWhere((query) => query.where('role', 'esi').where('droit', 'admin'))
    .orderBy('id', 'asc')
    .forUpdate()
}

type Check = (state: {
  before: AccessSnapshot
  after: AccessSnapshot
  otherEsiAdmins: User[]
}) => void

const sameAccess = (a: AccessSnapshot, b: AccessSnapshot) =>
  a.role === b.role && a.droit === b.droit && a.isStaff === b.isStaff

/**
 * Applies the changes to `target` and writes the audit row and the
 * security log's line (none when nothing actually changes). `actor` is
 * null for the command line, `origin` the request's (none for a command).
 * `check` runs inside the transaction, before anything is written, and
 * gets the other esi admins as they are now.
 */
export async function apply(
  target: User,
  changes: AccessChanges,
  actor: User | null,
  { origin = null, check }: { origin?: Origin | null; check?: Check } = {}
) {
  await db.transaction(async (trx) => {
    const locked = await lockTargetAndEsiAdmins(trx, target.id)
    const fresh = locked.find((user) => user.id === target.id)
    if (!fresh) throw new errors.E_ROW_NOT_FOUND()
    const before = snapshotOf(fresh)
    const after = { ...before, ...changes }
    if (sameAccess(before, after)) return
    const otherEsiAdmins = locked.filter(
      (user) => user.id !== target.id && isEsiAdmin(snapshotOf(user))
    )
    check?.({ before, after, otherEsiAdmins })

    fresh.merge(after)
    await fresh.save()
    await AccessAudit.create(
      { actorId: actor?.id ?? null, userId: fresh.id, before, after },
      { client: trx }
    )
    await SecurityLog.record('access_changed', origin, {
      userId: fresh.id,
      email: fresh.email,
      /* The log names an actor only when it is someone else (an admin). */
      actorId: actor && actor.id !== fresh.id ? actor.id : null,
      details: `${describeAccess(before)} → ${describeAccess(after)}`,
      client: trx,
    })
  })
  await target.refresh()
  return target
}

/**
 * A staff member trying other rights on the test page (docs/product.md §5). No
 * "last esi admin" rule here: staff keep the test page whatever they
 * switch to, so they can always switch back.
 */
export function selfTest(
  user: User,
  changes: Pick<AccessChanges, 'role' | 'droit'>,
  origin: Origin | null = null
) {
  return apply(user, changes, user, { origin })
}

/**
 * An esi admin changing someone's access from e-sidoor: never their own
 * staff flag, and the platform always keeps an esi user with droit admin
 * (counted under lock, so two admins demoting each other cannot both pass).
 */
export function byAdmin(
  actor: User,
  target: User,
  changes: AccessSnapshot,
  origin: Origin | null = null
) {
  return apply(target, changes, actor, {
    origin,
    check: ({ before, after, otherEsiAdmins }) => {
      if (target.id === actor.id && before.isStaff !== after.isStaff) {
        throw Refusal.field('isStaff', 'Vous ne pouvez pas modifier votre propre statut staff.')
      }
      if (isEsiAdmin(before) && !isEsiAdmin(after) && otherEsiAdmins.length === 0) {
        throw Refusal.field(
          before.role !== after.role ? 'role' : 'droit',
          'La plateforme doit garder au moins un utilisateur esi avec le droit admin.'
        )
      }
    },
  })
}
