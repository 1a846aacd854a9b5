import type { Data } from '@generated/data'
import type { ActivityProps } from './activity'
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
  can: { update: boolean }
}

/** "Répondre au candidat" once refused: the templates, the chosen one, its text for this candidate. */
export type CandidatureReply = {
  textes: { id: number; nom: string }[]
  texteId: number | null
  draft: { sujet: string; contenu: string } | null
  /** Why the account may not send it (not validated by the school), or null. */
  refusal: string | null
} | null

export type CandidatureShowProps = {
  candidature: Data.Candidature
  statuts: CandidatureStatut[]
  can: { update: boolean }
  reply: CandidatureReply
  activity: ActivityProps
}
