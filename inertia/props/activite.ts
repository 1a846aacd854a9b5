import type { Data } from '@generated/data'

export type ModificationEntry = Data.Modification
export type InteractionEntry = Data.Interaction
/** A reply sent to a candidate (an application's activity). */
export type ReponseEntry = Data.CandidatureReponse
export type ActiviteEntry = ModificationEntry | InteractionEntry | ReponseEntry
export type InteractionType = Data.Interaction['type']
/** What a timeline may be narrowed to (`?type=`). */
export type ActiviteKind = 'modifications' | InteractionType

/** One page of a record's timeline; `next` is the key "Voir plus" asks for (null: the end). */
export type ActivitePage = {
  entries: ActiviteEntry[]
  next: string | null
  type: ActiviteKind | null
}

/** A record page's activity: null for roles without the contacts module. */
export type ActiviteProps = { timeline: ActivitePage; canInteract: boolean } | null

/** An offre an interaction may be about. */
export type InteractionOffre = Data.Offre.Variants['forTextePreview']

/** A follow-up due ("À relancer"), on the dashboard and in the bell. */
export type Relance = Data.Interaction.Variants['forRelance']
