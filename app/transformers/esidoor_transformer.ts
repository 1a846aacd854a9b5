import type User from '#models/user'
import type Societe from '#models/societe'
import type AccessAudit from '#models/access_audit'
import type { Droit, Role } from '#models/user'
import type { ListPage, SortOrder } from '#services/list_query'
import type { SignupDay } from '#services/platform_stats'
import { type ProSort, societesCountOf } from '#services/pro_directory'

/** A professional in the e-sidoor list. Dates are ISO; the page formats them in French. */
export function serializeProRow(user: User) {
  return {
    id: user.id,
    name: user.fullName,
    email: user.email,
    gravatar: user.gravatar,
    droit: user.droit,
    emailVerified: user.emailVerifiedAt !== null,
    societesCount: societesCountOf(user),
    lastLoginAt: user.lastLoginAt?.toISO() ?? null,
    createdAt: user.createdAt.toISO(),
  }
}

/** One professional's page header and access form. */
export function serializePro(user: User) {
  return {
    id: user.id,
    name: user.fullName,
    email: user.email,
    gravatar: user.gravatar,
    role: user.role,
    droit: user.droit,
    isStaff: Boolean(user.isStaff),
    emailVerified: user.emailVerifiedAt !== null,
    lastLoginAt: user.lastLoginAt?.toISO() ?? null,
    createdAt: user.createdAt.toISO(),
  }
}

export function serializeProSociete(societe: Societe) {
  return {
    id: societe.id,
    nom: societe.nom,
    siret: societe.siret,
    secteur: societe.secteur,
    ville: societe.ville,
    createdAt: societe.createdAt.toISO(),
    deletedAt: societe.deletedAt?.toISO() ?? null,
  }
}

/** An access change: who made it (null: command line or deleted account), before and after. */
export function serializeAudit(audit: AccessAudit) {
  return {
    id: audit.id,
    actor: audit.actor ? { id: audit.actor.id, name: audit.actor.fullName } : null,
    before: audit.before,
    after: audit.after,
    createdAt: audit.createdAt.toISO(),
  }
}

export type SerializedProRow = ReturnType<typeof serializeProRow>
export type SerializedPro = ReturnType<typeof serializePro>
export type SerializedProSociete = ReturnType<typeof serializeProSociete>
export type SerializedAudit = ReturnType<typeof serializeAudit>

/* Props of the e-sidoor pages; the controllers' render calls are checked against them. */
export type DashboardProProps = {
  counters: { pros: number; societes: number; inscriptions: number }
  signups: SignupDay[]
  pros: ListPage<SerializedProRow>
  filters: { search: string | null; sort: ProSort | null; order: SortOrder | null }
}

export type ProShowProps = {
  pro: SerializedPro
  societes: SerializedProSociete[]
  audits: SerializedAudit[]
  roles: readonly Role[]
  droits: readonly Droit[]
  /** The viewer is looking at their own account (their staff flag is then locked). */
  isSelf: boolean
  /** The password was typed again within 3 h: saving will not ask for it. */
  passwordConfirmed: boolean
  can: { manageAccess: boolean }
}
