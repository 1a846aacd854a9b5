import type { Data } from '@generated/data'
import type { CandidatureRow, CandidatureStatut } from './candidatures'

/** One statut's column: its first cards (newest first) and how many it holds in all. */
export type BoardColumn = {
  statut: CandidatureStatut
  total: number
  cards: CandidatureRow[]
}

export type CandidatureBoardProps = {
  offre: Data.Offre.Variants['forBoard']
  /** Every statut, in the pipeline's order. */
  columns: BoardColumn[]
  /** Most cards a column shows (the rest through « Voir tout »). */
  columnSize: number
  can: { update: boolean }
}
