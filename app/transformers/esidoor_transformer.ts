import type User from '#models/user'
import type Societe from '#models/societe'
import type AccessAudit from '#models/access_audit'
import type Offre from '#models/offre'
import type Contact from '#models/contact'
import type { Droit, Role } from '#models/user'
import type { ContactSort, ContactStatut } from '#models/contact'
import type { OffreStatut } from '#models/offre'
import type { ListFilters, ListPage } from '#services/list_query'
import type { SortOrder } from '#models/query_helpers'
import type { SignupDay } from '#services/platform_stats'
import { type ProSort, countOf } from '#services/pro_directory'
import { serializeSocieteChoice } from '#transformers/societe_transformer'
import {
  type SerializedContact,
  type SerializedContactRow,
  serializeContact,
  serializeContactRow,
} from '#transformers/contact_transformer'
import type { SerializedReferentOffre } from '#transformers/offre_transformer'
import { serializeUser } from '#transformers/user_transformer'

/** A professional in the e-sidoor list. Dates are ISO; the page formats them in French. */
export function serializeProRow(user: User) {
  return {
    id: user.id,
    name: user.fullName,
    email: user.email,
    gravatar: user.gravatar,
    droit: user.droit,
    emailVerified: user.emailVerifiedAt !== null,
    societesCount: countOf(user, 'societes'),
    contactsCount: countOf(user, 'contacts'),
    offresCount: countOf(user, 'offres'),
    lastLoginAt: user.lastLoginAt?.toISO() ?? null,
    createdAt: user.createdAt.toISO(),
  }
}

/** One professional's page header and access form: the user as they see themselves, and when. */
export function serializePro(user: User) {
  return {
    ...serializeUser(user),
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

/** One of the professional's offers on their page (trashed ones included, flagged). */
export function serializeProOffre(offre: Offre) {
  const societe = offre.societe as Offre['societe'] | null | undefined
  return {
    id: offre.id,
    reference: offre.reference,
    titre: offre.titre,
    statut: offre.statut,
    societe: societe ? serializeSocieteChoice(societe) : null,
    createdAt: offre.createdAt.toISO(),
    deletedAt: offre.deletedAt?.toISO() ?? null,
  }
}

/** The owner of a contact seen from e-sidoor (preloaded `user`). */
function ownerOf(contact: Contact) {
  const user = contact.user as Contact['user'] | null | undefined
  return user ? { id: user.id, name: user.fullName } : null
}

/** A contact in the e-sidoor list: the pro list's row plus its owner. */
export function serializeEsidoorContactRow(contact: Contact) {
  return { ...serializeContactRow(contact), owner: ownerOf(contact) }
}

/** A contact on its e-sidoor page: every field plus its owner. */
export function serializeEsidoorContact(contact: Contact) {
  return { ...serializeContact(contact), owner: ownerOf(contact) }
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
export type SerializedProOffre = ReturnType<typeof serializeProOffre>
export type SerializedEsidoorContactRow = SerializedContactRow & {
  owner: { id: number; name: string } | null
}
export type SerializedEsidoorContact = SerializedContact & {
  owner: { id: number; name: string } | null
}

/* Props of the e-sidoor pages; the controllers' render calls are checked against them. */
export type DashboardProProps = {
  counters: {
    pros: number
    societes: number
    contacts: number
    offres: Record<OffreStatut, number>
    inscriptions: number
  }
  signups: SignupDay[]
  pros: ListPage<SerializedProRow>
  filters: { search: string | null; sort: ProSort | null; order: SortOrder | null }
}

export type ProShowProps = {
  pro: SerializedPro
  societes: SerializedProSociete[]
  /** The latest offers and contacts (trash included), newest first. */
  offres: SerializedProOffre[]
  contacts: SerializedContactRow[]
  audits: SerializedAudit[]
  roles: Role[]
  droits: Droit[]
  /** The viewer is looking at their own account (their staff flag is then locked). */
  isSelf: boolean
  /** The password was typed again within 3 h: saving will not ask for it. */
  passwordConfirmed: boolean
  can: { manageAccess: boolean }
}

/** A role-pro user, for the owner filter of the e-sidoor contacts list. */
export type ProChoice = { id: number; name: string }

export type EsidoorContactIndexProps = {
  contacts: ListPage<SerializedEsidoorContactRow>
  filters: ListFilters<ContactSort> & { statut: ContactStatut | null; pro: number | null }
  pros: ProChoice[]
  statuts: ContactStatut[]
}

export type EsidoorContactShowProps = {
  contact: SerializedEsidoorContact
  /** Live offers where the contact is référent. */
  offres: SerializedReferentOffre[]
}
