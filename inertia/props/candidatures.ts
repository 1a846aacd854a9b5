import type { Data } from '@generated/data'
import type { ActiviteProps, ReponseEntry } from './activite'
import type { ListPage, SortOrder } from './list'

export type CandidatureRow = Data.Candidature.Variants['forList']
export type CandidatureStatut = Data.Candidature['statut']
/** The applications per statut (an offer's, or all the caller's). */
export type StatutCounts = Record<CandidatureStatut, number>

/** One of the caller's offers that received applications, for the offre filter. */
export type CandidatureOffreChoice = { id: number; reference: string; titre: string }

export type CandidatureIndexProps = {
  candidatures: ListPage<CandidatureRow>
  filters: {
    search: string | null
    sort: 'created_at' | null
    order: SortOrder | null
    statut: CandidatureStatut | null
    offre: number | null
  }
  offres: CandidatureOffreChoice[]
  statuts: CandidatureStatut[]
  counts: StatutCounts
  /** With no application at all: what brings the first ones (app/services/candidatures/inbox_next_step.ts). */
  nextStep: InboxNextStep | null
  can: { update: boolean }
}

/** An empty inbox's next step: share the offer that is online, publish one, or write the first. */
export type InboxNextStep =
  | { kind: 'partager'; titre: string; href: string }
  | { kind: 'publier' }
  | { kind: 'creer'; canCreate: boolean }

/**
 * "Répondre au candidat": the « Candidats » templates, the chosen one (by the
 * statut unless the person chose), its text for this candidate, the latest
 * reply sent and where its mail stands.
 */
export type CandidatureReponseProps = {
  textes: { id: number; nom: string }[]
  texteId: number | null
  draft: { sujet: string; contenu: string } | null
  derniere: ReponseEntry | null
  /** Why the account may not send it (not validated by the school), or null. */
  refusal: string | null
} | null

export type CandidatureShowProps = {
  candidature: Data.Candidature
  statuts: CandidatureStatut[]
  can: { update: boolean }
  reply: CandidatureReponseProps
  activity: ActiviteProps
}
