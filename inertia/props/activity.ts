import type { Data } from '@generated/data'

export type ActivityEntry = Data.Activity
export type InteractionEntry = Data.Interaction
/** A reply sent to a candidate (an application's activity). */
export type ReplyEntry = Data.CandidatureReponse
export type TimelineEntry = ActivityEntry | InteractionEntry | ReplyEntry
export type InteractionType = Data.Interaction['type']
/** What a timeline may be narrowed to (`?type=`). */
export type TimelineKind = 'modifications' | InteractionType

/** One page of a record's timeline; `next` is the key "Voir plus" asks for (null: the end). */
export type TimelinePage = {
  entries: TimelineEntry[]
  next: string | null
  type: TimelineKind | null
}

/** A record page's activity: null for roles without the contacts module. */
export type ActivityProps = { timeline: TimelinePage; canInteract: boolean } | null

/** An offre an interaction may be about. */
export type InteractionOffre = Data.Offre.Variants['forTemplatePreview']

/** A follow-up due ("À relancer"), on the dashboard and in the bell. */
export type Reminder = Data.Interaction.Variants['forReminder']
