import type { Data } from '@generated/data'
import type { ListFilters, ListPage, SortOrder } from './list'
import type { ContactStatut } from './contacts'
import type { OffreStatut } from './offres'

export type ProRow = Data.User.Variants['forEsidoorList']
export type Role = NonNullable<Data.User['role']>
export type Droit = NonNullable<Data.User['droit']>
export type EsidoorContactRow = Data.Contact.Variants['forEsidoorList']
export type ProOffre = Data.Offre.Variants['forEsidoor']
export type AccessAudit = Data.AccessAudit

/** Sign-ups of one day (ISO date) for the e-sidoor chart. */
export type SignupDay = { date: string; count: number }

export type DashboardProProps = {
  counters: {
    pros: number
    societes: number
    contacts: number
    offres: Record<OffreStatut, number>
    /** Offers on the public job board now (published, deadline not past). */
    enLigne: number
    inscriptions: number
  }
  signups: SignupDay[]
  pros: ListPage<ProRow>
  filters: { search: string | null; sort: string | null; order: SortOrder | null }
  /** esi admins see the links to the "Journal de sécurité", the employers to validate and « Envois en échec ». */
  can: { viewSecurityLog: boolean; approveEmployers: boolean; manageMailDeliveries: boolean }
}

export type ProShowProps = {
  pro: Data.User.Variants['forEsidoor']
  societes: Data.Societe.Variants['forEsidoor'][]
  /** The latest offers and contacts (trash included), newest first. */
  offres: ProOffre[]
  contacts: Data.Contact.Variants['forList'][]
  audits: AccessAudit[]
  /** Their latest changes and interactions, newest first (read-only). */
  activity: EsidoorActivity[]
  /** Applications to their offers: counts only (in all, and per offer id). */
  candidatures: { total: number; parOffre: Record<number, number> }
  roles: Role[]
  droits: Droit[]
  /** The viewer is looking at their own account (their staff flag is then locked). */
  isSelf: boolean
  /** The password was typed again within 3 h: saving will not ask for it. */
  passwordConfirmed: boolean
  /** Employer approval: who made the last change, and the decisions the account's status offers. */
  approval: { changedBy: string | null; decisions: ApprovalDecision[] }
  can: { manageAccess: boolean; viewSecurityLog: boolean; approveEmployers: boolean }
}

/** Employer approval (app/services/accounts/pro_approval.ts). */
export type ApprovalStatus = Data.User.Variants['forEsidoor']['approvalStatus']
export type ApprovalDecision = 'approve' | 'refuse' | 'suspend' | 'reinstate'

/** An account waiting in "Employeurs à valider", with its live sociétés. */
export type PendingEmployer = Data.User.Variants['forApprovalQueue'] & {
  societes: Data.Societe.Variants['forApproval'][]
}

export type EmployerQueueProps = { accounts: ListPage<PendingEmployer> }

export type EsidoorContactIndexProps = {
  contacts: ListPage<EsidoorContactRow>
  filters: ListFilters & { statut: ContactStatut | null; pro: number | null }
  /** The professional the list is filtered on (the filter asks for others as one types). */
  pro: Data.User.Variants['forChoice'] | null
  statuts: ContactStatut[]
}

export type EsidoorContactShowProps = {
  contact: Data.Contact.Variants['forEsidoor']
  /** Live offers where the contact is référent. */
  offres: Data.Offre.Variants['forReferent'][]
}

/** A line of a pro's "Activité récente": a change (with its record's name) or an interaction. */
export type EsidoorActivity =
  (Data.Modification & { subjectName: string | null }) | Data.Interaction
